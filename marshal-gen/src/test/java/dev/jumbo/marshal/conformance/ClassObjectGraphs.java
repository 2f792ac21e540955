package dev.jumbo.marshal.conformance;

import java.io.Externalizable;
import java.io.Serializable;
import java.util.List;

/** newClass: TC_CLASS classDesc newHandle, for every kind of class. */
final class ClassObjectGraphs {
    private ClassObjectGraphs() {
    }

    static class Unserializable {
        int field;
    }

    static class Base implements Serializable {
        int base;
    }

    static final class Derived extends Base {
        String derived;
    }

    record Pair(String left, String right) implements Serializable {
    }

    static void register(GraphRegistry registry) {
        registry.element("newClass")
                .object("String.class", () -> String.class)
                .object("int.class", () -> int.class)
                .object("void.class", () -> void.class)
                .object("int[].class", () -> int[].class)
                .object("String[][].class", () -> String[][].class)
                .object("enum class", () -> EnumGraphs.Color.class)
                .object("enum constant body class", () -> EnumGraphs.Operation.PLUS.getClass())
                .object("java.lang.Enum", () -> Enum.class)
                .object("Serializable interface", () -> Serializable.class)
                .object("Externalizable interface", () -> Externalizable.class)
                .object("Runnable interface", () -> Runnable.class)
                .object("Object.class", () -> Object.class)
                .object("non-serializable class", () -> Unserializable.class)
                .object("class with a serializable superclass", () -> Derived.class)
                .object("record class", () -> Pair.class)
                .object("externalizable class", () -> ExternalizableGraphs.Simple.class)
                .object("proxy class", () -> ProxyGraphs.newProxy(new ProxyGraphs.Handler("c"), Runnable.class).getClass())
                .steps("class twice", () -> List.of(Step.object(Derived.class), Step.object(Derived.class)))
                .steps("class then an instance share the descriptor", () -> List.of(Step.object(Derived.class), Step.object(new Derived())))
                .steps("instance then its class", () -> List.of(Step.object(new Derived()), Step.object(Derived.class)))
                .object("Class[] with repeats", () -> new Class<?>[] {Base.class, Derived.class, Base.class, long.class})
                .object("JDK class objects", () -> new Object[] {java.util.HashMap.class, java.time.LocalDate.class, Integer.class});
    }
}
