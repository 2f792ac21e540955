package dev.jumbo.bench.generation;

/**
 * Java source text of the benchmarked classes, for the source-compiling peers (Janino, javac).
 * The classes are the same, instruction for instruction, as those {@link AsmClasses} builds.
 */
public final class JavaSources {
    public static final String PACKAGE = "dev.jumbo.bench.generation";

    private JavaSources() {
    }

    public static String of(ClassShape shape, String simpleName) {
        return switch (shape) {
            case NODE_MARSHALLER -> nodeMarshaller(simpleName);
            case FIFTY_FIELDS -> fiftyFields(simpleName);
            case HELD_OUT_MARSHALLER -> heldOutMarshaller(simpleName);
        };
    }

    /** The held-out marshaller, as {@link HeldOutQuotes} quotes it. */
    static String heldOutMarshaller(String simpleName) {
        return "package " + PACKAGE + ";\n"
                + "public final class " + simpleName + " implements " + PACKAGE + ".GeneratedMarshaller {\n"
                + "    private int classHandle;\n"
                + "    public void init(int classHandle) {\n"
                + "        this.classHandle = classHandle;\n"
                + "    }\n"
                + "    public void write(java.io.DataOutput out, Object object) throws java.io.IOException {\n"
                + "        " + PACKAGE + ".Inventory.Entry entry = (" + PACKAGE + ".Inventory.Entry) object;\n"
                + "        out.writeByte(0x73);\n"
                + "        out.writeByte(0x71);\n"
                + "        out.writeInt(0x7e0000 + classHandle);\n"
                + "        if (entry.present) {\n"
                + "            out.writeInt(entry.count);\n"
                + "            out.writeLong(entry.stamp);\n"
                + "        } else {\n"
                + "            out.writeByte(0x70);\n"
                + "        }\n"
                + "    }\n"
                + "}\n";
    }

    /** The paper's NodeMarshaller: TC_OBJECT, a back reference to the class, then the fields. */
    static String nodeMarshaller(String simpleName) {
        return "package " + PACKAGE + ";\n"
                + "public final class " + simpleName + " implements " + PACKAGE + ".GeneratedMarshaller {\n"
                + "    private int classHandle;\n"
                + "    public void init(int classHandle) {\n"
                + "        this.classHandle = classHandle;\n"
                + "    }\n"
                + "    public void write(java.io.DataOutput out, Object object) throws java.io.IOException {\n"
                + "        " + PACKAGE + ".Node node = (" + PACKAGE + ".Node) object;\n"
                + "        out.writeByte(0x73);\n"
                + "        out.writeByte(0x71);\n"
                + "        out.writeInt(0x7e0000 + classHandle);\n"
                + "        out.writeInt(node.data);\n"
                + "        " + PACKAGE + ".Node next = node.next;\n"
                + "        if (next == null) {\n"
                + "            out.writeByte(0x70);\n"
                + "        } else {\n"
                + "            write(out, next);\n"
                + "        }\n"
                + "    }\n"
                + "}\n";
    }

    static String fiftyFields(String simpleName) {
        StringBuilder source = new StringBuilder();
        source.append("package ").append(PACKAGE).append(";\n");
        source.append("public final class ").append(simpleName)
                .append(" implements ").append(PACKAGE).append(".FieldWriter {\n");
        for (FiftyFieldLayout.FieldSpec field : FiftyFieldLayout.fields()) {
            source.append("    private ").append(field.javaType()).append(' ').append(field.name()).append(";\n");
        }
        source.append("    public ").append(simpleName).append("() {\n");
        for (FiftyFieldLayout.FieldSpec field : FiftyFieldLayout.fields()) {
            source.append("        ").append(field.name()).append(" = ").append(field.literal()).append(";\n");
        }
        source.append("    }\n");
        source.append("    public void write(java.io.DataOutput out) throws java.io.IOException {\n");
        for (FiftyFieldLayout.FieldSpec field : FiftyFieldLayout.fields()) {
            source.append("        out.").append(field.writeMethod()).append('(').append(field.name()).append(");\n");
        }
        source.append("    }\n");
        source.append("}\n");
        return source.toString();
    }
}
