package dev.jumbo.marshal.model;

/** How the private serializable fields of one class are reached. */
public enum FieldAccessRoute {
    /** The class has no serializable fields to read. */
    NONE,
    /**
     * The class's package is open to us (every class path class), as {@code MethodHandles.privateLookupIn}
     * requires: its fields are read through core reflection, made accessible.
     */
    PRIVATE_LOOKUP,
    /** JDK 24+: {@code ReflectionFactory.defaultWriteObjectForSerialization}, captured through {@code putFields}. */
    REFLECTION_FACTORY,
    /** JDK 17-23 for classes of named modules that do not open their package: {@code sun.misc.Unsafe} field offsets. */
    UNSAFE
}
