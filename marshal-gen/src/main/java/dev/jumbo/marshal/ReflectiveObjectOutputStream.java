package dev.jumbo.marshal;

import dev.jumbo.marshal.io.BlockDataOutput;
import dev.jumbo.marshal.io.ThreadSpare;
import dev.jumbo.marshal.model.FieldAccess;
import dev.jumbo.marshal.model.FieldAccessor;
import dev.jumbo.marshal.model.PutFieldValues;
import dev.jumbo.marshal.model.SerialClass;
import dev.jumbo.marshal.model.SerialField;
import dev.jumbo.marshal.write.DescriptorBody;
import dev.jumbo.marshal.write.IdentityHandleTable;
import dev.jumbo.marshal.write.ReplacementTable;
import dev.jumbo.marshal.write.WriteObjectContext;
import java.io.Externalizable;
import java.io.IOException;
import java.io.NotSerializableException;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamClass;
import java.io.OutputStream;
import java.io.Serializable;
import java.util.List;
import java.util.Objects;

/**
 * A drop-in {@link ObjectOutputStream} that writes the Java Object Serialization stream
 * protocol by reflection, byte for byte as {@code java.io.ObjectOutputStream} writes it.
 *
 * <p>It is the paper's "Kaffe OOS": the plain serializer that {@code ProgGen} transforms line
 * for line into a generator of marshallers. So each rule of the protocol's grammar (Java Object
 * Serialization Specification, chapter 6.4) has one method, named after it. The stream keeps, as
 * protected methods, the rules every plain object goes through and the few-line ones:
 * {@link #writeContent} (object), {@link #writeNullReference}, {@link #writePrevObject},
 * {@link #writeNewClass}, {@link #writeClassDesc}, {@link #writeNewString},
 * {@link #writeNewEnum}, {@link #writeNewObject}, {@link #writeClassData} (classdata[]),
 * {@link #writeFields(Object, SerialClass)} (values), {@link #writeEndBlockData},
 * {@link #writeException}. The other constructs are package-private classes of their own, loaded
 * when a stream first meets the construct: {@link ClassDescriptorWriting} (newClassDesc of a
 * class, on the first path), {@link ProxyDescriptorWriting}, {@link ArrayWriting} (newArray),
 * {@link ExternalizableWriting} (externalContents), {@link WriteObjectCallbacks} (wrclass
 * objectAnnotation through the class's writeObject, and the defaultWriteObject, putFields and
 * writeFields it calls). They share the stream's writing state (byte sink, handles, protocol
 * version, writeObject context), which is package-private for them. Block data is framed by
 * {@link BlockDataOutput}. README.md walks through the grammar.
 *
 * <p>Extension points for streams built on this one (a marshaller-generating stream
 * overrides {@link #writeNewObject} or {@link #writeClassData}): the protected grammar
 * methods, {@link #handles()}, {@link #output()} and {@link #protocolVersion()}.
 */
public class ReflectiveObjectOutputStream extends ObjectOutputStream {
    final BlockDataOutput output;
    /** The thread's spares, looked up once per stream: the buffer, the handle table and the replacement table come from it. */
    private final ThreadSpare.Holder spares = ThreadSpare.holder();
    /** Taken from the thread's spare on opening, given back on {@link #close}: its arrays are not grown afresh per stream. */
    IdentityHandleTable handles = IdentityHandleTable.take(spares);
    /** Made on the first replacement: most streams replace nothing, and never load its class. */
    private ReplacementTable replacements;
    int protocol = PROTOCOL_VERSION_2;
    /**
     * Whether this stream's class keeps the descriptor writers, so a {@link DescriptorBody} may
     * stand for them, and {@code writeNewString}, so a string's handle may be looked up and given
     * in one step. Our two streams do (checked by a test); another class is asked once.
     */
    final boolean standardDescriptorWriters = getClass() == ReflectiveObjectOutputStream.class
            || getClass() == JumboObjectOutputStream.class || ClassDescriptorWriting.keptBy(getClass());
    /** Whether this stream is one of ours, so that no hook ({@code annotateClass}…) takes part in writing a descriptor chain. */
    private final boolean ownDescriptorWriters = getClass() == ReflectiveObjectOutputStream.class
            || getClass() == JumboObjectOutputStream.class;
    private int depth;
    private boolean replaceEnabled;
    /** The object and class whose writeObject is running (null in writeExternal), for {@link WriteObjectCallbacks}. */
    WriteObjectContext context;
    /** What putFields gave the running writeObject, for {@link WriteObjectCallbacks}. */
    PutFieldValues currentPutField;

    /** Writes the stream header; the stream then stands in block-data mode, as the JDK's does. */
    public ReflectiveObjectOutputStream(OutputStream out) throws IOException {
        super();
        this.output = new BlockDataOutput(Objects.requireNonNull(out, "out"), spares);
        writeStreamHeader();
        output.setBlockDataMode(true);
        output.push();
    }

    // ---------------------------------------------------------------- extension points

    /** The handle table: objects, class descriptors (as {@link SerialClass}) and classes. */
    protected final IdentityHandleTable handles() {
        return handles;
    }

    /** The replacement recorded for {@code obj} (writeReplace, replaceObject), or {@code obj} itself. */
    protected final Object replacementOf(Object obj) {
        return replacements == null ? obj : replacements.lookup(obj);
    }

    /** Records that {@code original} is written as {@code replacement}, so that writing it again writes the same one. */
    protected final void recordReplacement(Object original, Object replacement) {
        if (replacements == null) {
            replacements = new ReplacementTable(spares);
        }
        replacements.assign(original, replacement);
    }

    /** The byte sink with its block-data mode. */
    protected final BlockDataOutput output() {
        return output;
    }

    protected final int protocolVersion() {
        return protocol;
    }

    // ---------------------------------------------------------------- stream, contents

    /** stream: magic version contents. */
    @Override
    protected void writeStreamHeader() throws IOException {
        output.writeShort(STREAM_MAGIC);
        output.writeShort(STREAM_VERSION);
    }

    /** contents: a top-level object. */
    @Override
    protected void writeObjectOverride(Object obj) throws IOException {
        writeTopLevel(obj, false);
    }

    @Override
    public void writeUnshared(Object obj) throws IOException {
        writeTopLevel(obj, true);
    }

    /**
     * A failure that reaches the top level is also written into the stream (exception). When
     * writing it fails too, the original failure is still the one thrown, with the second one
     * suppressed: it names the class that really failed (the JDK would throw the second one, but
     * the JDK can always write a {@code Throwable}; we cannot without a route to its fields).
     */
    private void writeTopLevel(Object obj, boolean unshared) throws IOException {
        try {
            writeContent(obj, unshared);
        } catch (IOException e) {
            if (depth == 0) {
                try {
                    writeException(e);
                } catch (IOException writingTheFailure) {
                    e.addSuppressed(writingTheFailure);
                }
            }
            throw e;
        }
    }

    /**
     * object: newObject | newClass | newArray | newString | newEnum | newClassDesc |
     * prevObject | nullReference. Objects are first replaced ({@code writeReplace},
     * {@code replaceObject}); a replaced object is then looked up again.
     *
     * <p>One method for the whole rule, replacement included, as the JDK's {@code writeObject0}
     * is: at more than C2's {@code FreqInlineSize} (325 bytes of bytecode) it is never inlined,
     * so each object's level is a compile of its own. Split into small methods, the object path
     * inlined into itself through {@link #writeFields}, and one C2 compile took 0.4-0.7 s in a
     * fresh JVM, holding up the JIT for the first streams' reading as well
     * ({@code CompileBoundaryTest} keeps it above the limit).
     */
    protected void writeContent(Object obj, boolean unshared) throws IOException {
        boolean oldMode = enterContent();
        try {
            obj = replacementOf(obj);
            SerialClass desc;
            // twice at most: the object, then its replacement, which is looked up again
            for (boolean replaced = false; ; replaced = true) {
                int handle;
                if (obj == null) {
                    writeNullReference();
                    return;
                } else if (!unshared && (handle = handles.lookup(obj)) != -1) {
                    writePrevObject(handle);
                    return;
                } else if (obj instanceof Class<?> type) {
                    writeNewClass(type, unshared);
                    return;
                } else if (obj instanceof ObjectStreamClass streamClass) {
                    writeClassDesc(SerialClass.of(streamClass), unshared);
                    return;
                }
                Class<?> type = obj.getClass();
                desc = describe(type);
                if (replaced) {
                    break;
                }
                // writeReplace, repeated while it yields an object of another class; then replaceObject
                Object replacement = obj;
                for (SerialClass replacing = desc; replacing.hasWriteReplaceMethod(); replacing = SerialClass.of(type)) {
                    replacement = replacing.invokeWriteReplace(replacement);
                    if (replacement == null || replacement.getClass() == type) {
                        break;
                    }
                    type = replacement.getClass();
                }
                if (replaceEnabled) {
                    replacement = replaceObject(replacement);
                }
                if (replacement == obj) {
                    break;
                }
                recordReplacement(obj, replacement);
                obj = replacement;
            }
            if (obj instanceof String string) {
                writeNewString(string, unshared);
            } else if (desc.isArray()) {
                ArrayWriting.writeNewArray(this, obj, desc, unshared);
            } else if (obj instanceof Enum<?> constant) {
                writeNewEnum(constant, desc, unshared);
            } else if (obj instanceof Serializable) {
                writeNewObject(obj, desc, unshared);
            } else {
                throw new NotSerializableException(desc.name());
            }
        } finally {
            exitContent(oldMode);
        }
    }

    /**
     * What writing any object starts with: the stream leaves block-data mode and goes one level
     * deeper (a failure is written into the stream only at level 0). Returns the mode to restore.
     * Call protocol: {@code enterContent() (write*) exitContent(oldMode)}, the exit in a finally.
     */
    protected final boolean enterContent() throws IOException {
        boolean oldMode = output.setBlockDataMode(false);
        depth++;
        return oldMode;
    }

    /** How many objects the stream is inside of now: 0 between top-level objects. */
    protected final int depth() {
        return depth;
    }

    /**
     * What writing any object ends with (see {@link #enterContent}). A top-level object's bytes
     * then go to the underlying stream, as with the JDK's stream (its every mode change does).
     */
    protected final void exitContent(boolean oldMode) throws IOException {
        depth--;
        output.setBlockDataMode(oldMode);
        if (depth == 0) {
            output.push();
        }
    }

    /** The descriptor of an object's class: {@link SerialClass#of}, or what a subclass already has at hand. */
    SerialClass describe(Class<?> type) {
        return SerialClass.of(type);
    }

    /** nullReference: TC_NULL. */
    protected void writeNullReference() throws IOException {
        output.writeByte(TC_NULL);
    }

    /** prevObject: TC_REFERENCE (int)handle. */
    protected void writePrevObject(int handle) throws IOException {
        output.writeByte(TC_REFERENCE);
        output.writeInt(baseWireHandle + handle);
    }

    /** newClass: TC_CLASS classDesc newHandle. */
    protected void writeNewClass(Class<?> type, boolean unshared) throws IOException {
        output.writeByte(TC_CLASS);
        writeClassDesc(SerialClass.of(type), false);
        handles.assign(unshared ? null : type);
    }

    // ---------------------------------------------------------------- class descriptors

    /**
     * classDesc: newClassDesc | nullReference | prevObject. The first descriptor of a stream
     * of ours (a stream per message writes its message's class first) is its class's whole
     * chain in one copy ({@link DescriptorBody#writeChain}).
     */
    protected void writeClassDesc(SerialClass desc, boolean unshared) throws IOException {
        int handle;
        if (desc == null) {
            writeNullReference();
        } else if (handles.size() == 0 && !unshared && protocol == PROTOCOL_VERSION_2 && ownDescriptorWriters
                && DescriptorBody.writeChain(desc, output, handles)) {
            return;
        } else if (!unshared && (handle = handles.lookupDescriptor(desc)) != -1) {
            writePrevObject(handle);
        } else if (desc.isProxy()) {
            ProxyDescriptorWriting.writeNewProxyClassDesc(this, desc, unshared);
        } else {
            ClassDescriptorWriting.writeNewClassDesc(this, desc, unshared);
        }
    }

    /** The JDK's hook for the descriptor body; by default className serialVersionUID classDescFlags fields. */
    @Override
    protected void writeClassDescriptor(ObjectStreamClass streamClass) throws IOException {
        ClassDescriptorWriting.writeClassDescInfo(this, SerialClass.of(streamClass));
    }

    /** endBlockData: TC_ENDBLOCKDATA. */
    protected void writeEndBlockData() throws IOException {
        output.writeByte(TC_ENDBLOCKDATA);
    }

    // ---------------------------------------------------------------- strings, enums

    /** newString: TC_STRING newHandle (utf) | TC_LONGSTRING newHandle (long-utf). */
    protected void writeNewString(String string, boolean unshared) throws IOException {
        handles.assign(unshared ? null : string);
        writeStringAfterHandle(string);
    }

    /** newString once its handle is given: the type code and the characters. */
    final void writeStringAfterHandle(String string) throws IOException {
        if (output.writeShortString(string)) {
            return;
        }
        long length = BlockDataOutput.utfLength(string);
        if (length <= 0xFFFF) {
            output.writeByte(TC_STRING);
            output.writeShort((int) length);
        } else {
            output.writeByte(TC_LONGSTRING);
            output.writeLong(length);
        }
        output.writeUtfBody(string);
    }

    /**
     * newEnum: TC_ENUM classDesc newHandle enumConstantName. The descriptor is the enum type's
     * (not a constant body's); the name is always a new string.
     */
    protected void writeNewEnum(Enum<?> constant, SerialClass desc, boolean unshared) throws IOException {
        output.writeByte(TC_ENUM);
        SerialClass enumDesc = desc.superClass().type() == Enum.class ? desc : desc.superClass();
        writeClassDesc(enumDesc, false);
        handles.assign(unshared ? null : constant);
        writeNewString(constant.name(), false);
    }

    // ---------------------------------------------------------------- ordinary objects

    /** newObject: TC_OBJECT classDesc newHandle classdata[]. */
    protected void writeNewObject(Object obj, SerialClass desc, boolean unshared) throws IOException {
        desc.checkSerialize();
        writeNewObjectStart(obj, desc, unshared);
        writeClassData(obj, desc);
    }

    /** newObject up to its values: TC_OBJECT classDesc newHandle. */
    protected final void writeNewObjectStart(Object obj, SerialClass desc, boolean unshared) throws IOException {
        output.writeByte(TC_OBJECT);
        writeClassDesc(desc, false);
        handles.assign(unshared ? null : obj);
    }

    /**
     * classdata[]: a record's values; an Externalizable's externalContents; otherwise, for each
     * serializable class from the top of the hierarchy down, nowrclass (values) or
     * wrclass objectAnnotation (what its writeObject method writes).
     */
    protected void writeClassData(Object obj, SerialClass desc) throws IOException {
        if (desc.isRecord()) {
            writeFields(obj, desc);
        } else if (desc.isExternalizable() && !desc.isProxy()) {
            ExternalizableWriting.writeExternalContents(this, (Externalizable) obj);
        } else {
            // By index: an iterator per object is a cost while this path still runs interpreted.
            List<SerialClass> slots = desc.classDataSlots();
            for (int i = 0; i < slots.size(); i++) {
                SerialClass slot = slots.get(i);
                if (slot.hasWriteObjectMethod()) {
                    writeClassDataByWriteObject(obj, slot);
                } else {
                    writeFields(obj, slot);
                }
            }
        }
    }

    /**
     * values of one class (the paper's {@code writeFields(obj, desc)}): the primitive fields,
     * then each object field as an object. All object values are read before any is written.
     */
    protected void writeFields(Object obj, SerialClass desc) throws IOException {
        desc.checkDefaultSerialize();
        SerialField[] fields = desc.fields();
        if (fields.length == 0) {
            return;
        }
        FieldAccess access = desc.fieldAccess();
        Object holder = access.open(obj);
        int primitives = desc.primitiveFieldCount();
        for (int i = 0; i < primitives; i++) {
            writePrimitiveField(access.accessor(i), holder, fields[i].typeCode());
        }
        Object[] values = new Object[fields.length - primitives];
        for (int i = primitives; i < fields.length; i++) {
            values[i - primitives] = access.accessor(i).getObject(holder);
        }
        for (int i = primitives; i < fields.length; i++) {
            writeContent(values[i - primitives], fields[i].isUnshared());
        }
    }

    private void writePrimitiveField(FieldAccessor accessor, Object holder, char typeCode) throws IOException {
        switch (typeCode) {
            case 'Z' -> output.writeBoolean(accessor.getBoolean(holder));
            case 'B' -> output.writeByte(accessor.getByte(holder));
            case 'C' -> output.writeChar(accessor.getChar(holder));
            case 'S' -> output.writeShort(accessor.getShort(holder));
            case 'I' -> output.writeInt(accessor.getInt(holder));
            case 'J' -> output.writeLong(accessor.getLong(holder));
            case 'F' -> output.writeFloat(accessor.getFloat(holder));
            case 'D' -> output.writeDouble(accessor.getDouble(holder));
            default -> throw new IllegalArgumentException("not a primitive type code: " + typeCode);
        }
    }

    /**
     * wrclass objectAnnotation: the class's writeObject method runs in block-data mode (its
     * defaultWriteObject or putFields/writeFields writes the values), then endBlockData
     * ({@link WriteObjectCallbacks}). Kept on the stream: generated code calls it through the session.
     */
    protected void writeClassDataByWriteObject(Object obj, SerialClass slot) throws IOException {
        WriteObjectCallbacks.writeClassDataByWriteObject(this, obj, slot);
    }

    // ---------------------------------------------------------------- inside writeObject methods

    @Override
    public void defaultWriteObject() throws IOException {
        WriteObjectCallbacks.defaultWriteObject(this);
    }

    @Override
    public PutField putFields() throws IOException {
        return WriteObjectCallbacks.putFields(this);
    }

    /** values, from what was put: the primitive values, then each object value. */
    @Override
    public void writeFields() throws IOException {
        WriteObjectCallbacks.writeFields(this);
    }

    // ---------------------------------------------------------------- reset, exception

    /** reset: TC_RESET, and every handle is forgotten. */
    @Override
    public void reset() throws IOException {
        if (depth != 0) {
            throw new IOException("stream active");
        }
        output.setBlockDataMode(false);
        output.writeByte(TC_RESET);
        clear();
        output.setBlockDataMode(true);
        output.push();
    }

    /** exception: TC_EXCEPTION reset (Throwable)object reset. */
    protected void writeException(IOException failure) throws IOException {
        clear();
        boolean oldMode = output.setBlockDataMode(false);
        try {
            output.writeByte(TC_EXCEPTION);
            writeContent(failure, false);
            clear();
        } finally {
            output.setBlockDataMode(oldMode);
        }
    }

    private void clear() {
        if (replacements != null) {
            replacements.clear();
        }
        handles.clear();
    }

    // ---------------------------------------------------------------- settings and hooks

    @Override
    public void useProtocolVersion(int version) throws IOException {
        if (handles.size() != 0) {
            throw new IllegalStateException("stream non-empty");
        }
        if (version != PROTOCOL_VERSION_1 && version != PROTOCOL_VERSION_2) {
            throw new IllegalArgumentException("unknown version: " + version);
        }
        protocol = version;
    }

    /** annotateClass, for {@link ClassDescriptorWriting}: java.io's protected hooks are out of its reach. */
    final void callAnnotateClass(Class<?> type) throws IOException {
        annotateClass(type);
    }

    /** annotateProxyClass, for {@link ProxyDescriptorWriting}, as {@link #callAnnotateClass}. */
    final void callAnnotateProxyClass(Class<?> type) throws IOException {
        annotateProxyClass(type);
    }

    /** Keeps the JDK's permission check; remembers the setting for {@link #writeContent}. */
    @Override
    protected boolean enableReplaceObject(boolean enable) throws SecurityException {
        boolean previous = super.enableReplaceObject(enable);
        replaceEnabled = enable;
        return previous;
    }

    // ---------------------------------------------------------------- primitive data (block data)

    @Override
    public void write(int value) throws IOException {
        output.write(value);
    }

    @Override
    public void write(byte[] bytes) throws IOException {
        output.write(bytes, 0, bytes.length);
    }

    @Override
    public void write(byte[] bytes, int offset, int length) throws IOException {
        Objects.requireNonNull(bytes);
        Objects.checkFromIndexSize(offset, length, bytes.length);
        output.write(bytes, offset, length);
    }

    @Override
    public void writeBoolean(boolean value) throws IOException {
        output.writeBoolean(value);
    }

    @Override
    public void writeByte(int value) throws IOException {
        output.writeByte(value);
    }

    @Override
    public void writeShort(int value) throws IOException {
        output.writeShort(value);
    }

    @Override
    public void writeChar(int value) throws IOException {
        output.writeChar(value);
    }

    @Override
    public void writeInt(int value) throws IOException {
        output.writeInt(value);
    }

    @Override
    public void writeLong(long value) throws IOException {
        output.writeLong(value);
    }

    @Override
    public void writeFloat(float value) throws IOException {
        output.writeFloat(value);
    }

    @Override
    public void writeDouble(double value) throws IOException {
        output.writeDouble(value);
    }

    @Override
    public void writeBytes(String text) throws IOException {
        output.writeBytes(text);
    }

    @Override
    public void writeChars(String text) throws IOException {
        output.writeChars(text);
    }

    @Override
    public void writeUTF(String text) throws IOException {
        output.writeUTF(text);
    }

    @Override
    public void flush() throws IOException {
        output.flush();
    }

    @Override
    protected void drain() throws IOException {
        output.drain();
    }

    @Override
    public void close() throws IOException {
        flush();
        clear();
        // The cleared table, grown to this stream's size, goes to the next stream of this thread;
        // a write after close (which the JDK allows) finds an empty table of its own, as the JDK's.
        IdentityHandleTable cleared = handles;
        handles = new IdentityHandleTable();
        IdentityHandleTable.giveBack(spares, cleared);
        if (replacements != null) {
            replacements.release();
        }
        output.close();
    }
}
