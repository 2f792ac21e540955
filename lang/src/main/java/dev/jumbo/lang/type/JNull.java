package dev.jumbo.lang.type;

/** The type of {@code null}. */
public final class JNull extends JType {
    public static final JNull INSTANCE = new JNull();

    private JNull() {
    }

    @Override
    public String descriptor() {
        return "Ljava/lang/Object;";
    }

    @Override
    public String javaName() {
        return "null";
    }
}
