package dev.jumbo.marshal.conformance;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;

/** The named graphs, registered by protocol element. Names are unique. */
public final class GraphRegistry {
    private final List<NamedGraph> graphs = new ArrayList<>();
    private final Set<String> ids = new HashSet<>();

    /** Every named graph of the suite. */
    public static List<NamedGraph> all() {
        GraphRegistry registry = new GraphRegistry();
        PrimitiveDataGraphs.register(registry);
        StringGraphs.register(registry);
        ArrayGraphs.register(registry);
        EnumGraphs.register(registry);
        ClassObjectGraphs.register(registry);
        RecordGraphs.register(registry);
        HierarchyGraphs.register(registry);
        WriteObjectGraphs.register(registry);
        ExternalizableGraphs.register(registry);
        ReplaceGraphs.register(registry);
        SerialPersistentFieldsGraphs.register(registry);
        ProxyGraphs.register(registry);
        ReferenceGraphs.register(registry);
        JdkClassGraphs.register(registry);
        OpenJdkStyleGraphs.register(registry);
        HookGraphs.register(registry);
        FailureGraphs.register(registry);
        return List.copyOf(registry.graphs);
    }

    public Group element(String element) {
        return new Group(element);
    }

    private void add(NamedGraph graph) {
        if (!ids.add(graph.id())) {
            throw new IllegalStateException("duplicate graph name " + graph.id());
        }
        graphs.add(graph);
    }

    /** Registration of the graphs of one protocol element. */
    public final class Group {
        private final String element;

        private Group(String element) {
            this.element = element;
        }

        /** One writeObject of the supplied object. */
        public Group object(String name, Supplier<Object> graph) {
            return steps(name, () -> List.of(Step.object(graph.get())));
        }

        public Group steps(String name, Supplier<List<Step>> steps) {
            add(new NamedGraph(element, name, steps, StreamHooks.NONE, false));
            return this;
        }

        public Group hooked(String name, StreamHooks hooks, Supplier<List<Step>> steps) {
            add(new NamedGraph(element, name, steps, hooks, false));
            return this;
        }

        /** Some step throws; both streams must throw alike and leave the stream alike. */
        public Group failure(String name, Supplier<List<Step>> steps) {
            add(new NamedGraph(element, name, steps, StreamHooks.NONE, true));
            return this;
        }
    }
}
