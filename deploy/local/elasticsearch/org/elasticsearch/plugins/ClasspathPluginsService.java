/*
 * The rig's Elasticsearch node (deploy/local/rig.py): a PluginsService that serves plugin
 * instances from the classpath. It lives in this package because LoadedPlugin is package-private.
 * The node's modules and plugins folders exist but are empty: Maven Central has no modules.
 */
package org.elasticsearch.plugins;

import org.elasticsearch.Build;
import org.elasticsearch.common.settings.Settings;
import org.elasticsearch.jdk.ModuleQualifiedExportsService;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

public final class ClasspathPluginsService extends PluginsService {
    private final List<LoadedPlugin> classpathPlugins;

    public ClasspathPluginsService(
        Settings settings, Path configPath, Path modulesDirectory, Path pluginsDirectory, List<Plugin> instances
    ) {
        super(settings, configPath, modulesDirectory, pluginsDirectory);
        List<LoadedPlugin> loaded = new ArrayList<>(instances.size());
        for (Plugin plugin : instances) {
            String name = plugin.getClass().getName();
            PluginDescriptor descriptor = new PluginDescriptor(
                name, "classpath plugin of the quantward rig", "NA", Build.current().version(),
                "17", name, null, List.of(), false, false, false, false
            );
            loaded.add(new LoadedPlugin(descriptor, plugin));
        }
        this.classpathPlugins = List.copyOf(loaded);
    }

    @Override
    protected void addServerExportsService(Map<String, List<ModuleQualifiedExportsService>> qualifiedExports) {
        // The server jar is on the classpath, not a named module: it has no qualified exports.
    }

    @Override
    protected List<LoadedPlugin> plugins() {
        return classpathPlugins;
    }
}
