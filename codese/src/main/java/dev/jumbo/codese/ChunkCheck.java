package dev.jumbo.codese;

import java.io.StreamCorruptedException;
import java.util.List;
import java.util.Set;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.FieldVisitor;
import org.objectweb.asm.Handle;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * Checks a stored class file before it is defined: it may do only what {@link RestoreGen}'s code
 * does. The verifier proves a class file type-safe, not harmless: a hostile container could hold
 * a verified class that calls {@code Runtime.exec}. So a stored class must be a
 * {@link RestoreChunk} with no fields and no static initializer, whose methods are straight-line
 * code (no jumps, no handlers, no invokedynamic, no array creation) that calls only:
 * <ul>
 *   <li>{@code MethodHandle.invokeExact} (on the routes restore re-created itself),</li>
 *   <li>the public methods of {@link Restore} (which check their arguments),</li>
 *   <li>the constructors of {@code String} and of the eight boxes, and {@code Object()},</li>
 *   <li>its own part methods, from its three phase methods only (no recursion),</li>
 * </ul>
 * and reads only {@code Restore.objects} and {@code Restore.routes}. Anything else, or a class
 * file ASM cannot parse, is a {@link StreamCorruptedException} naming what was found.
 */
final class ChunkCheck {
    private static final String RESTORE = Type.getInternalName(Restore.class);
    private static final String CHUNK = Type.getInternalName(RestoreChunk.class);
    private static final String PHASE_DESCRIPTOR = "(L" + RESTORE + ";)V";
    private static final Set<String> PHASES = Set.of("create", "fill", "finish");
    private static final Set<String> RESTORE_METHODS = Set.of("enumConstant", "classObject", "newArray", "begin", "bytes", "object", "fields", "fieldObject", "readObject", "defaultFields",
            "readExternal");
    private static final Set<String> RESTORE_STATIC_METHODS = Set.of("primitives", "concat");
    private static final Set<String> CONSTRUCTED = Set.of("java/lang/String", "java/lang/Integer", "java/lang/Long",
            "java/lang/Short", "java/lang/Byte", "java/lang/Character", "java/lang/Boolean", "java/lang/Float",
            "java/lang/Double");
    private static final Set<String> CASTS = Set.of("[Ljava/lang/Object;", "java/lang/Object", "java/lang/String");

    private ChunkCheck() {
    }

    static void check(byte[] classFile) throws StreamCorruptedException {
        try {
            new ClassReader(classFile).accept(new ClassCheck(), 0);
        } catch (Refused e) {
            throw new StreamCorruptedException("a stored class does what generated restore code never does: "
                    + e.getMessage());
        } catch (RuntimeException e) {
            throw (StreamCorruptedException) new StreamCorruptedException("a stored class file is malformed: " + e)
                    .initCause(e);
        }
    }

    /** Thrown inside the visit; becomes the StreamCorruptedException. */
    private static final class Refused extends RuntimeException {
        Refused(String message) {
            super(message, null, false, false);
        }
    }

    private static final class ClassCheck extends ClassVisitor {
        private String name;

        ClassCheck() {
            super(Opcodes.ASM9);
        }

        @Override
        public void visit(int version, int access, String name, String signature, String superName,
                          String[] interfaces) {
            this.name = name;
            if (!"java/lang/Object".equals(superName) || interfaces == null || !List.of(interfaces).equals(List.of(CHUNK))
                    || (access & (Opcodes.ACC_INTERFACE | Opcodes.ACC_ABSTRACT)) != 0) {
                throw new Refused("class " + name + " is not a plain RestoreChunk");
            }
        }

        @Override
        public FieldVisitor visitField(int access, String field, String descriptor, String signature, Object value) {
            throw new Refused("field " + field);
        }

        @Override
        public void visitNestHost(String host) {
            throw new Refused("nest host " + host);
        }

        @Override
        public void visitNestMember(String member) {
            throw new Refused("nest member " + member);
        }

        @Override
        public MethodVisitor visitMethod(int access, String method, String descriptor, String signature,
                                         String[] exceptions) {
            boolean constructor = method.equals("<init>") && descriptor.equals("()V");
            boolean phase = PHASES.contains(method) && descriptor.equals(PHASE_DESCRIPTOR)
                    && (access & Opcodes.ACC_STATIC) == 0;
            boolean part = !constructor && !phase && descriptor.equals(PHASE_DESCRIPTOR)
                    && (access & Opcodes.ACC_STATIC) != 0 && (access & Opcodes.ACC_PRIVATE) != 0;
            if (!constructor && !phase && !part || (access & (Opcodes.ACC_NATIVE | Opcodes.ACC_ABSTRACT)) != 0) {
                throw new Refused("method " + method + descriptor);
            }
            return new CodeCheck(name, method, constructor, phase);
        }
    }

    private static final class CodeCheck extends MethodVisitor {
        private final String owner;
        private final String method;
        private final boolean constructor;
        private final boolean phase;

        CodeCheck(String owner, String method, boolean constructor, boolean phase) {
            super(Opcodes.ASM9);
            this.owner = owner;
            this.method = method;
            this.constructor = constructor;
            this.phase = phase;
        }

        private Refused refused(String what) {
            return new Refused(what + " in " + method);
        }

        @Override
        public void visitInsn(int opcode) {
            switch (opcode) {
                case Opcodes.ATHROW, Opcodes.MONITORENTER, Opcodes.MONITOREXIT -> throw refused("opcode " + opcode);
                default -> {
                }
            }
        }

        @Override
        public void visitIntInsn(int opcode, int operand) {
            if (opcode == Opcodes.NEWARRAY) {
                throw refused("array creation");
            }
        }

        @Override
        public void visitTypeInsn(int opcode, String type) {
            boolean allowed = opcode == Opcodes.NEW ? CONSTRUCTED.contains(type)
                    : opcode == Opcodes.CHECKCAST && CASTS.contains(type);
            if (!allowed) {
                throw refused("type instruction " + opcode + " " + type);
            }
        }

        @Override
        public void visitFieldInsn(int opcode, String fieldOwner, String field, String descriptor) {
            if (opcode != Opcodes.GETFIELD || !fieldOwner.equals(RESTORE)
                    || !(field.equals("objects") || field.equals("routes"))) {
                throw refused("field access " + fieldOwner + "." + field);
            }
        }

        @Override
        public void visitMethodInsn(int opcode, String methodOwner, String name, String descriptor,
                                    boolean isInterface) {
            boolean allowed = switch (opcode) {
                case Opcodes.INVOKEVIRTUAL -> methodOwner.equals("java/lang/invoke/MethodHandle") && name.equals("invokeExact")
                        || methodOwner.equals(RESTORE) && RESTORE_METHODS.contains(name);
                case Opcodes.INVOKESTATIC -> methodOwner.equals(RESTORE) && RESTORE_STATIC_METHODS.contains(name)
                        || phase && methodOwner.equals(owner) && descriptor.equals(PHASE_DESCRIPTOR)
                        && !PHASES.contains(name);
                case Opcodes.INVOKESPECIAL -> name.equals("<init>") && (CONSTRUCTED.contains(methodOwner)
                        || constructor && methodOwner.equals("java/lang/Object") && descriptor.equals("()V"));
                default -> false;
            };
            if (!allowed) {
                throw refused("call of " + methodOwner + "." + name + descriptor);
            }
        }

        @Override
        public void visitInvokeDynamicInsn(String name, String descriptor, Handle bootstrap, Object... arguments) {
            throw refused("invokedynamic");
        }

        @Override
        public void visitJumpInsn(int opcode, Label label) {
            throw refused("jump");
        }

        @Override
        public void visitLdcInsn(Object value) {
            if (!(value instanceof String || value instanceof Integer || value instanceof Long
                    || value instanceof Float || value instanceof Double)) {
                throw refused("constant " + value);
            }
        }

        @Override
        public void visitTableSwitchInsn(int min, int max, Label fallback, Label... labels) {
            throw refused("switch");
        }

        @Override
        public void visitLookupSwitchInsn(Label fallback, int[] keys, Label[] labels) {
            throw refused("switch");
        }

        @Override
        public void visitMultiANewArrayInsn(String descriptor, int dimensions) {
            throw refused("array creation");
        }

        @Override
        public void visitTryCatchBlock(Label start, Label end, Label handler, String type) {
            throw refused("exception handler");
        }
    }
}
