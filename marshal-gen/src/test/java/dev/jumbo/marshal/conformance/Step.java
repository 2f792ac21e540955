package dev.jumbo.marshal.conformance;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.Arrays;

/** One call on the stream, and how ObjectInputStream reads back what it wrote. */
public interface Step {
    void write(ObjectOutputStream out) throws IOException;

    void readAndCheck(ObjectInputStream in, GraphIsomorphism isomorphism) throws Exception;

    /** writeObject; reads back isomorphic to the object itself. */
    static Step object(Object obj) {
        return new WriteObject(obj, obj, false);
    }

    /** writeObject of an object that reads back as {@code expected} (replaceObject, writeReplace without readResolve). */
    static Step object(Object obj, Object expected) {
        return new WriteObject(obj, expected, false);
    }

    static Step unshared(Object obj) {
        return new WriteObject(obj, obj, true);
    }

    static Step reset() {
        return new Reset();
    }

    static Step protocol(int version) {
        return new UseProtocol(version);
    }

    /** Primitive data written with {@code writer}, read back and checked by {@code reader}. */
    static Step data(String description, DataWriter writer, DataReader reader) {
        return new Data(description, writer, reader);
    }

    static Step ints(int... values) {
        return data("ints " + Arrays.toString(values), out -> {
            for (int value : values) {
                out.writeInt(value);
            }
        }, in -> {
            for (int value : values) {
                assertEquals(value, in.readInt());
            }
        });
    }

    static Step bytes(byte[] values) {
        return data("bytes[" + values.length + "]", out -> out.write(values), in -> {
            byte[] read = new byte[values.length];
            in.readFully(read);
            assertArrayEquals(values, read);
        });
    }

    static Step utf(String text) {
        return data("utf of " + text.length() + " chars", out -> out.writeUTF(text), in -> assertEquals(text, in.readUTF()));
    }

    interface DataWriter {
        void write(ObjectOutputStream out) throws IOException;
    }

    interface DataReader {
        void read(ObjectInputStream in) throws Exception;
    }

    record WriteObject(Object obj, Object expected, boolean unshared) implements Step {
        @Override
        public void write(ObjectOutputStream out) throws IOException {
            if (unshared) {
                out.writeUnshared(obj);
            } else {
                out.writeObject(obj);
            }
        }

        @Override
        public void readAndCheck(ObjectInputStream in, GraphIsomorphism isomorphism) throws Exception {
            Object read = unshared ? in.readUnshared() : in.readObject();
            isomorphism.check(expected, read, !unshared);
        }
    }

    record Reset() implements Step {
        @Override
        public void write(ObjectOutputStream out) throws IOException {
            out.reset();
        }

        @Override
        public void readAndCheck(ObjectInputStream in, GraphIsomorphism isomorphism) {
            isomorphism.forget();
        }
    }

    record UseProtocol(int version) implements Step {
        @Override
        public void write(ObjectOutputStream out) throws IOException {
            out.useProtocolVersion(version);
        }

        @Override
        public void readAndCheck(ObjectInputStream in, GraphIsomorphism isomorphism) {
        }
    }

    record Data(String description, DataWriter writer, DataReader reader) implements Step {
        @Override
        public void write(ObjectOutputStream out) throws IOException {
            writer.write(out);
        }

        @Override
        public void readAndCheck(ObjectInputStream in, GraphIsomorphism isomorphism) throws Exception {
            reader.read(in);
        }
    }
}
