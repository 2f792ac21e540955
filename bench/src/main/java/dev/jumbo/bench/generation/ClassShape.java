package dev.jumbo.bench.generation;

/** The classes whose generation cost is measured. */
public enum ClassShape {
    /** The paper's {@code NodeMarshaller}: a small class implementing {@link GeneratedMarshaller}. */
    NODE_MARSHALLER("nodeMarshaller", "NodeMarshaller"),
    /** A class of 50 fields, a constructor that sets them, and a method that writes them. */
    FIFTY_FIELDS("fiftyFields", "FiftyFields"),
    /**
     * A held-out marshaller ({@link HeldOutQuotes}): a cast to a nested class and an {@code if}
     * on a field, a shape generation was not tuned on, so that its cost shows whether the tuning
     * holds beyond the two shapes above.
     */
    HELD_OUT_MARSHALLER("heldOutMarshaller", "HeldOutMarshaller");

    private final String parameter;
    private final String namePrefix;

    ClassShape(String parameter, String namePrefix) {
        this.parameter = parameter;
        this.namePrefix = namePrefix;
    }

    /** The JMH parameter value naming this shape. */
    public String parameter() {
        return parameter;
    }

    public String namePrefix() {
        return namePrefix;
    }

    public static ClassShape fromParameter(String parameter) {
        for (ClassShape shape : values()) {
            if (shape.parameter.equals(parameter)) {
                return shape;
            }
        }
        throw new IllegalArgumentException("unknown class shape '" + parameter + "'");
    }
}
