package dev.jumbo.codese;

import dev.jumbo.marshal.model.SerialClass;
import dev.jumbo.marshal.model.SerialField;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.NotActiveException;
import java.io.ObjectOutputStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The stream a class's own {@code writeObject} (or {@code writeExternal}) writes to while the
 * graph is stored: it records what was written, in order, as {@link ReplayItem}s, instead of
 * writing bytes. Objects become indexes of the graph (the walker visits them later). The
 * recording of one call is handed back, in the same order, to {@code readObject} on restore.
 * Protocol: {@code (defaultWriteObject | putFields writeFields | writeX | writeObject)* finish}.
 */
final class RecordingOutput extends ObjectOutputStream {
    private final GraphWalker walker;
    private final Object obj;
    private final SerialClass slot;
    private final List<ReplayItem> items = new ArrayList<>();
    private final List<Integer> references = new ArrayList<>();
    private final ByteArrayOutputStream block = new ByteArrayOutputStream();
    private final DataOutputStream data = new DataOutputStream(block);
    private RecordedPutField putField;

    /** Records for {@code obj}; {@code slot} is the class whose writeObject runs, null for writeExternal. */
    RecordingOutput(GraphWalker walker, Object obj, SerialClass slot) throws IOException {
        super();
        this.walker = walker;
        this.obj = obj;
        this.slot = slot;
    }

    /** The items recorded, the block data last written included. */
    List<ReplayItem> finish() {
        flushBlock();
        return List.copyOf(items);
    }

    /** Every graph index recorded (fields and objects), for the graph's post-order. */
    List<Integer> references() {
        return references;
    }

    private void flushBlock() {
        if (block.size() > 0) {
            items.add(new ReplayItem.Bytes(block.toByteArray()));
            block.reset();
        }
    }

    @Override
    protected void writeObjectOverride(Object value) throws IOException {
        flushBlock();
        int index = walker.indexOf(value);
        references.add(index);
        items.add(new ReplayItem.Reference(index));
    }

    @Override
    public void writeUnshared(Object value) throws IOException {
        flushBlock();
        int index = walker.indexOf(value, true);
        references.add(index);
        items.add(new ReplayItem.Reference(index));
    }

    @Override
    public void defaultWriteObject() throws IOException {
        SerialClass current = activeSlot("defaultWriteObject");
        current.checkDefaultSerialize();
        flushBlock();
        ReplayItem.Fields fields = walker.fieldsOf(obj, current);
        addFields(fields);
    }

    @Override
    public PutField putFields() throws IOException {
        SerialClass current = activeSlot("putFields");
        if (putField == null) {
            putField = new RecordedPutField(current);
        }
        return putField;
    }

    @Override
    public void writeFields() throws IOException {
        if (putField == null) {
            throw new NotActiveException("no current PutField object");
        }
        flushBlock();
        addFields(putField.fields(walker));
    }

    private void addFields(ReplayItem.Fields fields) {
        items.add(fields);
        for (int reference : fields.references()) {
            references.add(reference);
        }
    }

    private SerialClass activeSlot(String method) throws NotActiveException {
        if (slot == null) {
            throw new NotActiveException(method + " outside a writeObject method");
        }
        return slot;
    }

    @Override
    public void write(int value) throws IOException {
        data.write(value);
    }

    @Override
    public void write(byte[] buffer) throws IOException {
        data.write(buffer);
    }

    @Override
    public void write(byte[] buffer, int offset, int length) throws IOException {
        data.write(buffer, offset, length);
    }

    @Override
    public void writeBoolean(boolean value) throws IOException {
        data.writeBoolean(value);
    }

    @Override
    public void writeByte(int value) throws IOException {
        data.writeByte(value);
    }

    @Override
    public void writeShort(int value) throws IOException {
        data.writeShort(value);
    }

    @Override
    public void writeChar(int value) throws IOException {
        data.writeChar(value);
    }

    @Override
    public void writeInt(int value) throws IOException {
        data.writeInt(value);
    }

    @Override
    public void writeLong(long value) throws IOException {
        data.writeLong(value);
    }

    @Override
    public void writeFloat(float value) throws IOException {
        data.writeFloat(value);
    }

    @Override
    public void writeDouble(double value) throws IOException {
        data.writeDouble(value);
    }

    @Override
    public void writeBytes(String value) throws IOException {
        data.writeBytes(value);
    }

    @Override
    public void writeChars(String value) throws IOException {
        data.writeChars(value);
    }

    @Override
    public void writeUTF(String value) throws IOException {
        data.writeUTF(value);
    }

    @Override
    public void flush() {
    }

    @Override
    public void reset() throws IOException {
        throw new IOException("codese cannot record a reset inside writeObject of " + obj.getClass().getName());
    }

    @Override
    public void close() {
    }

    /** The values given to {@code putFields}, by name, as the slot's fields in stream order. */
    private static final class RecordedPutField extends PutField {
        private final SerialClass slot;
        private final Map<String, Object> values = new HashMap<>();

        RecordedPutField(SerialClass slot) {
            this.slot = slot;
        }

        ReplayItem.Fields fields(GraphWalker walker) throws IOException {
            PrimitivePacker primitives = new PrimitivePacker();
            SerialField[] fields = slot.fields();
            int[] references = new int[fields.length - slot.primitiveFieldCount()];
            for (SerialField field : fields) {
                Object value = values.get(field.name());
                if (field.isPrimitive()) {
                    primitives.put(field.typeCode(), value != null ? value : defaultOf(field.typeCode()));
                } else {
                    references[field.index() - slot.primitiveFieldCount()] = walker.indexOf(value);
                }
            }
            return new ReplayItem.Fields(primitives.toByteArray(), references);
        }

        private static Object defaultOf(char typeCode) {
            return switch (typeCode) {
                case 'Z' -> false;
                case 'B' -> (byte) 0;
                case 'C' -> (char) 0;
                case 'S' -> (short) 0;
                case 'I' -> 0;
                case 'J' -> 0L;
                case 'F' -> 0f;
                default -> 0d;
            };
        }

        private void put(String name, char typeCode, Object value) {
            for (SerialField field : slot.fields()) {
                if (field.name().equals(name) && (field.typeCode() == typeCode
                        || (!field.isPrimitive() && typeCode == 'L'))) {
                    values.put(name, value);
                    return;
                }
            }
            throw new IllegalArgumentException("no such field " + name + " with type " + typeCode);
        }

        @Override
        public void put(String name, boolean value) {
            put(name, 'Z', value);
        }

        @Override
        public void put(String name, byte value) {
            put(name, 'B', value);
        }

        @Override
        public void put(String name, char value) {
            put(name, 'C', value);
        }

        @Override
        public void put(String name, short value) {
            put(name, 'S', value);
        }

        @Override
        public void put(String name, int value) {
            put(name, 'I', value);
        }

        @Override
        public void put(String name, long value) {
            put(name, 'J', value);
        }

        @Override
        public void put(String name, float value) {
            put(name, 'F', value);
        }

        @Override
        public void put(String name, double value) {
            put(name, 'D', value);
        }

        @Override
        public void put(String name, Object value) {
            put(name, 'L', value);
        }

        @Override
        @Deprecated
        public void write(java.io.ObjectOutput out) throws IOException {
            throw new IOException("PutField.write is not supported by codese's recording stream");
        }
    }
}
