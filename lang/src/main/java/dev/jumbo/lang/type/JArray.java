package dev.jumbo.lang.type;

/** An array type. */
public final class JArray extends JType {
    private final JType element;
    private final String descriptor;

    public JArray(JType element) {
        this.element = element;
        this.descriptor = "[" + element.descriptor();
    }

    public JType element() {
        return element;
    }

    @Override
    public String descriptor() {
        return descriptor;
    }

    @Override
    public String javaName() {
        return element.javaName() + "[]";
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof JArray array && array.descriptor.equals(descriptor);
    }

    @Override
    public int hashCode() {
        return descriptor.hashCode();
    }
}
