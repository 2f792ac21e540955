package dev.jumbo.marshal.conformance;

import java.io.IOException;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.util.List;

/** The subclass hooks: annotateClass, annotateProxyClass and replaceObject. */
final class HookGraphs {
    private HookGraphs() {
    }

    static final class Box implements Serializable {
        Object content;
        String label = "box";

        Box(Object content) {
            this.content = content;
        }
    }

    /** replaceObject turns every Box into its label. */
    static final class Unboxing implements StreamHooks {
        @Override
        public boolean replacesObjects() {
            return true;
        }

        @Override
        public Object replaceObject(Object obj) {
            return obj instanceof Box box ? box.label : obj;
        }
    }

    static void register(GraphRegistry registry) {
        registry.element("hooks")
                .hooked("annotateClass writes the class name", new StreamHooks() {
                    @Override
                    public void annotateClass(ObjectOutputStream out, Class<?> type) throws IOException {
                        out.writeUTF(type.getName());
                    }
                }, () -> List.of(Step.object(new HierarchyGraphs.Bottom()), Step.object(new int[] {1})))
                .hooked("annotateClass writes 3000 bytes", new StreamHooks() {
                    @Override
                    public void annotateClass(ObjectOutputStream out, Class<?> type) throws IOException {
                        out.write(PrimitiveDataGraphs.pattern(3000));
                    }
                }, () -> List.of(Step.object(new Box("x"))))
                .hooked("annotateClass writes an object", new StreamHooks() {
                    @Override
                    public void annotateClass(ObjectOutputStream out, Class<?> type) throws IOException {
                        out.writeObject(type.getSimpleName());
                        out.writeInt(type.getName().length());
                    }
                }, () -> List.of(Step.object(new Box(new Box(null)))))
                .hooked("annotateProxyClass writes data", new StreamHooks() {
                    @Override
                    public void annotateProxyClass(ObjectOutputStream out, Class<?> type) throws IOException {
                        out.writeInt(type.getInterfaces().length);
                        out.writeObject("proxy annotation");
                    }
                }, () -> List.of(Step.object(ProxyGraphs.newProxy(new ProxyGraphs.Handler("h"), Runnable.class))))
                .hooked("replaceObject replaces nested objects", new Unboxing(),
                        () -> List.of(Step.object(new Object[] {new Box(1), "s"}, new Object[] {"box", "s"})))
                .hooked("replaceObject at the root", new Unboxing(), () -> List.of(Step.object(new Box(2), "box")))
                .hooked("replaceObject by null", new StreamHooks() {
                    @Override
                    public boolean replacesObjects() {
                        return true;
                    }

                    @Override
                    public Object replaceObject(Object obj) {
                        return obj instanceof Box ? null : obj;
                    }
                }, () -> List.of(Step.object(new Object[] {new Box(3), 4}, new Object[] {null, 4})))
                .hooked("replaceObject after writeReplace", new StreamHooks() {
                    @Override
                    public boolean replacesObjects() {
                        return true;
                    }

                    @Override
                    public Object replaceObject(Object obj) {
                        return obj instanceof ReplaceGraphs.ChainC chain ? new Box(chain.value) : obj;
                    }
                }, () -> {
                    Box expected = new Box(10);
                    return List.of(Step.object(new ReplaceGraphs.ChainA(), expected));
                })
                .hooked("replaceObject sees a shared object once", new Unboxing(), () -> {
                    Box shared = new Box(5);
                    return List.of(Step.object(new Object[] {shared, shared}, new Object[] {"box", "box"}));
                });
    }
}
