// In-process Neo4j for the quantward real-infra rig (deploy/local/rig.py compiles and runs this).
//
//   java -cp '<neo4j-harness jars>/*:<dir of Launcher.class>' Launcher \
//        --work-dir <dir> --bolt-port <port> [--password <pw>]
//
// Starts Neo4j (community, from org.neo4j.test:neo4j-harness) with Bolt on 127.0.0.1:<port>,
// no HTTP/HTTPS connector, no usage reporting, and auth enabled for user `neo4j` with the given
// password (auth disabled when --password is omitted). Prints one line starting with
// "QW-RIG NEO4J READY" once Bolt serves, then stays up until SIGTERM/SIGINT, when it shuts the
// database down cleanly.

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import org.neo4j.configuration.GraphDatabaseInternalSettings;
import org.neo4j.configuration.GraphDatabaseSettings;
import org.neo4j.configuration.connectors.BoltConnector;
import org.neo4j.configuration.connectors.HttpConnector;
import org.neo4j.configuration.connectors.HttpsConnector;
import org.neo4j.configuration.helpers.SocketAddress;
import org.neo4j.harness.Neo4j;
import org.neo4j.harness.Neo4jBuilders;

public final class Launcher {
    private Launcher() {}

    public static void main(String[] args) throws Exception {
        Path workDir = null;
        int boltPort = -1;
        String password = null;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--work-dir" -> workDir = Path.of(args[++i]);
                case "--bolt-port" -> boltPort = Integer.parseInt(args[++i]);
                case "--password" -> password = args[++i];
                default -> {
                    System.err.println("Launcher: unknown argument " + args[i]);
                    System.exit(2);
                }
            }
        }
        if (workDir == null || boltPort <= 0) {
            System.err.println("usage: Launcher --work-dir DIR --bolt-port PORT [--password PW]");
            System.exit(2);
        }
        Files.createDirectories(workDir);
        PrintStream out = System.out;

        Neo4j neo4j = Neo4jBuilders.newInProcessBuilder(workDir)
                .withDisabledServer()
                .withConfig(GraphDatabaseSettings.default_listen_address, new SocketAddress("127.0.0.1"))
                .withConfig(BoltConnector.enabled, true)
                .withConfig(BoltConnector.listen_address, new SocketAddress("127.0.0.1", boltPort))
                .withConfig(BoltConnector.encryption_level, BoltConnector.EncryptionLevel.DISABLED)
                .withConfig(HttpConnector.enabled, false)
                .withConfig(HttpsConnector.enabled, false)
                .withConfig(GraphDatabaseSettings.udc_enabled, false)
                .withConfig(GraphDatabaseSettings.auth_enabled, password != null)
                .withConfig(GraphDatabaseSettings.pagecache_memory, 64L * 1024 * 1024)
                .withConfig(GraphDatabaseSettings.preallocate_logical_logs, false)
                // Shut down in ~1 s instead of ~10 s (Netty's quiet period, open transactions).
                .withConfig(GraphDatabaseSettings.shutdown_transaction_end_timeout, Duration.ofSeconds(2))
                .withConfig(GraphDatabaseInternalSettings.netty_server_shutdown_quiet_period, 0)
                .withConfig(GraphDatabaseInternalSettings.netty_server_shutdown_timeout, Duration.ofSeconds(2))
                .build();

        if (password != null) {
            // The embedded API bypasses auth: set the initial password so drivers log in with it.
            neo4j.databaseManagementService()
                    .database("system")
                    .executeTransactionally(
                            "ALTER USER neo4j SET PASSWORD $pw CHANGE NOT REQUIRED", Map.of("pw", password));
        }

        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            out.println("QW-RIG NEO4J STOPPING");
            out.flush();
            try {
                neo4j.close();
            } finally {
                stopped.countDown();
            }
        }, "qw-rig-neo4j-shutdown"));

        out.println("QW-RIG NEO4J READY " + neo4j.boltURI());
        out.flush();
        stopped.await();
    }
}
