package dev.jumbo.marshal.conformance;

import java.io.IOException;
import java.io.NotSerializableException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamField;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Failures: the same exception, the same message, TC_EXCEPTION where the JDK writes it, and the
 * same stream afterwards (the handle table is cleared after TC_EXCEPTION).
 */
final class FailureGraphs {
    private FailureGraphs() {
    }

    static final class Holder implements Serializable {
        int before = 1;
        Object payload;
        String after = "after";

        Holder(Object payload) {
            this.payload = payload;
        }
    }

    static final class NotSerializable {
        int value;
    }

    static final class DefaultWriteObjectTwice implements Serializable {
        int value = 1;

        private void writeObject(ObjectOutputStream out) throws IOException {
            out.defaultWriteObject();
            out.defaultWriteObject();
        }
    }

    static final class PutFieldsAfterDefault implements Serializable {
        int value = 1;

        private void writeObject(ObjectOutputStream out) throws IOException {
            out.defaultWriteObject();
            out.putFields();
        }
    }

    static final class ResetInside implements Serializable {
        private void writeObject(ObjectOutputStream out) throws IOException {
            out.writeInt(5);
            out.reset();
        }
    }

    static final class ThrowsIo implements Serializable {
        private void writeObject(ObjectOutputStream out) throws IOException {
            out.writeInt(6);
            throw new IOException("refused by writeObject");
        }
    }

    static final class ThrowsRuntime implements Serializable {
        private void writeObject(ObjectOutputStream out) {
            throw new IllegalStateException("runtime failure in writeObject");
        }
    }

    static final class ReplaceThrowsIo implements Serializable {
        Object writeReplace() throws IOException {
            throw new IOException("writeReplace refused");
        }
    }

    static final class UnmatchedSerialField implements Serializable {
        private static final ObjectStreamField[] serialPersistentFields = {new ObjectStreamField("missing", int.class)};
    }

    static final class WrongTypeSerialField implements Serializable {
        private static final ObjectStreamField[] serialPersistentFields = {new ObjectStreamField("text", Object.class)};
        String text = "typed String, declared Object";
    }

    static final class DuplicateSerialFields implements Serializable {
        private static final ObjectStreamField[] serialPersistentFields = {
            new ObjectStreamField("twice", int.class), new ObjectStreamField("twice", long.class)};
        int twice;
    }

    static final class PutsUnknownField implements Serializable {
        private static final ObjectStreamField[] serialPersistentFields = {new ObjectStreamField("known", int.class)};

        private void writeObject(ObjectOutputStream out) throws IOException {
            out.putFields().put("unknown", 1);
        }
    }

    static final class PutsWrongType implements Serializable {
        private static final ObjectStreamField[] serialPersistentFields = {new ObjectStreamField("known", int.class)};

        private void writeObject(ObjectOutputStream out) throws IOException {
            out.putFields().put("known", "not an int");
        }
    }

    /** Catches the failure of a nested write and carries on: no TC_EXCEPTION, the partial object stays. */
    static final class Recovers implements Serializable {
        transient Object attempt = new Holder(new NotSerializable());

        private void writeObject(ObjectOutputStream out) throws IOException {
            try {
                out.writeObject(attempt);
            } catch (NotSerializableException expected) {
                out.writeUTF("recovered from " + expected.getMessage());
            }
            out.writeObject("still writing");
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            throw new IOException("never read back");
        }
    }

    static Step write(Object obj) {
        return Step.object(obj);
    }

    static void register(GraphRegistry registry) {
        registry.element("exception")
                .failure("non-serializable root", () -> List.of(write(new Object()), write("next")))
                .failure("non-serializable field", () -> List.of(write(new Holder(new NotSerializable())), write("next")))
                .failure("non-serializable element deep in a list", () -> {
                    List<Object> list = new ArrayList<>(List.of("a", new Holder(new Holder(List.of(1, new NotSerializable())))));
                    return List.of(write(list));
                })
                .failure("handle table cleared after the failure", () -> {
                    Holder shared = new Holder("shared");
                    return List.of(write(shared), write(new Holder(new NotSerializable())), write(shared), write(shared));
                })
                .failure("failure between block data", () -> List.of(Step.ints(1, 2, 3), write(new Object()), Step.ints(4)))
                .failure("JDK class that is not serializable", () -> List.of(write(Optional.of("x")), write(1)))
                .failure("non-serializable lambda", () -> {
                    Runnable lambda = () -> {
                    };
                    return List.of(write(new Holder(lambda)));
                })
                .failure("writeUnshared of a non-serializable object", () -> List.of(Step.unshared(new NotSerializable()), write("after")))
                .failure("defaultWriteObject twice", () -> List.of(write(new DefaultWriteObjectTwice()), write("after")))
                .failure("putFields after defaultWriteObject", () -> List.of(write(new PutFieldsAfterDefault())))
                .failure("reset inside writeObject", () -> List.of(write(new ResetInside()), write("after")))
                .failure("writeObject throws an IOException", () -> List.of(write(new Holder(new ThrowsIo())), write("after")))
                .failure("writeObject throws a RuntimeException", () -> List.of(write(new ThrowsRuntime())))
                .failure("writeReplace throws an IOException", () -> List.of(write(new ReplaceThrowsIo()), write("after")))
                .failure("unmatched serialPersistentFields with default writing", () -> List.of(write(new UnmatchedSerialField()), write("after")))
                .failure("serialPersistentFields type differs from the field", () -> List.of(write(new WrongTypeSerialField())))
                .failure("serialPersistentFields names a field twice", () -> List.of(write(new DuplicateSerialFields()), write("after")))
                .failure("putField of an unknown name", () -> List.of(write(new PutsUnknownField())))
                .failure("putField of the wrong type", () -> List.of(write(new PutsWrongType())))
                .failure("defaultWriteObject outside writeObject", () -> List.of(write("x"),
                        Step.data("defaultWriteObject", ObjectOutputStream::defaultWriteObject, in -> {
                        }), write("y")))
                .failure("putFields outside writeObject", () -> List.of(Step.data("putFields", ObjectOutputStream::putFields, in -> {
                })))
                .failure("writeFields without putFields", () -> List.of(Step.data("writeFields", ObjectOutputStream::writeFields, in -> {
                })))
                .failure("useProtocolVersion after writing", () -> List.of(write("first"), Step.protocol(1), write("after")))
                .failure("unknown protocol version", () -> List.of(Step.protocol(3), write("after")))
                .failure("writeUTF over 65535 bytes where the JDK refuses it", () -> List.of(write(new Object()),
                        Step.utf("\u20ac".repeat(30000))));
        registry.element("exception recovery")
                .steps("writeObject catches a nested failure and continues", () -> List.of(Step.ints(7), Step.data("recovering write",
                        out -> out.writeObject(new Recovers()), in -> {
                            // The partial Holder inside cannot be read back; the bytes are what is checked.
                        })));
    }
}
