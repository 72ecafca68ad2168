/*
 * A real OpenSearch node for the quantward rig (deploy/local/rig.py), from the jars on Maven
 * Central: the server, the netty4 transport (HTTP and transport) and analysis-common (the
 * `english` analyzer), loaded as classpath plugins through Node's plugin constructor.
 *
 * Usage: java -cp <jars>:<classes> OpenSearchRigNode HOME HTTP_PORT TRANSPORT_PORT
 */
import org.opensearch.analysis.common.CommonAnalysisPlugin;
import org.opensearch.common.logging.LogConfigurator;
import org.opensearch.common.settings.Settings;
import org.opensearch.env.Environment;
import org.opensearch.node.Node;
import org.opensearch.plugins.Plugin;
import org.opensearch.transport.Netty4Plugin;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

public final class OpenSearchRigNode extends Node {
    private static final Collection<Class<? extends Plugin>> PLUGINS =
        List.of(Netty4Plugin.class, CommonAnalysisPlugin.class);

    private OpenSearchRigNode(Environment environment) {
        super(environment, PLUGINS, true);
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 3) {
            System.err.println("usage: OpenSearchRigNode HOME HTTP_PORT TRANSPORT_PORT");
            System.exit(2);
        }
        Path home = Path.of(args[0]).toAbsolutePath();
        for (String dir : List.of("config", "data", "logs", "modules", "plugins")) {
            Files.createDirectories(home.resolve(dir));
        }
        Settings settings = Settings.builder()
            .put("path.home", home.toString())
            .put("path.data", home.resolve("data").toString())
            .put("path.logs", home.resolve("logs").toString())
            .put("cluster.name", "quantward-rig")
            .put("node.name", "rig")
            .put("discovery.type", "single-node")
            .put("network.host", "127.0.0.1")
            .put("http.port", args[1])
            .put("transport.port", args[2])
            // A nearly full shared disk must not turn the rig's indices read-only.
            .put("cluster.routing.allocation.disk.threshold_enabled", false)
            .build();
        // Logging first: the node's classes log from their static initialisers.
        LogConfigurator.configureWithoutConfig(settings);
        Node node = new OpenSearchRigNode(new Environment(settings, home.resolve("config")));
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            try {
                node.close();
                node.awaitClose(20, TimeUnit.SECONDS);
            } catch (Exception e) {
                e.printStackTrace();
            } finally {
                stopped.countDown();
            }
        }, "rig-node-shutdown"));
        node.start();
        System.out.println("QW-RIG OPENSEARCH READY " + org.opensearch.Version.CURRENT);
        System.out.flush();
        stopped.await();
    }
}
