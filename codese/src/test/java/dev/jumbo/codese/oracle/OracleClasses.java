package dev.jumbo.codese.oracle;

import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectInputStream;
import java.io.ObjectOutput;
import java.io.ObjectOutputStream;
import java.io.Serializable;

/** The classes the oracle tests build graphs of: one per way a class writes and reads itself. */
public final class OracleClasses {
    private OracleClasses() {
    }

    public enum Tone { LOW, HIGH }

    public record Pair(Object left, int number) implements Serializable {
    }

    /** Plain fields: a typed one, an Object one, an array one, a final one. */
    public static final class Plain implements Serializable {
        private static final long serialVersionUID = 1L;
        public Object value;
        public Object[] values;
        public Pair pair;
        public final Object fixed;

        public Plain(Object fixed) {
            this.fixed = fixed;
        }
    }

    /** Written as its {@link Form}, which resolves back to a new Replaced. */
    public static final class Replaced implements Serializable {
        private static final long serialVersionUID = 1L;
        public final int value;

        public Replaced(int value) {
            this.value = value;
        }

        private Object writeReplace() {
            return new Form(value);
        }
    }

    public static final class Form implements Serializable {
        private static final long serialVersionUID = 1L;
        final int value;

        Form(int value) {
            this.value = value;
        }

        private Object readResolve() {
            return new Replaced(value);
        }
    }

    /** Written as a {@link Kept}, which has no readResolve: the copies are Kept objects. */
    public static final class ReplacedOnly implements Serializable {
        private static final long serialVersionUID = 1L;
        public final int value;

        public ReplacedOnly(int value) {
            this.value = value;
        }

        private Object writeReplace() {
            return new Kept(value);
        }
    }

    public static final class Kept implements Serializable {
        private static final long serialVersionUID = 1L;
        final int value;

        Kept(int value) {
            this.value = value;
        }
    }

    /** Resolved to a canonical instance per value. */
    public static final class Canonical implements Serializable {
        private static final long serialVersionUID = 1L;
        public static final Canonical ONE = new Canonical(1);
        final int value;

        public Canonical(int value) {
            this.value = value;
        }

        private Object readResolve() {
            return value == 1 ? ONE : this;
        }
    }

    /** defaultWriteObject, then block data and objects only its writeObject writes, one of them unshared. */
    public static final class Custom implements Serializable {
        private static final long serialVersionUID = 1L;
        public Object field;
        public transient Object written;
        public transient Object unshared;

        private void writeObject(ObjectOutputStream out) throws IOException {
            out.defaultWriteObject();
            out.writeInt(7);
            out.writeObject(written);
            out.writeUnshared(unshared);
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            in.readInt();
            written = in.readObject();
            unshared = in.readUnshared();
        }
    }

    /** putFields/writeFields. */
    public static final class PutFields implements Serializable {
        private static final long serialVersionUID = 1L;
        public Object link;

        private void writeObject(ObjectOutputStream out) throws IOException {
            ObjectOutputStream.PutField fields = out.putFields();
            fields.put("link", link);
            out.writeFields();
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            link = in.readFields().get("link", null);
        }
    }

    public static final class External implements Externalizable {
        private static final long serialVersionUID = 1L;
        public Object first;
        public Object second;

        public External() {
        }

        @Override
        public void writeExternal(ObjectOutput out) throws IOException {
            out.writeObject(first);
            out.writeLong(-1);
            out.writeObject(second);
        }

        @Override
        public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
            first = in.readObject();
            in.readLong();
            second = in.readObject();
        }
    }
}
