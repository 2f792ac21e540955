package dev.jumbo.codese;

import dev.jumbo.marshal.model.ReadRoutes;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.Externalizable;
import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.NotActiveException;
import java.io.ObjectInputStream;
import java.io.ObjectInputValidation;
import java.io.ObjectStreamClass;
import java.io.ObjectStreamField;
import java.io.StreamCorruptedException;
import java.io.UTFDataFormatException;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodType;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code ObjectInputStream} a class's own {@code readObject} (or {@code readExternal}) reads
 * from on restore: it hands back what the class's {@code writeObject} wrote, in the same order
 * (block data, objects of the restored graph, its fields for {@code defaultReadObject} or
 * {@code readFields}). One instance serves a whole restore, one slot at a time.
 * Protocol: {@code (begin add* run)*}, as {@link Restore} drives it.
 */
final class ReplayInput extends ObjectInputStream {
    private final Restore restore;
    /**
     * What the slot's writeObject wrote, in order: objects as themselves, block data as a
     * {@link Block}. Objects are the many (a HashMap's keys and values), blocks the few, so the
     * blocks carry the wrapper that tells them apart (an object may itself be a byte array).
     */
    private final List<Object> items = new ArrayList<>();
    private int next;
    /** Shared: an empty buffer has no state to change (every read checks what remains first). */
    private static final ByteBuffer NO_BYTES = ByteBuffer.allocate(0);
    private ByteBuffer block = NO_BYTES;
    private Object obj;
    private Class<?> slot;
    private boolean active;
    private Class<?> lastSlot;
    private SlotFields lastSlotFields;

    /**
     * A run of block data among the items: bytes {@code from} to {@code to} of {@code source},
     * which may hold other replays' data too (a table's text, decoded once).
     */
    private record Block(byte[] source, int from, int to) {
    }

    /** Fields as written: primitives packed in stream order, then the object fields in stream order. */
    private record FieldValues(byte[] primitives, List<Object> objects) {
    }

    ReplayInput(Restore restore, CodeseInputStream stream) throws IOException {
        super();
        this.restore = restore;
        if (stream != null && stream.getObjectInputFilter() != null && getObjectInputFilter() == null) {
            setObjectInputFilter(stream.getObjectInputFilter());
        }
    }

    void begin(Object obj, Class<?> slot) {
        this.obj = obj;
        this.slot = slot;
        items.clear();
        next = 0;
        block = NO_BYTES;
    }

    Class<?> slot() {
        return slot;
    }

    void addBytes(byte[] bytes) {
        addBytes(bytes, 0, bytes.length);
    }

    /**
     * Bytes {@code from} to {@code to} of {@code source}, which the replay may keep: block data
     * that follows block data joins it, in place when it follows in the same source.
     */
    void addBytes(byte[] source, int from, int to) {
        if (from == to) {
            return;
        }
        if (!items.isEmpty() && items.get(items.size() - 1) instanceof Block last) {
            if (last.source() == source && last.to() == from) {
                items.set(items.size() - 1, new Block(source, last.from(), to));
                return;
            }
            int lastLength = last.to() - last.from();
            byte[] joined = new byte[lastLength + to - from];
            System.arraycopy(last.source(), last.from(), joined, 0, lastLength);
            System.arraycopy(source, from, joined, lastLength, to - from);
            items.set(items.size() - 1, new Block(joined, 0, joined.length));
        } else {
            items.add(new Block(source, from, to));
        }
    }

    void addObject(Object value) {
        items.add(value);
    }

    /** Fields are data like any other: their primitives, then their objects (a class may read them otherwise). */
    void addFields(byte[] primitives) {
        addBytes(primitives);
    }

    void addFieldObject(Object value) {
        addObject(value);
    }

    void runReadObject(MethodHandle readObject) throws IOException {
        active = true;
        try {
            readObject.invokeExact(obj, (ObjectInputStream) this);
        } catch (IOException | RuntimeException | Error e) {
            throw e;
        } catch (ClassNotFoundException e) {
            throw new InvalidObjectException("readObject of " + slot.getName() + " failed: " + e);
        } catch (Throwable e) {
            throw new IOException("readObject of " + slot.getName() + " failed", e);
        } finally {
            active = false;
        }
    }

    void runDefaultFields() throws IOException {
        active = true;
        try {
            defaultReadObject();
        } catch (ClassNotFoundException e) {
            throw new InvalidObjectException(e.toString());
        } finally {
            active = false;
        }
    }

    void runReadExternal() throws IOException {
        if (!(obj instanceof Externalizable external)) {
            throw new InvalidObjectException("readExternal on a " + obj.getClass().getName());
        }
        try {
            external.readExternal(this);
        } catch (ClassNotFoundException e) {
            throw new InvalidObjectException("readExternal of " + slot.getName() + " failed: " + e);
        }
    }

    // ---------------------------------------------------------------- objects and fields

    @Override
    protected Object readObjectOverride() throws IOException {
        if (block.hasRemaining()) {
            throw new StreamCorruptedException("readObject where " + slot.getName() + " wrote primitive data");
        }
        if (next < items.size() && !(items.get(next) instanceof Block)) {
            return items.get(next++);
        }
        throw new EOFException("readObject past what " + slot.getName() + " wrote");
    }

    @Override
    public Object readUnshared() throws IOException {
        return readObjectOverride();
    }

    @Override
    public void defaultReadObject() throws IOException, ClassNotFoundException {
        requireActive("defaultReadObject");
        SlotFields slotFields = slotFields();
        if (slotFields.storedByTheJdk) {
            defaultReadByTheJdk(ReadRoutes.of(slot));
            return;
        }
        FieldValues values = takeFields(slotFields);
        ByteBuffer primitives = ByteBuffer.wrap(values.primitives());
        List<Object> objects = values.objects();
        int objectIndex = 0;
        char[] typeCodes = slotFields.typeCodes;
        MethodHandle[] setters = slotFields.setters;
        try {
            // invokeExact with the field's own type: no boxing, and no adaptation per call.
            for (int i = 0; i < typeCodes.length; i++) {
                MethodHandle setter = setters[i];
                switch (typeCodes[i]) {
                    case 'Z' -> {
                        boolean value = primitives.get() != 0;
                        if (setter != null) {
                            setter.invokeExact(obj, value);
                        }
                    }
                    case 'B' -> {
                        byte value = primitives.get();
                        if (setter != null) {
                            setter.invokeExact(obj, value);
                        }
                    }
                    case 'C' -> {
                        char value = primitives.getChar();
                        if (setter != null) {
                            setter.invokeExact(obj, value);
                        }
                    }
                    case 'S' -> {
                        short value = primitives.getShort();
                        if (setter != null) {
                            setter.invokeExact(obj, value);
                        }
                    }
                    case 'I' -> {
                        int value = primitives.getInt();
                        if (setter != null) {
                            setter.invokeExact(obj, value);
                        }
                    }
                    case 'J' -> {
                        long value = primitives.getLong();
                        if (setter != null) {
                            setter.invokeExact(obj, value);
                        }
                    }
                    case 'F' -> {
                        float value = primitives.getFloat();
                        if (setter != null) {
                            setter.invokeExact(obj, value);
                        }
                    }
                    case 'D' -> {
                        double value = primitives.getDouble();
                        if (setter != null) {
                            setter.invokeExact(obj, value);
                        }
                    }
                    default -> {
                        Object value = objects.get(objectIndex++);
                        if (setter != null) {
                            setter.invokeExact(obj, value);
                        }
                    }
                }
            }
        } catch (IOException | RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IOException("storing the fields of " + slot.getName() + " failed", e);
        }
    }

    /**
     * A class's serializable fields and the routes that store them, found once per class: a
     * replay calls defaultReadObject once per object (4,000 ArrayLists in one state), and looking
     * each field up again (a copy of the field array, a declared-field search, the setter) cost
     * more than the stores.
     */
    private static final class SlotFields {
        /** Null when the class is not serializable. */
        final ObjectStreamClass desc;
        final char[] typeCodes;
        /** Per field, its store as (Object, field type)void, references as Object; null: no declared field behind it. */
        final MethodHandle[] setters;
        /** Some field has no sanctioned store (JDK 24+): the JDK's default reading stores them all. */
        final boolean storedByTheJdk;
        final int primitiveSize;
        final int objectCount;

        SlotFields(Class<?> slot) {
            desc = ObjectStreamClass.lookup(slot);
            ObjectStreamField[] fields = desc == null ? new ObjectStreamField[0] : desc.getFields();
            typeCodes = new char[fields.length];
            setters = new MethodHandle[fields.length];
            boolean byTheJdk = false;
            int size = 0;
            int count = 0;
            for (int i = 0; i < fields.length; i++) {
                typeCodes[i] = fields[i].getTypeCode();
                if (fields[i].isPrimitive()) {
                    size += size(typeCodes[i]);
                } else {
                    count++;
                }
                java.lang.reflect.Field declared = declaredField(slot, fields[i]);
                if (declared == null || byTheJdk) {
                    continue;
                }
                MethodHandle setter = ReadRoutes.of(slot).fieldSetter(declared);
                if (setter == null) {
                    byTheJdk = true;
                } else {
                    setters[i] = fields[i].isPrimitive() ? setter
                            : setter.asType(MethodType.methodType(void.class, Object.class, Object.class));
                }
            }
            storedByTheJdk = byTheJdk;
            primitiveSize = size;
            objectCount = count;
        }
    }

    private static final ClassValue<SlotFields> SLOT_FIELDS = new ClassValue<>() {
        @Override
        protected SlotFields computeValue(Class<?> type) {
            return new SlotFields(type);
        }
    };

    private SlotFields slotFields() throws InvalidObjectException {
        // Replays come in runs of one class (4,000 ArrayLists): the last answer saves a ClassValue lookup.
        SlotFields slotFields = lastSlotFields;
        if (slotFields == null || lastSlot != slot) {
            slotFields = SLOT_FIELDS.get(slot);
            lastSlot = slot;
            lastSlotFields = slotFields;
        }
        if (slotFields.desc == null) {
            throw new InvalidObjectException(slot.getName() + " is not serializable");
        }
        return slotFields;
    }

    /** JDK 24+: a field the sanctioned routes cannot store is stored by the JDK's own default reading. */
    private void defaultReadByTheJdk(ReadRoutes routes) throws IOException {
        MethodHandle defaultRead = routes.defaultReadObjectMethod();
        if (defaultRead == null) {
            throw new InvalidObjectException("no route stores the fields of " + slot.getName());
        }
        try {
            defaultRead.invokeExact(obj, (ObjectInputStream) this);
        } catch (IOException | RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IOException("default reading of " + slot.getName() + " failed", e);
        }
    }

    @Override
    public GetField readFields() throws IOException {
        requireActive("readFields");
        SlotFields slotFields = slotFields();
        return new ReplayGetField(slotFields.desc, takeFields(slotFields));
    }

    /** The slot's fields as written: its primitives' bytes, then one object per object field. */
    private FieldValues takeFields(SlotFields slotFields) throws IOException {
        byte[] primitives = new byte[slotFields.primitiveSize];
        readFully(primitives);
        List<Object> objects = new ArrayList<>(slotFields.objectCount);
        for (int i = 0; i < slotFields.objectCount; i++) {
            objects.add(readObjectOverride());
        }
        return new FieldValues(primitives, objects);
    }

    private static int size(char typeCode) {
        return switch (typeCode) {
            case 'Z', 'B' -> 1;
            case 'C', 'S' -> 2;
            case 'I', 'F' -> 4;
            default -> 8;
        };
    }

    /** The declared instance field behind a serializable field, or null (serialPersistentFields may name others). */
    private static java.lang.reflect.Field declaredField(Class<?> slot, ObjectStreamField field) {
        try {
            java.lang.reflect.Field declared = slot.getDeclaredField(field.getName());
            boolean matches = declared.getType() == field.getType()
                    && !java.lang.reflect.Modifier.isStatic(declared.getModifiers());
            return matches ? declared : null;
        } catch (NoSuchFieldException e) {
            return null;
        }
    }

    static Object unpack(ByteBuffer data, char typeCode) {
        return switch (typeCode) {
            case 'Z' -> data.get() != 0;
            case 'B' -> data.get();
            case 'C' -> data.getChar();
            case 'S' -> data.getShort();
            case 'I' -> data.getInt();
            case 'J' -> data.getLong();
            case 'F' -> data.getFloat();
            default -> data.getDouble();
        };
    }

    private void requireActive(String method) throws NotActiveException {
        if (!active) {
            throw new NotActiveException("not in call to readObject (" + method + ")");
        }
    }

    @Override
    public void registerValidation(ObjectInputValidation callback, int priority) throws NotActiveException,
            InvalidObjectException {
        requireActive("registerValidation");
        if (callback == null) {
            throw new InvalidObjectException("null callback");
        }
        restore.registerValidation(callback, priority);
    }

    // ---------------------------------------------------------------- block data

    /** The block data left, moving to the next bytes item when this one is used up. */
    private ByteBuffer block() {
        if (!block.hasRemaining() && next < items.size() && items.get(next) instanceof Block bytes) {
            next++;
            block = ByteBuffer.wrap(bytes.source(), bytes.from(), bytes.to() - bytes.from());
        }
        return block;
    }

    private ByteBuffer need(int count) throws EOFException {
        ByteBuffer data = block();
        if (data.remaining() < count) {
            throw new EOFException();
        }
        return data;
    }

    @Override
    public int read() {
        ByteBuffer data = block();
        return data.hasRemaining() ? data.get() & 0xFF : -1;
    }

    @Override
    public int read(byte[] buffer, int offset, int length) {
        java.util.Objects.checkFromIndexSize(offset, length, buffer.length);
        if (length == 0) {
            return 0;
        }
        ByteBuffer data = block();
        if (!data.hasRemaining()) {
            return -1;
        }
        int count = Math.min(length, data.remaining());
        data.get(buffer, offset, count);
        return count;
    }

    @Override
    public int available() {
        return block().remaining();
    }

    @Override
    public void close() {
    }

    @Override
    public boolean readBoolean() throws IOException {
        return need(1).get() != 0;
    }

    @Override
    public byte readByte() throws IOException {
        return need(1).get();
    }

    @Override
    public int readUnsignedByte() throws IOException {
        return need(1).get() & 0xFF;
    }

    @Override
    public char readChar() throws IOException {
        return need(2).getChar();
    }

    @Override
    public short readShort() throws IOException {
        return need(2).getShort();
    }

    @Override
    public int readUnsignedShort() throws IOException {
        return need(2).getShort() & 0xFFFF;
    }

    @Override
    public int readInt() throws IOException {
        return need(4).getInt();
    }

    @Override
    public long readLong() throws IOException {
        return need(8).getLong();
    }

    @Override
    public float readFloat() throws IOException {
        return need(4).getFloat();
    }

    @Override
    public double readDouble() throws IOException {
        return need(8).getDouble();
    }

    @Override
    public void readFully(byte[] buffer) throws IOException {
        readFully(buffer, 0, buffer.length);
    }

    @Override
    public void readFully(byte[] buffer, int offset, int length) throws IOException {
        int done = 0;
        while (done < length) {
            int count = read(buffer, offset + done, length - done);
            if (count < 0) {
                throw new EOFException();
            }
            done += count;
        }
    }

    @Override
    public int skipBytes(int length) {
        int done = 0;
        while (done < length) {
            ByteBuffer data = block();
            if (!data.hasRemaining()) {
                break;
            }
            int count = Math.min(length - done, data.remaining());
            data.position(data.position() + count);
            done += count;
        }
        return done;
    }

    @Override
    public String readUTF() throws IOException {
        int length = readUnsignedShort();
        byte[] encoded = new byte[length + 2];
        encoded[0] = (byte) (length >>> 8);
        encoded[1] = (byte) length;
        readFully(encoded, 2, length);
        try {
            return new DataInputStream(new java.io.ByteArrayInputStream(encoded)).readUTF();
        } catch (UTFDataFormatException e) {
            throw e;
        }
    }

    @Override
    @Deprecated
    public String readLine() throws IOException {
        throw new IOException("readLine is not supported by codese's replay");
    }

    /** The values of one slot's fields, for {@code readFields}: by name, default where absent. */
    private static final class ReplayGetField extends GetField {
        private final ObjectStreamClass desc;
        private final java.util.Map<String, Object> values = new java.util.HashMap<>();

        ReplayGetField(ObjectStreamClass desc, FieldValues fields) {
            this.desc = desc;
            ByteBuffer primitives = ByteBuffer.wrap(fields.primitives());
            int objectIndex = 0;
            for (ObjectStreamField field : desc.getFields()) {
                values.put(field.getName(), field.isPrimitive() ? unpack(primitives, field.getTypeCode())
                        : fields.objects().get(objectIndex++));
            }
        }

        @Override
        public ObjectStreamClass getObjectStreamClass() {
            return desc;
        }

        @Override
        public boolean defaulted(String name) {
            check(name);
            return false;
        }

        private Object check(String name) {
            if (!values.containsKey(name)) {
                throw new IllegalArgumentException("no such field " + name);
            }
            return values.get(name);
        }

        @Override
        public boolean get(String name, boolean value) {
            return (Boolean) check(name);
        }

        @Override
        public byte get(String name, byte value) {
            return (Byte) check(name);
        }

        @Override
        public char get(String name, char value) {
            return (Character) check(name);
        }

        @Override
        public short get(String name, short value) {
            return (Short) check(name);
        }

        @Override
        public int get(String name, int value) {
            return (Integer) check(name);
        }

        @Override
        public long get(String name, long value) {
            return (Long) check(name);
        }

        @Override
        public float get(String name, float value) {
            return (Float) check(name);
        }

        @Override
        public double get(String name, double value) {
            return (Double) check(name);
        }

        @Override
        public Object get(String name, Object value) {
            return check(name);
        }
    }
}
