/*
 * A real Elasticsearch node for the quantward rig (deploy/local/rig.py), built from the jars
 * Maven Central has: the server and the netty4 transport. The distribution's modules are not
 * published there, so two small things they would provide come from RigPlugin below:
 *   - GET / and HEAD / (the rest-root module), which clients and the rig use to see the node;
 *   - the `english` analyzer (the analysis-common module), built exactly as that module builds
 *     it: Lucene's EnglishAnalyzer with its default stop words.
 * Everything else (indexing, search, highlighting, mget, count, refresh) is the server's own.
 * It lives in org.elasticsearch.node because Node(NodeConstruction) and NodeServiceProvider are
 * package-private there.
 *
 * Usage: java -cp <jars>:<classes> org.elasticsearch.node.RigNode HOME HTTP_PORT TRANSPORT_PORT
 */
package org.elasticsearch.node;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.en.EnglishAnalyzer;
import org.elasticsearch.Build;
import org.elasticsearch.cluster.ClusterName;
import org.elasticsearch.cluster.metadata.IndexNameExpressionResolver;
import org.elasticsearch.cluster.node.DiscoveryNodes;
import org.elasticsearch.common.io.stream.NamedWriteableRegistry;
import org.elasticsearch.common.logging.LogConfigurator;
import org.elasticsearch.common.settings.ClusterSettings;
import org.elasticsearch.common.settings.IndexScopedSettings;
import org.elasticsearch.common.settings.Settings;
import org.elasticsearch.common.settings.SettingsFilter;
import org.elasticsearch.env.Environment;
import org.elasticsearch.features.NodeFeature;
import org.elasticsearch.index.IndexSettings;
import org.elasticsearch.index.analysis.AbstractIndexAnalyzerProvider;
import org.elasticsearch.index.analysis.AnalyzerProvider;
import org.elasticsearch.indices.analysis.AnalysisModule.AnalysisProvider;
import org.elasticsearch.plugins.ActionPlugin;
import org.elasticsearch.plugins.AnalysisPlugin;
import org.elasticsearch.plugins.ClasspathPluginsService;
import org.elasticsearch.plugins.Plugin;
import org.elasticsearch.plugins.PluginsService;
import org.elasticsearch.rest.RestController;
import org.elasticsearch.rest.RestHandler;
import org.elasticsearch.rest.RestRequest;
import org.elasticsearch.rest.RestResponse;
import org.elasticsearch.rest.RestStatus;
import org.elasticsearch.transport.netty4.Netty4Plugin;
import org.elasticsearch.xcontent.XContentBuilder;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.function.Supplier;

public final class RigNode {
    private RigNode() {}

    public static void main(String[] args) throws Exception {
        if (args.length != 3) {
            System.err.println("usage: RigNode HOME HTTP_PORT TRANSPORT_PORT");
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
        Environment environment = new Environment(settings, home.resolve("config"));
        NodeServiceProvider services = new NodeServiceProvider() {
            @Override
            PluginsService newPluginService(Environment env, Settings nodeSettings) {
                return new ClasspathPluginsService(
                    nodeSettings, env.configFile(), env.modulesFile(), env.pluginsFile(),
                    List.of(new Netty4Plugin(), new RigPlugin())
                );
            }
        };
        Node node = new Node(NodeConstruction.prepareConstruction(environment, services, true));
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
        System.out.println("QW-RIG ELASTICSEARCH READY " + Build.current().version());
        System.out.flush();
        stopped.await();
    }

    /** What the missing modules would add that the rig needs: GET / and the english analyzer. */
    public static final class RigPlugin extends Plugin implements ActionPlugin, AnalysisPlugin {
        @Override
        public Collection<RestHandler> getRestHandlers(
            Settings settings,
            NamedWriteableRegistry namedWriteableRegistry,
            RestController restController,
            ClusterSettings clusterSettings,
            IndexScopedSettings indexScopedSettings,
            SettingsFilter settingsFilter,
            IndexNameExpressionResolver indexNameExpressionResolver,
            Supplier<DiscoveryNodes> nodesInCluster,
            Predicate<NodeFeature> clusterSupportsFeature
        ) {
            return List.of(new MainHandler(Node.NODE_NAME_SETTING.get(settings), ClusterName.CLUSTER_NAME_SETTING.get(settings)));
        }

        @Override
        public Map<String, AnalysisProvider<AnalyzerProvider<? extends Analyzer>>> getAnalyzers() {
            return Map.of("english", EnglishProvider::new);
        }
    }

    static final class EnglishProvider extends AbstractIndexAnalyzerProvider<EnglishAnalyzer> {
        private final EnglishAnalyzer analyzer;

        EnglishProvider(IndexSettings indexSettings, Environment env, String name, Settings settings) {
            super(name, settings);
            this.analyzer = new EnglishAnalyzer(EnglishAnalyzer.getDefaultStopSet());
        }

        @Override
        public EnglishAnalyzer get() {
            return analyzer;
        }
    }

    /** The node's name, cluster and version at GET / (HEAD / answers 200), as rest-root does. */
    static final class MainHandler implements RestHandler {
        private final String nodeName;
        private final ClusterName clusterName;

        MainHandler(String nodeName, ClusterName clusterName) {
            this.nodeName = nodeName;
            this.clusterName = clusterName;
        }

        @Override
        public List<Route> routes() {
            return List.of(new Route(RestRequest.Method.GET, "/"), new Route(RestRequest.Method.HEAD, "/"));
        }

        @Override
        public void handleRequest(RestRequest request, org.elasticsearch.rest.RestChannel channel,
                                  org.elasticsearch.client.internal.node.NodeClient client) throws Exception {
            XContentBuilder body = channel.newBuilder();
            Build build = Build.current();
            body.startObject()
                .field("name", nodeName)
                .field("cluster_name", clusterName.value())
                .startObject("version")
                .field("number", build.version())
                .field("build_flavor", build.flavor())
                .field("build_type", build.type().displayName())
                .field("build_hash", build.hash())
                .field("build_date", build.date())
                .field("build_snapshot", build.isSnapshot())
                .field("lucene_version", org.apache.lucene.util.Version.LATEST.toString())
                .field("minimum_wire_compatibility_version", build.minWireCompatVersion())
                .field("minimum_index_compatibility_version", build.minIndexCompatVersion())
                .endObject()
                .field("tagline", "You Know, for Search")
                .endObject();
            channel.sendResponse(new RestResponse(RestStatus.OK, body));
        }
    }
}
