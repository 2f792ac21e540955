package dev.jumbo.bench.generation;

import java.util.ArrayList;
import java.util.List;

/**
 * The fields of the 50-field class, shared by every generator so that all of them build the
 * same class: field {@code f<i>} has type {@code TYPES[i % 5]} and a constant initial value.
 */
public final class FiftyFieldLayout {
    public static final int FIELD_COUNT = 50;

    /** One field: its name, Java type, JVM descriptor and initial value as Java source. */
    public record FieldSpec(int index, String name, String javaType, String descriptor) {
        /** The initial value as a Java literal. */
        public String literal() {
            return switch (javaType) {
                case "int" -> Integer.toString(index);
                case "long" -> index + "L";
                case "double" -> index + ".5";
                case "boolean" -> Boolean.toString(index % 2 == 0);
                case "String" -> "\"f" + index + "\"";
                default -> throw new IllegalStateException(javaType);
            };
        }

        /** The initial value as a constant for ASM's {@code LDC}/push instructions. */
        public Object constant() {
            return switch (javaType) {
                case "int" -> index;
                case "long" -> (long) index;
                case "double" -> index + 0.5;
                case "boolean" -> index % 2 == 0;
                case "String" -> "f" + index;
                default -> throw new IllegalStateException(javaType);
            };
        }

        /** The {@code DataOutput} method that writes a value of this type. */
        public String writeMethod() {
            return switch (javaType) {
                case "int" -> "writeInt";
                case "long" -> "writeLong";
                case "double" -> "writeDouble";
                case "boolean" -> "writeBoolean";
                case "String" -> "writeUTF";
                default -> throw new IllegalStateException(javaType);
            };
        }
    }

    private static final String[] TYPES = {"int", "long", "double", "boolean", "String"};
    private static final String[] DESCRIPTORS = {"I", "J", "D", "Z", "Ljava/lang/String;"};
    private static final List<FieldSpec> FIELDS = buildFields();

    private FiftyFieldLayout() {
    }

    public static List<FieldSpec> fields() {
        return FIELDS;
    }

    private static List<FieldSpec> buildFields() {
        List<FieldSpec> fields = new ArrayList<>();
        for (int index = 0; index < FIELD_COUNT; index++) {
            int kind = index % TYPES.length;
            fields.add(new FieldSpec(index, "f" + index, TYPES[kind], DESCRIPTORS[kind]));
        }
        return List.copyOf(fields);
    }
}
