package dev.jumbo.codese;

import java.util.List;

/**
 * One entry of a stored state's class table: a class the state names, by name, with the
 * serialVersionUID it had when stored (0 where the class has none: arrays, primitives, enums,
 * records, classes that are not serializable); or a dynamic proxy class, by the names of its
 * interfaces ({@code proxyInterfaces}, null for other classes), since its own name is not one
 * another JVM knows. Restore resolves each entry once, checks it with the stream's
 * {@code ObjectInputFilter}, and compares the serialVersionUID.
 */
public record StoredClass(String name, long serialVersionUID, List<String> proxyInterfaces) {
    public StoredClass {
        proxyInterfaces = proxyInterfaces == null ? null : List.copyOf(proxyInterfaces);
    }

    public StoredClass(String name, long serialVersionUID) {
        this(name, serialVersionUID, null);
    }

    /** A proxy class implementing these interfaces, in this order. */
    static StoredClass proxy(List<String> interfaces) {
        return new StoredClass("", 0, interfaces);
    }

    public boolean isProxy() {
        return proxyInterfaces != null;
    }
}
