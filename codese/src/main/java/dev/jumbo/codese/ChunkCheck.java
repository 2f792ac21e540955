package dev.jumbo.codese;

import java.io.StreamCorruptedException;
import java.nio.charset.StandardCharsets;
import java.util.Set;

/**
 * Checks a stored class file before it is defined: it may do only what {@link RestoreGen}'s code
 * does. The verifier proves a class file type-safe, not harmless: a hostile container could hold
 * a verified class that calls {@code Runtime.exec}. So a stored class must be a
 * {@link RestoreChunk} with no fields, no static initializer and no nest, bootstrap or record
 * attributes, whose methods are straight-line code (no jumps, switches, handlers, throws,
 * monitors, invokedynamic, array creation, static field access) that calls only:
 * <ul>
 *   <li>{@code MethodHandle.invokeExact} (on the routes restore re-created itself),</li>
 *   <li>the public methods of {@link Restore} (which check their arguments; their loops over
 *   tables are the only loops a restore runs, and each ends with its table),</li>
 *   <li>the constructors of {@code String} and of the eight boxes, and {@code Object()},</li>
 *   <li>its own part methods, from its three phase methods only (so no recursion),</li>
 * </ul>
 * and reads only {@code Restore.objects} and {@code Restore.routes}. A segment (a nestmate of a
 * host class) may also cast to any type, and store ({@code putfield}) into the host's fields that
 * {@link DirectStores} lists, and no others. Anything else, or a class
 * file that cannot be parsed, is a {@link StreamCorruptedException} naming what was found.
 *
 * <p>A scanner of our own rather than ASM's {@code ClassReader}: in a fresh JVM, loading and
 * running ASM cold cost more than the rest of a small restore (it was 190 ms of 210 ms of
 * defining a 100-node tree's classes). It runs mostly interpreted, once per class file, so it is
 * one pass over the bytes with no allocation per instruction: an opcode's length and kind come
 * from a table, and a constant (member reference or class) is judged once per opcode that uses it,
 * not at each use.
 */
final class ChunkCheck {
    private static final String RESTORE = "dev/jumbo/codese/Restore";
    private static final String CHUNK = "dev/jumbo/codese/RestoreChunk";
    private static final String PHASE_DESCRIPTOR = "(L" + RESTORE + ";)V";
    private static final Set<String> PHASES = Set.of("create", "fill", "finish");
    private static final Set<String> RESTORE_METHODS = Set.of("newInstance", "enumConstant", "classObject", "earlier",
            "newArray", "begin", "bytes", "object", "fields", "fieldObject", "readObject", "defaultFields", "readExternal",
            "instances", "strings", "boxes", "fieldValues", "elements", "replays");
    private static final Set<String> RESTORE_STATIC_METHODS = Set.of("primitives", "concat");
    private static final Set<String> CONSTRUCTED = Set.of("java/lang/String", "java/lang/Integer", "java/lang/Long",
            "java/lang/Short", "java/lang/Byte", "java/lang/Character", "java/lang/Boolean", "java/lang/Float",
            "java/lang/Double");
    private static final Set<String> CASTS = Set.of("[Ljava/lang/Object;", "java/lang/Object", "java/lang/String");
    private static final Set<String> REFUSED_ATTRIBUTES = Set.of("NestHost", "NestMembers", "BootstrapMethods",
            "Record", "PermittedSubclasses", "InnerClasses", "EnclosingMethod");

    private static final int UTF8 = 1;
    private static final int INTEGER = 3;
    private static final int FLOAT = 4;
    private static final int LONG = 5;
    private static final int DOUBLE = 6;
    private static final int CLASS = 7;
    private static final int STRING = 8;
    private static final int FIELD_REF = 9;
    private static final int METHOD_REF = 10;
    private static final int NAME_AND_TYPE = 12;
    /** The tags an ldc may load, as bits: numbers and strings (checkConstant's rule). */
    private static final int LOADABLE_TAGS = 1 << INTEGER | 1 << FLOAT | 1 << LONG | 1 << DOUBLE | 1 << STRING;
    private static final int ACC_STATIC = 0x0008;
    private static final int ACC_PRIVATE = 0x0002;
    private static final int ACC_NATIVE_OR_ABSTRACT = 0x0100 | 0x0400;
    private static final int ACC_INTERFACE_OR_ABSTRACT = 0x0200 | 0x0400;

    /** Instruction kinds beyond a plain length: each checks its operand. */
    private static final byte REFUSED = 0;
    private static final byte LDC = 4;
    private static final byte LDC_WIDE = 5;
    private static final byte GET_FIELD = 6;
    private static final byte PUT_FIELD = 7;
    private static final byte INVOKE = 8;
    private static final byte TYPE = 9;
    /**
     * Per opcode: 1 to 3, the length of an instruction allowed whatever its operand (constants,
     * locals, stack, arithmetic, array loads and stores, returns, arraylength); else the kind that
     * checks its operand; {@link #REFUSED} for everything else (jumps, switches, athrow, monitors,
     * static fields, invokeinterface and invokedynamic, array creation, instanceof, wide).
     */
    private static final byte[] OPCODES = new byte[256];

    static {
        for (int opcode = 0; opcode < 256; opcode++) {
            if (opcode <= 15 || opcode >= 26 && opcode <= 53 || opcode >= 59 && opcode <= 131
                    || opcode >= 133 && opcode <= 152 || opcode >= 172 && opcode <= 177 || opcode == 190) {
                OPCODES[opcode] = 1;
            } else if (opcode == 16 || opcode >= 21 && opcode <= 25 || opcode >= 54 && opcode <= 58) {
                OPCODES[opcode] = 2;
            } else if (opcode == 17 || opcode == 132) {
                OPCODES[opcode] = 3;
            }
        }
        OPCODES[18] = LDC;
        OPCODES[19] = LDC_WIDE;
        OPCODES[20] = LDC_WIDE;
        OPCODES[180] = GET_FIELD;
        OPCODES[181] = PUT_FIELD;
        OPCODES[182] = INVOKE;
        OPCODES[183] = INVOKE;
        OPCODES[184] = INVOKE;
        OPCODES[187] = TYPE;
        OPCODES[192] = TYPE;
    }

    private final byte[] bytes;
    private int position;
    /** For a segment: its host class's internal name, and the fields it may store ("name:descriptor"). */
    private final String host;
    private final Set<String> storable;
    /** Per constant-pool index, the opcode it was found good for (checked once). */
    private int[] checkedFor;
    private int[] tags;
    private int[] offsets;
    private String thisClass;

    private ChunkCheck(byte[] classFile, Class<?> host, Set<String> storable) {
        this.bytes = classFile;
        this.host = host == null ? null : host.getName().replace('.', '/');
        this.storable = storable;
    }

    /** Thrown inside the scan; becomes the StreamCorruptedException. */
    private static final class Refused extends RuntimeException {
        Refused(String message) {
            super(message, null, false, false);
        }
    }

    /** Checks a class of codese's package ({@code host} null) or a segment of {@code host}. */
    static void check(byte[] classFile, Class<?> host, Set<String> storable) throws StreamCorruptedException {
        try {
            new ChunkCheck(classFile, host, storable).scan();
        } catch (Refused e) {
            throw new StreamCorruptedException("a stored class does what generated restore code never does: "
                    + e.getMessage());
        } catch (IndexOutOfBoundsException | IllegalArgumentException e) {
            throw (StreamCorruptedException) new StreamCorruptedException("a stored class file is malformed: " + e)
                    .initCause(e);
        }
    }

    private void scan() {
        if (u4() != 0xCAFEBABE) {
            throw new Refused("not a class file");
        }
        u2();
        u2();
        readConstantPool();
        int access = u2();
        thisClass = className(u2());
        String superClass = className(u2());
        int interfaces = u2();
        if (!"java/lang/Object".equals(superClass) || interfaces != 1 || !CHUNK.equals(className(u2()))
                || (access & ACC_INTERFACE_OR_ABSTRACT) != 0) {
            throw new Refused("class " + thisClass + " is not a plain RestoreChunk");
        }
        if (u2() != 0) {
            throw new Refused("a field");
        }
        int methods = u2();
        for (int i = 0; i < methods; i++) {
            scanMethod();
        }
        scanAttributes(null, null);
        if (position < bytes.length) {
            throw new Refused("bytes after the class file");
        }
    }

    private void readConstantPool() {
        int count = u2();
        tags = new int[count];
        offsets = new int[count];
        checkedFor = new int[count];
        // Thousands of constants (a string per object restored): locals, and no call per constant.
        byte[] data = bytes;
        int[] constantTags = tags;
        int[] constantOffsets = offsets;
        int at = position;
        for (int i = 1; i < count; i++) {
            if (at >= data.length) {
                throw new IllegalArgumentException("constant " + i + " past the class file");
            }
            int tag = data[at++] & 0xFF;
            constantTags[i] = tag;
            constantOffsets[i] = at;
            int size = switch (tag) {
                case UTF8 -> 2 + ((data[at] & 0xFF) << 8 | data[at + 1] & 0xFF);
                case INTEGER, FLOAT, FIELD_REF, METHOD_REF, 11, NAME_AND_TYPE, 17, 18 -> 4;
                case LONG, DOUBLE -> 8;
                case CLASS, STRING, 16, 19, 20 -> 2;
                case 15 -> 3;
                default -> throw new Refused("constant pool tag " + tag);
            };
            at += size;
            if (at > data.length) {
                throw new IllegalArgumentException("position " + at + " outside a class file of " + data.length + " bytes");
            }
            if (tag == LONG || tag == DOUBLE) {
                i++;
            }
        }
        position = at;
    }

    private void scanMethod() {
        int access = u2();
        String name = utf8(u2());
        String descriptor = utf8(u2());
        boolean constructor = name.equals("<init>") && descriptor.equals("()V");
        boolean phase = PHASES.contains(name) && descriptor.equals(PHASE_DESCRIPTOR) && (access & ACC_STATIC) == 0;
        boolean part = !constructor && !phase && descriptor.equals(PHASE_DESCRIPTOR)
                && (access & ACC_STATIC) != 0 && (access & ACC_PRIVATE) != 0 && !name.startsWith("<");
        if (!constructor && !phase && !part || (access & ACC_NATIVE_OR_ABSTRACT) != 0) {
            throw new Refused("method " + name + descriptor);
        }
        scanAttributes(name, constructor ? "constructor" : phase ? "phase" : "part");
    }

    /** Attributes of a method ({@code method} and its role) or of the class ({@code method} null). */
    private void scanAttributes(String method, String role) {
        int count = u2();
        for (int i = 0; i < count; i++) {
            String name = utf8(u2());
            long length = u4() & 0xFFFFFFFFL;
            long end = position + length;
            if (method == null && REFUSED_ATTRIBUTES.contains(name)) {
                throw new Refused("attribute " + name);
            }
            if (method != null && name.equals("Code")) {
                scanCode(method, role);
            }
            moveTo(end);
        }
    }

    private void scanCode(String method, String role) {
        u2();
        u2();
        long length = u4() & 0xFFFFFFFFL;
        long end = position + length;
        if (end > bytes.length) {
            throw new Refused("code past the class file in " + method);
        }
        // The hot loop of a cold restore, run interpreted at first: every array in a local, and
        // no call for an instruction whose operand was already found good.
        byte[] code = bytes;
        byte[] opcodes = OPCODES;
        int[] checked = checkedFor;
        int[] constantTags = tags;
        int stop = (int) end;
        int at = position;
        while (at < stop) {
            int opcode = code[at] & 0xFF;
            int kind = opcodes[opcode];
            if (kind <= 3) {
                if (kind == REFUSED) {
                    throw new Refused("opcode " + opcode + " in " + method);
                }
                at += kind;
                continue;
            }
            int index;
            if (kind == LDC) {
                index = code[at + 1] & 0xFF;
                at += 2;
            } else {
                index = (code[at + 1] & 0xFF) << 8 | code[at + 2] & 0xFF;
                at += 3;
            }
            if (kind == LDC || kind == LDC_WIDE) {
                int tag = index > 0 && index < constantTags.length ? constantTags[index] : 0;
                if ((LOADABLE_TAGS >>> tag & 1) == 0) {
                    checkConstant(index, method);
                }
            } else if (index <= 0 || index >= checked.length || checked[index] != opcode) {
                checkReference(opcode, kind, index, method, role);
            }
        }
        position = (int) end;
        if (u2() != 0) {
            throw new Refused("an exception handler in " + method);
        }
        int attributes = u2();
        for (int i = 0; i < attributes; i++) {
            u2();
            long attributeLength = u4() & 0xFFFFFFFFL;
            moveTo(position + attributeLength);
        }
    }

    /**
     * Checks the constant a field, method or type instruction names, unless it was found good for
     * this opcode before. Calls that depend on the calling method's role (its own part methods,
     * Object()) are checked every time.
     */
    private void checkReference(int opcode, int kind, int index, String method, String role) {
        if (index > 0 && index < checkedFor.length && checkedFor[index] == opcode) {
            return;
        }
        switch (kind) {
            case GET_FIELD -> {
                String[] field = reference(index, FIELD_REF);
                if (!field[0].equals(RESTORE) || !(field[1].equals("objects") || field[1].equals("routes"))) {
                    throw new Refused("field access " + field[0] + "." + field[1] + " in " + method);
                }
            }
            case PUT_FIELD -> {
                String[] field = reference(index, FIELD_REF);
                if (host == null || !field[0].equals(host) || !storable.contains(field[1].concat(":").concat(field[2]))) {
                    throw new Refused("store into " + field[0] + "." + field[1] + " in " + method);
                }
            }
            case INVOKE -> {
                String[] called = reference(index, METHOD_REF);
                checkCall(opcode, called[0], called[1], called[2], method, role);
                if (role.equals("constructor") || opcode == 184 && called[0].equals(thisClass)) {
                    return;
                }
            }
            default -> {
                String type = className(index);
                boolean segmentCast = opcode == 192 && host != null;
                if (!segmentCast && !(opcode == 187 ? CONSTRUCTED : CASTS).contains(type)) {
                    throw new Refused("type instruction " + opcode + " " + type + " in " + method);
                }
            }
        }
        checkedFor[index] = opcode;
    }

    private void checkCall(int opcode, String owner, String name, String descriptor, String method, String role) {
        boolean allowed = switch (opcode) {
            case 182 -> owner.equals("java/lang/invoke/MethodHandle") && name.equals("invokeExact")
                    || owner.equals(RESTORE) && RESTORE_METHODS.contains(name);
            case 184 -> owner.equals(RESTORE) && RESTORE_STATIC_METHODS.contains(name)
                    || role.equals("phase") && owner.equals(thisClass) && descriptor.equals(PHASE_DESCRIPTOR)
                    && !PHASES.contains(name) && !name.startsWith("<");
            default -> name.equals("<init>") && (CONSTRUCTED.contains(owner)
                    || role.equals("constructor") && owner.equals("java/lang/Object") && descriptor.equals("()V"));
        };
        if (!allowed) {
            throw new Refused("call of " + owner + "." + name + descriptor + " in " + method);
        }
    }

    private void checkConstant(int index, String method) {
        int tag = tag(index);
        if (tag != INTEGER && tag != FLOAT && tag != LONG && tag != DOUBLE && tag != STRING) {
            throw new Refused("constant of tag " + tag + " in " + method);
        }
    }

    /** A Fieldref or Methodref: owner, name, descriptor. */
    private String[] reference(int index, int expectedTag) {
        if (tag(index) != expectedTag) {
            throw new Refused("constant " + index + " is not a member reference");
        }
        String owner = className(u2(offsets[index]));
        int nameAndType = u2(offsets[index] + 2);
        if (tag(nameAndType) != NAME_AND_TYPE) {
            throw new Refused("constant " + nameAndType + " is not a name and type");
        }
        return new String[] {owner, utf8(u2(offsets[nameAndType])), utf8(u2(offsets[nameAndType] + 2))};
    }

    private String className(int index) {
        if (tag(index) != CLASS) {
            throw new Refused("constant " + index + " is not a class");
        }
        return utf8(u2(offsets[index]));
    }

    /** The constant, as modified UTF-8 decodes for names (which are ASCII in generated code). */
    private String utf8(int index) {
        if (tag(index) != UTF8) {
            throw new Refused("constant " + index + " is not a name");
        }
        int length = u2(offsets[index]);
        return new String(bytes, offsets[index] + 2, length, StandardCharsets.UTF_8);
    }

    private int tag(int index) {
        if (index <= 0 || index >= tags.length) {
            throw new Refused("constant index " + index);
        }
        return tags[index];
    }

    /** Moves past what was skipped; an end outside the class file is malformed (IllegalArgumentException). */
    private void moveTo(long end) {
        if (end < 0 || end > bytes.length) {
            throw new IllegalArgumentException("position " + end + " outside a class file of " + bytes.length + " bytes");
        }
        position = (int) end;
    }

    private int u2() {
        int value = u2(position);
        position += 2;
        return value;
    }

    private int u2(int at) {
        return (bytes[at] & 0xFF) << 8 | bytes[at + 1] & 0xFF;
    }

    private int u4() {
        int value = (bytes[position] & 0xFF) << 24 | (bytes[position + 1] & 0xFF) << 16 | (bytes[position + 2] & 0xFF) << 8
                | bytes[position + 3] & 0xFF;
        position += 4;
        return value;
    }
}
