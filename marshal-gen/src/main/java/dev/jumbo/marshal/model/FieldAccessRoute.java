package dev.jumbo.marshal.model;

/** How the private serializable fields of one class are reached. */
public enum FieldAccessRoute {
    /** The class has no serializable fields to read. */
    NONE,
    /** {@code MethodHandles.privateLookupIn}: the class's package is open to us (every class path class). */
    PRIVATE_LOOKUP,
    /** JDK 24+: {@code ReflectionFactory.defaultWriteObjectForSerialization}, captured through {@code putFields}. */
    REFLECTION_FACTORY,
    /** JDK 17-23 for classes of named modules that do not open their package: {@code sun.misc.Unsafe} field offsets. */
    UNSAFE
}
