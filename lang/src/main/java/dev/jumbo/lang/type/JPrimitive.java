package dev.jumbo.lang.type;

import org.objectweb.asm.Opcodes;

/** The primitive types and void, with what the emitter needs to know about each. */
public final class JPrimitive extends JType {
    public static final JPrimitive BOOLEAN = new JPrimitive("boolean", "Z", 0, Boolean.class, Opcodes.T_BOOLEAN);
    public static final JPrimitive BYTE = new JPrimitive("byte", "B", 1, Byte.class, Opcodes.T_BYTE);
    public static final JPrimitive SHORT = new JPrimitive("short", "S", 2, Short.class, Opcodes.T_SHORT);
    public static final JPrimitive CHAR = new JPrimitive("char", "C", 2, Character.class, Opcodes.T_CHAR);
    public static final JPrimitive INT = new JPrimitive("int", "I", 3, Integer.class, Opcodes.T_INT);
    public static final JPrimitive LONG = new JPrimitive("long", "J", 4, Long.class, Opcodes.T_LONG);
    public static final JPrimitive FLOAT = new JPrimitive("float", "F", 5, Float.class, Opcodes.T_FLOAT);
    public static final JPrimitive DOUBLE = new JPrimitive("double", "D", 6, Double.class, Opcodes.T_DOUBLE);
    public static final JPrimitive VOID = new JPrimitive("void", "V", -1, Void.class, 0);

    private final String name;
    private final String descriptor;
    private final int rank;
    private final Class<?> box;
    private final int arrayCode;

    private JPrimitive(String name, String descriptor, int rank, Class<?> box, int arrayCode) {
        this.name = name;
        this.descriptor = descriptor;
        this.rank = rank;
        this.box = box;
        this.arrayCode = arrayCode;
    }

    @Override
    public String descriptor() {
        return descriptor;
    }

    @Override
    public String javaName() {
        return name;
    }

    @Override
    public boolean isPrimitive() {
        return true;
    }

    public boolean isNumeric() {
        return rank > 0 || this == CHAR;
    }

    /** byte, short, char, int: computed as int on the JVM stack. */
    public boolean isIntLike() {
        return this == BYTE || this == SHORT || this == CHAR || this == INT || this == BOOLEAN;
    }

    public boolean isIntegral() {
        return this == BYTE || this == SHORT || this == CHAR || this == INT || this == LONG;
    }

    /** Stack slots: 2 for long and double, 0 for void. */
    public int size() {
        return this == LONG || this == DOUBLE ? 2 : this == VOID ? 0 : 1;
    }

    /** The order of widening: byte(1) < short, char(2) < int(3) < long(4) < float(5) < double(6). */
    public int rank() {
        return rank;
    }

    public Class<?> boxClass() {
        return box;
    }

    /** The {@code newarray} operand. */
    public int arrayCode() {
        return arrayCode;
    }

    /** The primitive for a {@code Class} such as {@code int.class}, or null. */
    public static JPrimitive of(Class<?> type) {
        if (type == int.class) {
            return INT;
        } else if (type == long.class) {
            return LONG;
        } else if (type == boolean.class) {
            return BOOLEAN;
        } else if (type == double.class) {
            return DOUBLE;
        } else if (type == float.class) {
            return FLOAT;
        } else if (type == char.class) {
            return CHAR;
        } else if (type == byte.class) {
            return BYTE;
        } else if (type == short.class) {
            return SHORT;
        } else if (type == void.class) {
            return VOID;
        }
        return null;
    }

    /** The primitive a box class unboxes to, or null. */
    public static JPrimitive unboxed(Class<?> box) {
        for (JPrimitive p : new JPrimitive[] {BOOLEAN, BYTE, SHORT, CHAR, INT, LONG, FLOAT, DOUBLE}) {
            if (p.box == box) {
                return p;
            }
        }
        return null;
    }
}
