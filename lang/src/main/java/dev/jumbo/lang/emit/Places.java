package dev.jumbo.lang.emit;

import dev.jumbo.lang.type.FieldRef;
import dev.jumbo.lang.type.JPrimitive;
import dev.jumbo.lang.type.JType;
import java.lang.reflect.Modifier;

import static org.objectweb.asm.Opcodes.*;

/** The kinds of {@link Place}: locals, static and instance fields, array elements, array length. */
final class Places {
    private Places() {
    }

    /**
     * A field of a generic class read through a parameterized receiver: typed by the type argument,
     * cast after each load as javac does; stores need no cast (the field holds the erasure).
     */
    /** {@code field} read as {@code type}, with a cast to its erasure where {@code cast} (the erasure differs). */
    static Place narrowed(Place field, JType type, boolean cast) {
        return new Place() {
            public JType type() {
                return type;
            }

            public int prepare(MethodContext m) {
                return field.prepare(m);
            }

            public void load(MethodContext m) {
                field.load(m);
                if (cast) {
                    m.assembler.checkcast(dev.jumbo.lang.type.Generics.erasure(type));
                }
            }

            public void store(MethodContext m) {
                field.store(m);
            }

            public String readOnlyReason() {
                return field.readOnlyReason();
            }
        };
    }

    /**
     * A captured value read before super(...) from the constructor parameter that holds it; read-only, as the
     * captured variable is effectively final.
     */
    static Place parameterCopy(JType type, int slot) {
        return new Place() {
            public JType type() {
                return type;
            }

            public int prepare(MethodContext m) {
                return 0;
            }

            public void load(MethodContext m) {
                m.assembler.load(type, slot);
            }

            public void store(MethodContext m) {
                throw new IllegalStateException("a captured value is read-only");
            }

            public String readOnlyReason() {
                return "a captured variable must be final or effectively final";
            }
        };
    }

    static Place local(Local local) {
        return new LocalPlace(local);
    }

    static Place staticField(MethodContext context, FieldRef field) {
        return staticField(context, null, field);
    }

    /**
     * A static field; a non-null qualifier is an instance expression it was reached through, evaluated for its effects
     * and discarded before the access, as JLS 15.11.1 requires (a null value does not throw).
     */
    static Place staticField(MethodContext context, Bound qualifier, FieldRef field) {
        String reason = finalReason(context, field);
        return new Place() {
            public JType type() {
                return field.type();
            }

            public int prepare(MethodContext m) {
                if (qualifier != null) {
                    qualifier.emitDiscarding(m);
                }
                return 0;
            }

            public void load(MethodContext m) {
                m.assembler.visitFieldInsn(GETSTATIC, field.owner().internalName(), field.name(), field.type().descriptor());
            }

            public void store(MethodContext m) {
                m.assembler.visitFieldInsn(PUTSTATIC, field.owner().internalName(), field.name(), field.type().descriptor());
            }

            public String readOnlyReason() {
                return reason;
            }
        };
    }

    static Place instanceField(MethodContext context, Bound receiver, FieldRef field) {
        String reason = finalReason(context, field);
        String owner = receiver.type instanceof dev.jumbo.lang.type.JClass c ? c.internalName()
                : field.owner().internalName();
        return new Place() {
            public JType type() {
                return field.type();
            }

            public int prepare(MethodContext m) {
                receiver.emit(m);
                return 1;
            }

            public void load(MethodContext m) {
                m.assembler.visitFieldInsn(GETFIELD, owner, field.name(), field.type().descriptor());
            }

            public void store(MethodContext m) {
                m.assembler.visitFieldInsn(PUTFIELD, owner, field.name(), field.type().descriptor());
            }

            public String readOnlyReason() {
                return reason;
            }
        };
    }

    private static String finalReason(MethodContext m, FieldRef field) {
        if (!Modifier.isFinal(field.modifiers())) {
            return null;
        }
        boolean ownInitializer = m.constructor && field.owner().equals(m.owner.self) && m.isStatic == field.isStatic();
        return ownInitializer ? null : "the final field " + field.name() + " cannot be assigned here";
    }

    static Place arrayElement(Bound array, Bound index, JType element) {
        return new Place() {
            public JType type() {
                return element;
            }

            public int prepare(MethodContext m) {
                array.emit(m);
                index.emit(m);
                return 2;
            }

            public void load(MethodContext m) {
                m.assembler.visitInsn(Assembler.opcode(element, IALOAD));
            }

            public void store(MethodContext m) {
                m.assembler.visitInsn(Assembler.opcode(element, IASTORE));
            }
        };
    }

    static Place arrayLength(Bound array) {
        return new Place() {
            public JType type() {
                return JPrimitive.INT;
            }

            public int prepare(MethodContext m) {
                array.emit(m);
                return 1;
            }

            public void load(MethodContext m) {
                m.assembler.visitInsn(ARRAYLENGTH);
            }

            public void store(MethodContext m) {
                throw new IllegalStateException("length is read-only");
            }

            public String readOnlyReason() {
                return "the length of an array cannot be assigned";
            }
        };
    }
}
