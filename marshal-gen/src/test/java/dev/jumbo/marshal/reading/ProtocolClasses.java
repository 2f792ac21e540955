package dev.jumbo.marshal.reading;

import java.io.EOFException;
import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamField;
import java.io.OptionalDataException;
import java.io.Serializable;

/**
 * Classes of the OpenJDK-style reading cases. Each logs what the reader makes it do to the
 * {@link CallbackLog}, so that the order of callbacks is compared along with the graph.
 */
final class ProtocolClasses {
    private ProtocolClasses() {
    }

    /** Registers a validation of its priority in readObject; one named "refused" fails its validation. */
    static final class Validated implements Serializable {
        private static final long serialVersionUID = 1L;
        final String name;
        final int priority;
        Validated child;

        Validated(String name, int priority, Validated child) {
            this.name = name;
            this.priority = priority;
            this.child = child;
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            CallbackLog.record("readObject Validated " + name);
            in.registerValidation(() -> {
                CallbackLog.record("validateObject " + name + " priority " + priority);
                if (name.startsWith("refused")) {
                    throw new InvalidObjectException("validation refuses " + name);
                }
            }, priority);
        }

        private Object readResolve() {
            CallbackLog.record("readResolve Validated " + name);
            return this;
        }
    }

    /** Registers a null validation. */
    static final class NullValidation implements Serializable {
        private static final long serialVersionUID = 1L;

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            in.registerValidation(null, 0);
        }
    }

    /** Writes only its fields; its readObject then asks for one more object (the OpenJDK's defaultDataEnd theme). */
    static final class ReadsAnObjectPastItsData implements Serializable {
        private static final long serialVersionUID = 1L;
        int x = 5;

        private void writeObject(ObjectOutputStream out) throws IOException {
            out.defaultWriteObject();
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            try {
                in.readObject();
            } catch (OptionalDataException end) {
                CallbackLog.record("OptionalDataException eof " + end.eof + " length " + end.length);
                throw end;
            }
        }
    }

    /** No writeObject at all; its readObject asks for one more object past the fields. */
    static final class ReadsAnObjectPastDefaultData implements Serializable {
        private static final long serialVersionUID = 1L;
        int x = 6;

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            try {
                in.readObject();
            } catch (OptionalDataException end) {
                CallbackLog.record("OptionalDataException eof " + end.eof + " length " + end.length);
                throw end;
            }
        }
    }

    /** Its readObject reads an int past its data. */
    static final class ReadsAnIntPastItsData implements Serializable {
        private static final long serialVersionUID = 1L;
        int x = 7;

        private void writeObject(ObjectOutputStream out) throws IOException {
            out.defaultWriteObject();
            out.writeShort(1);
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            try {
                in.readInt();
            } catch (EOFException end) {
                CallbackLog.record("EOFException past the data");
                throw end;
            }
        }
    }

    /** Writes ints, a string and an object after its fields; its readObject reads one int (the rest is skipped). */
    static final class ReadsLessThanWritten implements Serializable {
        private static final long serialVersionUID = 1L;
        int x = 8;
        transient Object extra = new int[] {1, 2, 3};

        private void writeObject(ObjectOutputStream out) throws IOException {
            out.defaultWriteObject();
            out.writeInt(1);
            out.writeInt(2);
            out.writeUTF("skipped");
            out.writeObject(extra);
            out.writeObject(new ReadsLessThanWritten[0]);
            out.write(new byte[2000]);
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            CallbackLog.record("readObject ReadsLessThanWritten first int " + in.readInt());
        }
    }

    /** serialPersistentFields and putFields; readFields reads them, and asks about one the stream lacks. */
    static final class FieldsByName implements Serializable {
        private static final long serialVersionUID = 1L;
        private static final ObjectStreamField[] serialPersistentFields = {
            new ObjectStreamField("count", int.class), new ObjectStreamField("label", String.class), new ObjectStreamField("ratio", double.class)};
        transient int count = 3;
        transient String label = "by name";

        private void writeObject(ObjectOutputStream out) throws IOException {
            ObjectOutputStream.PutField fields = out.putFields();
            fields.put("count", count);
            fields.put("label", label);
            out.writeFields();
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            ObjectInputStream.GetField fields = in.readFields();
            count = fields.get("count", -1);
            label = (String) fields.get("label", "none");
            CallbackLog.record("readFields count " + count + " label " + label + " ratio defaulted " + fields.defaulted("ratio")
                    + " ratio " + fields.get("ratio", 0.5));
            try {
                fields.get("absent", 0);
            } catch (IllegalArgumentException absent) {
                CallbackLog.record("GetField.get(absent): " + absent.getMessage());
            }
            try {
                fields.get("count", 0L);
            } catch (IllegalArgumentException wrongType) {
                CallbackLog.record("GetField.get(count as long): " + wrongType.getMessage());
            }
        }
    }

    /** A parent whose readObject runs before the child's, and a child that replaces itself. */
    static class LoggedParent implements Serializable {
        private static final long serialVersionUID = 1L;
        int parentValue = 1;

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            CallbackLog.record("readObject LoggedParent");
            in.defaultReadObject();
        }
    }

    static final class LoggedChild extends LoggedParent {
        private static final long serialVersionUID = 1L;
        Object next;

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            CallbackLog.record("readObject LoggedChild");
            in.defaultReadObject();
        }

        private Object readResolve() {
            CallbackLog.record("readResolve LoggedChild");
            return next == null ? "resolved leaf" : this;
        }
    }
}
