package dev.jumbo.lang.type;

/** A type as the checker sees it: primitive, null, array, or class (loaded or generated). */
public abstract class JType {
    /** The JVM descriptor: {@code I}, {@code [Ljava/lang/String;}. */
    public abstract String descriptor();

    /** The name as Java source writes it, for messages. */
    public abstract String javaName();

    public boolean isPrimitive() {
        return false;
    }

    public boolean isReference() {
        return !isPrimitive();
    }

    /** The internal name for type instructions ({@code checkcast}, {@code anewarray}). */
    public String internalName() {
        return descriptor();
    }

    @Override
    public String toString() {
        return javaName();
    }
}
