package dev.jumbo.marshal;

import dev.jumbo.marshal.io.BlockDataInput;
import dev.jumbo.marshal.io.OptionalData;
import dev.jumbo.marshal.model.ReadRoutes;
import dev.jumbo.marshal.read.ClassResolution;
import dev.jumbo.marshal.read.DescriptorParser;
import dev.jumbo.marshal.read.FilterCall;
import dev.jumbo.marshal.read.FixedLoaderResolution;
import dev.jumbo.marshal.read.GetFieldValues;
import dev.jumbo.marshal.read.ReadHandleTable;
import dev.jumbo.marshal.read.ReadingPosition;
import dev.jumbo.marshal.read.ReadObjectContext;
import dev.jumbo.marshal.read.ReadPlatformBehaviour;
import dev.jumbo.marshal.read.StreamDescriptor;
import dev.jumbo.marshal.read.StreamField;
import dev.jumbo.marshal.read.Validations;
import dev.jumbo.marshal.jdk.JdkClassReaders;
import dev.jumbo.marshal.session.ReadSession;
import dev.jumbo.marshal.session.Unmarshaller;
import java.io.Externalizable;
import java.io.IOException;
import java.io.InputStream;
import java.io.InvalidClassException;
import java.io.InvalidObjectException;
import java.io.NotActiveException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.ObjectInputValidation;
import java.io.ObjectStreamClass;
import java.io.StreamCorruptedException;
import java.io.WriteAbortedException;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.VarHandle;
import java.lang.reflect.Array;
import java.lang.reflect.InvocationTargetException;
import java.util.List;
import java.util.Objects;

/**
 * A drop-in {@link ObjectInputStream} that reads the Java Object Serialization stream protocol
 * by reflection, with the behaviour of {@code java.io.ObjectInputStream} on the same bytes: the
 * same graph, the same callbacks in the same order, the same exceptions, the same filter calls.
 * It is the paper's plain reader, which a generator transforms line for line.
 *
 * <p>Each rule of the grammar (Java Object Serialization Specification, 6.4) has one method,
 * named after it. The stream keeps the rules every plain object goes through, as protected
 * methods: {@link #readContent} (object), {@link #readNullReference}, {@link #readPrevObject},
 * {@link #readNewClass}, {@link #readClassDesc}, {@link #readNewString}, {@link #readNewObject},
 * {@link #readClassData} (classdata[]), {@link #readSerialData},
 * {@link #readFields(Object, StreamDescriptor)} (values of a class without readObject),
 * {@link #skipCustomData} (objectAnnotation), {@link #readException}. The other constructs are
 * package-private classes of their own, loaded when a stream first meets the construct:
 * {@link ClassDescriptorReading} (newClassDesc of a class, on every stream's path),
 * {@link ProxyDescriptorReading}, {@link ArrayReading} (newArray), {@link EnumReading}
 * (newEnum), {@link RecordReading}, {@link ExternalizableReading} (externalContents),
 * {@link SerializationCallbacks} (wrclass objectAnnotation through the class's readObject,
 * readObjectNoData, readResolve), {@link ReaderHooks} (which hooks a subclass overrides); the
 * values of one class check and set their fields themselves ({@link GetFieldValues}), the filter
 * is called through {@link FilterCall}, and block data is unframed by {@link BlockDataInput}.
 * Those classes share the stream's reading state (byte source, handles, pass handle, depth and
 * counts), which is package-private for them.
 *
 * <p><b>Extension points</b> for a stream built on this one (a generating stream overrides
 * {@link #readNewObject(StreamDescriptor, boolean)}). The calls for one new object follow
 * <pre>
 *   readNewObject(desc, unshared) :
 *       desc.checkDeserialize()  obj = newInstance(desc)  handle = assignHandle(obj, unshared)
 *       markResolveException(handle, desc)
 *       ( readRecord... | readExternalContents(obj, desc) | slot* )
 *       finishNewObject(obj, desc, handle, unshared)            -> the object (readResolve applied)
 *   slot : input().fill(n) input().next*  readObjectField(handle, unshared)*  setters
 *        | readClassDataByReadObject(obj, slotDesc)
 *        | readObjectNoData(obj, slotDesc)
 * </pre>
 * {@link #input()} is the byte source, {@link #handleTable()} the handles, {@link #passHandle()}
 * the handle of the object last read. {@code resolveObject} and the filter's reference count
 * are applied by {@link #readContent}, which calls {@code readNewObject}.
 */
public class ReflectiveObjectInputStream extends ObjectInputStream {
    /** The handle entry of an object read with readUnshared. */
    static final Object UNSHARED = new Object();
    /** What {@link #readReferenceField} returns when it leaves the back-reference to readContent. */
    private static final Object NOT_TAKEN = new Object();
    /** The handle entry of a class descriptor still being read. */
    static final Object DESCRIPTOR_IN_PROGRESS = new Object();
    static final int PROXY_INTERFACE_LIMIT =
            Math.max(0, Math.min(65535, Integer.getInteger("jdk.serialProxyInterfaceLimit", 65535)));

    final BlockDataInput input;
    final ReadHandleTable handles = new ReadHandleTable();
    private final Validations validations = new Validations();
    /**
     * Calls into code of a user-defined loader now on the stack (readObject, readObjectNoData,
     * readExternal, readResolve of such classes; validations): while there are none, the latest
     * user-defined loader on the stack is the one below the outermost readObject call.
     */
    int userCallbacks;
    /** readObject/readUnshared calls now on the stack. */
    private int topLevelCalls;
    /**
     * The latest user-defined loader below the outermost readObject call, once a resolution
     * asked, or from the call's entry on a deep stack when its first class needs it
     * ({@link ClassResolution#onDeepStack}); else null.
     */
    private ClassLoader topLevelLoader;
    /**
     * Where classes are resolved when the options name a loader ({@link Options#withClassLoader});
     * null: the latest user-defined loader on the caller's stack, as the JDK.
     */
    private final FixedLoaderResolution fixedLoader;
    /** Whether a resolution of the outermost call asked for {@link #topLevelLoader} (see {@link ClassResolution#lastReadAskedForLoader}). */
    private boolean loaderAsked;
    /** Whether the outermost call began on a deep stack ({@link ClassResolution#onDeepStack}): its end records {@link #loaderAsked}. */
    private boolean deepEntry;
    /** Whether the stream is one of ours, not a subclass whose overriding methods could be on the stack. */
    private final boolean ownStreamClass = getClass() == ReflectiveObjectInputStream.class
            || getClass() == JumboObjectInputStream.class;
    /**
     * Which hooks this stream's class overrides ({@link ReaderHooks}): for our own streams, none
     * ({@link ReaderHooks#OWN}), taken for granted so that their first stream loads no reflection.
     */
    final boolean resolveClassHook;
    final boolean readClassDescriptorHook;
    final boolean standardBodyReaders;
    private final boolean standardDataReaders;
    int passHandle = ReadHandleTable.NULL_HANDLE;
    int depth;
    long totalObjectReferences;
    private boolean closed;
    private boolean resolveEnabled;
    ReadObjectContext context;
    /** Values already read, handed to the JDK's default field reading when it calls readFields (JDK 24+). */
    GetFieldValues pendingDefaultValues;
    /** See {@link #session()}. */
    private ReadSession session;
    /** This stream's handles and current handle, for the values that readFields hands out; and its reset. */
    private final Position position = new Position();

    /** Reads the stream header; the stream then stands in block-data mode, as the JDK's does. */
    public ReflectiveObjectInputStream(InputStream in) throws IOException {
        this(in, null);
    }

    /** A stream whose classes are resolved in {@code fixedLoader}'s loader, or, when null, as the JDK's. */
    ReflectiveObjectInputStream(InputStream in, FixedLoaderResolution fixedLoader) throws IOException {
        super();
        this.fixedLoader = fixedLoader;
        if (ownStreamClass) {
            resolveClassHook = false;
            readClassDescriptorHook = false;
            standardBodyReaders = true;
            standardDataReaders = true;
        } else {
            ReaderHooks hooks = ReaderHooks.of(getClass());
            resolveClassHook = hooks.resolveClass();
            readClassDescriptorHook = hooks.readClassDescriptor();
            standardBodyReaders = hooks.standardBodyReaders();
            standardDataReaders = hooks.standardDataReaders();
        }
        this.input = new BlockDataInput(in, position);
        readStreamHeader();
        input.setBlockDataMode(true);
    }

    /**
     * What the stream's helpers call back: the position for the values that readFields hands
     * out, and the reset for block data. One class, not a lambda: a lambda would be a hidden
     * class spun by the first stream.
     */
    private final class Position implements ReadingPosition, BlockDataInput.ResetAction {
        @Override
        public ReadHandleTable handleTable() {
            return handles;
        }

        @Override
        public int passHandle() {
            return ReflectiveObjectInputStream.this.passHandle();
        }

        @Override
        public void reset() throws StreamCorruptedException {
            handleReset();
        }
    }

    // ---------------------------------------------------------------- extension points

    /** The byte source with its block-data mode. */
    protected final BlockDataInput input() {
        return input;
    }

    /** The handle table: objects, class descriptors (as {@link StreamDescriptor}) and classes. */
    protected final ReadHandleTable handleTable() {
        return handles;
    }

    /** How many objects the read now in progress is nested in: the depth the filter sees. */
    protected final int depth() {
        return depth;
    }

    /** The handle of the object last read (the enclosing object's while its values are read). */
    protected final int passHandle() {
        return passHandle;
    }

    /** A new handle for an object, or an unshared one's marker. */
    protected final int assignHandle(Object obj, boolean unshared) {
        int handle = handles.assign(unshared ? UNSHARED : obj);
        passHandle = handle;
        return handle;
    }

    /** The object's data is read: its handle (and pending ones) can be finished. */
    protected final void finishHandle(int handle) {
        handles.finish(handle);
    }

    /** Marks a new object's handle with its class's ClassNotFoundException, if it has one. */
    protected final void markResolveException(int handle, StreamDescriptor desc) {
        ClassNotFoundException resolveException = desc.resolveException();
        if (resolveException != null) {
            handles.markException(handle, resolveException);
        }
    }

    /**
     * An object field's value, as the JDK reads it into its field values: the object read, and
     * the enclosing object at {@code ownerHandle} depends on it (a ClassNotFoundException reaches
     * the owner). Leaves {@link #passHandle()} at the owner.
     */
    protected final Object readObjectField(int ownerHandle, boolean unshared) throws IOException {
        if (!unshared) {
            int wireHandle = input.peekReference();
            if (wireHandle != 0) {
                Object value = readReferenceField(ownerHandle, wireHandle - baseWireHandle);
                if (value != NOT_TAKEN) {
                    return value;
                }
            }
        }
        Object value = readContent(unshared);
        handles.markDependency(ownerHandle, passHandle);
        passHandle = ownerHandle;
        return value;
    }

    /**
     * Elements of the object at {@code ownerHandle} that are new short strings, as
     * {@link #readObjectField} reads each, at most {@code max}, added to {@code into}; returns
     * how many (0, having read nothing, unless the stream stands at a block's end with such a
     * string ahead). What readContent does for a string that it leaves out here changes nothing:
     * a string's handle is finished at once, so the owner's dependency on it is none; the depth
     * is seen only by filter calls, and a string makes none; and without {@code resolveObject}
     * nothing replaces it.
     */
    final int readStringRun(int ownerHandle, List<Object> into, int max) throws IOException {
        if (max <= 0 || !input.atBlockEnd()) {
            return 0;
        }
        input.setBlockDataMode(false);
        int count = 0;
        try {
            String string;
            while (count < max && (string = takeStringElement(ownerHandle)) != null) {
                into.add(string);
                count++;
            }
        } finally {
            input.setBlockDataMode(true);
        }
        return count;
    }

    /**
     * One element of {@link #readStringRun}, out of block-data mode at a block's end: a new short
     * string ahead ({@link BlockDataInput#takeShortString}), taken as {@link #readObjectField}
     * reads it; null, having read nothing, for anything else or while {@code resolveObject} is
     * enabled.
     */
    protected final String takeStringElement(int ownerHandle) {
        if (resolveEnabled) {
            return null;
        }
        String string = input.takeShortString();
        if (string != null) {
            totalObjectReferences++;
            handles.finish(handles.assign(string));
            passHandle = ownerHandle;
        }
        return string;
    }

    /**
     * {@link #readObjectField} of a back-reference to {@code handle}, seen ahead in the bytes:
     * readContent's steps for prevObject without its dispatch (the filter's call with the depth and
     * the count one higher, as inside readContent), then the owner's dependency. Returns
     * {@link #NOT_TAKEN}, having taken nothing, for what prevObject fails on or treats apart (a
     * handle out of range, an unshared object, an object array still being read, a class
     * descriptor read as an object), which readContent then reads.
     */
    private Object readReferenceField(int ownerHandle, int handle) throws IOException {
        if (handle < 0 || handle >= handles.size()) {
            return NOT_TAKEN;
        }
        Object obj = handles.lookupObject(handle);
        if (obj == UNSHARED || obj instanceof ArrayReading || obj instanceof StreamDescriptor) {
            return NOT_TAKEN;
        }
        input.takeReference();
        totalObjectReferences++;
        passHandle = handle;
        if (getObjectInputFilter() != null) {
            depth++;
            try {
                filterCheck(null, -1);
            } finally {
                depth--;
            }
        }
        handles.markDependency(ownerHandle, handle);
        passHandle = ownerHandle;
        return obj;
    }

    /** The value of a stream field the local class does not have: read, and no dependency recorded. */
    protected final Object readDroppedObjectField(int ownerHandle, boolean unshared) throws IOException {
        Object value = readContent(unshared);
        passHandle = ownerHandle;
        return value;
    }

    /**
     * For a subclass that reads a newObject outside {@link #readContent} (a generating stream's
     * loop over objects in tail position, which would otherwise recurse): counts it as
     * readContent counts an object, in the depth and the reference count the filter sees. Each
     * call is closed by {@link #exitNestedObject} or, on failure, {@link #abandonNestedObjects}.
     */
    protected final void enterNestedObject() {
        depth++;
        totalObjectReferences++;
    }

    /**
     * The end readContent gives a newObject (resolveObject with the object's handle, the depth
     * back, block-data mode off as it was for a field value), then what {@link #readObjectField} adds for the field it is the value of: the
     * owner's dependency on it when {@code recordDependency}, and the owner's handle as
     * {@link #passHandle()}.
     */
    protected final Object exitNestedObject(Object obj, int handle, int ownerHandle, boolean recordDependency)
            throws IOException {
        passHandle = handle;
        Object value = obj;
        if (resolveEnabled) {
            value = resolveNestedObject(obj);
        } else {
            depth--;
            input.setBlockDataMode(false);
        }
        if (recordDependency) {
            handles.markDependency(ownerHandle, handle);
        }
        passHandle = ownerHandle;
        return value;
    }

    /**
     * {@link #exitNestedObject}'s resolveObject, with the depth and the mode back whatever it
     * does; out of line, so that the common exit, which generated readers take for every object
     * field, stays small enough for C2 to inline.
     */
    private Object resolveNestedObject(Object obj) throws IOException {
        try {
            return resolveForReading(obj);
        } finally {
            depth--;
            input.setBlockDataMode(false);
        }
    }

    /**
     * The depth back for {@code count} entered objects that a failure left unfinished, and the
     * block-data mode back to off, as readContent's {@code finally} leaves it (a field value is
     * read out of block-data mode): unread block data then replaces the failure with the JDK's
     * {@code IllegalStateException}.
     */
    protected final void abandonNestedObjects(int count) {
        depth -= count;
        input.setBlockDataMode(false);
    }

    // ---------------------------------------------------------------- stream, contents

    /** stream: magic version contents. */
    @Override
    protected void readStreamHeader() throws IOException {
        short magic = readShort();
        short version = readShort();
        if (magic != STREAM_MAGIC || version != STREAM_VERSION) {
            throw new StreamCorruptedException(String.format("invalid stream header: %04X%04X", magic, version));
        }
    }

    /** contents: the next top-level object. */
    @Override
    protected Object readObjectOverride() throws IOException, ClassNotFoundException {
        return readTopLevel(false);
    }

    @Override
    public Object readUnshared() throws IOException, ClassNotFoundException {
        return readTopLevel(true);
    }

    /**
     * readObject/readUnshared: the object, its ClassNotFoundException if its class (or anything
     * it depends on) did not resolve, and at the outermost level the validations. Where the JDK's
     * reader overflows the stack on deep nesting, this one throws {@link InvalidObjectException}.
     */
    private Object readTopLevel(boolean unshared) throws IOException, ClassNotFoundException {
        int outerHandle = passHandle;
        int outerDepth = depth;
        if (topLevelCalls == 0 && walksAtEntry()) {
            // Here, not in walksAtEntry: a frame fewer to walk.
            topLevelLoader = ClassResolution.latestUserDefinedLoaderAtEntry();
        }
        topLevelCalls++;
        try {
            Object obj = readContent(unshared);
            handles.markDependency(outerHandle, passHandle);
            ClassNotFoundException exception = handles.lookupException(passHandle);
            if (exception != null) {
                throw exception;
            }
            if (depth == 0) {
                userCallbacks++;
                try {
                    validations.run();
                } finally {
                    userCallbacks--;
                }
                VarHandle.releaseFence();
            }
            return obj;
        } catch (StackOverflowError e) {
            if (outerDepth != 0) {
                throw e;
            }
            depth = 0;
            context = null;
            pendingDefaultValues = null;
            InvalidObjectException tooDeep = new InvalidObjectException(
                    "object graph nested too deeply for this thread's stack");
            tooDeep.initCause(e);
            throw tooDeep;
        } finally {
            if (--topLevelCalls == 0) {
                endOutermostCall();
            }
            passHandle = outerHandle;
            if (closed && depth == 0) {
                clear();
            }
        }
    }

    /**
     * Whether an outermost call should find the caller's loader at once with the short walk from
     * its entry (a StackWalker's first eight frames), when its first class will need it: on a deep
     * stack ({@link ClassResolution#onDeepStack}), and on any stack while every walk is a
     * StackWalker's (JDK 24 on, and JDK 17 to 23 until the class-only walk is set up), where a
     * resolution's walk would fetch sixteen and look at a dozen more frames of this reader's.
     * Notes in {@link #deepEntry} that the call began on a deep stack. On a shallower stack where
     * a walk's cost grows with the frames it passes ({@link ClassResolution#walkCostGrowsWithDepth}),
     * finds the loader here with the class-only walk, which then passes those dozen frames fewer.
     * Out of {@link #readTopLevel}, which stays small enough for the JIT to inline.
     */
    private boolean walksAtEntry() {
        if (!ownStreamClass || userCallbacks != 0 || fixedLoader != null) {
            return false;
        }
        if (!ClassResolution.onDeepStack()) {
            if (!input.peekNewClassDescriptorOutsideJava()) {
                return false;
            }
            if (ClassResolution.walkCostGrowsWithDepth()) {
                topLevelLoader = ClassResolution.latestUserDefinedLoader();
                return false;
            }
            return true;
        }
        deepEntry = true;
        return input.canPeekObject() ? input.peekNewClassDescriptorOutsideJava() : ClassResolution.lastReadAskedForLoader();
    }

    private void endOutermostCall() {
        if (deepEntry) {
            ClassResolution.noteLoaderAsked(loaderAsked);
            deepEntry = false;
        }
        loaderAsked = false;
        topLevelLoader = null;
    }

    /**
     * object: newObject | newClass | newArray | newString | newEnum | newClassDesc | prevObject
     * | nullReference | exception | TC_RESET; block data where an object is expected is
     * reported as the JDK reports it ({@code OptionalDataException}).
     */
    protected Object readContent(boolean unshared) throws IOException {
        boolean oldMode = input.blockDataMode();
        if (oldMode) {
            int remaining = input.currentBlockRemaining();
            if (remaining > 0) {
                throw OptionalData.length(remaining);
            } else if (input.defaultDataEnd()) {
                throw OptionalData.end();
            }
            input.setBlockDataMode(false);
        }
        byte typeCode;
        while ((typeCode = input.peekByte()) == TC_RESET) {
            input.readByte();
            handleReset();
        }
        depth++;
        totalObjectReferences++;
        try {
            switch (typeCode) {
                case TC_NULL:
                    return readNullReference();
                case TC_REFERENCE:
                    return asObject(readPrevObject(unshared));
                case TC_CLASS:
                    return readNewClass(unshared);
                case TC_CLASSDESC:
                case TC_PROXYCLASSDESC:
                    return asObject(readClassDesc(unshared));
                case TC_STRING:
                case TC_LONGSTRING:
                    return resolveForReading(readNewString(unshared));
                case TC_ARRAY:
                    return resolveForReading(ArrayReading.readNewArray(this, unshared));
                case TC_ENUM:
                    return resolveForReading(EnumReading.readNewEnum(this, unshared));
                case TC_OBJECT:
                    return resolveForReading(readNewObject(unshared));
                case TC_EXCEPTION:
                    throw new WriteAbortedException("writing aborted", readException());
                case TC_BLOCKDATA:
                case TC_BLOCKDATALONG:
                    if (oldMode) {
                        input.setBlockDataMode(true);
                        input.peek();
                        throw OptionalData.length(input.currentBlockRemaining());
                    }
                    throw new StreamCorruptedException("unexpected block data");
                case TC_ENDBLOCKDATA:
                    if (oldMode) {
                        throw OptionalData.end();
                    }
                    throw new StreamCorruptedException("unexpected end of block data");
                default:
                    throw new StreamCorruptedException(String.format("invalid type code: %02X", typeCode));
            }
        } finally {
            depth--;
            input.setBlockDataMode(oldMode);
        }
    }

    /** A class descriptor read as an object is returned as an ObjectStreamClass describing the stream's descriptor. */
    private static Object asObject(Object entry) {
        return entry instanceof StreamDescriptor desc ? desc.describedClass() : entry;
    }

    /** resolveObject, when enabled and the object did not fail; a replacement passes the filter. */
    private Object resolveForReading(Object obj) throws IOException {
        if (!resolveEnabled || handles.lookupException(passHandle) != null) {
            return obj;
        }
        Object replacement = resolveObject(obj);
        if (replacement != obj) {
            if (replacement != null) {
                filterCheck(replacement.getClass(),
                        replacement.getClass().isArray() ? Array.getLength(replacement) : -1);
            }
            handles.setObject(passHandle, replacement);
        }
        return replacement;
    }

    /** nullReference: TC_NULL. */
    protected Object readNullReference() throws IOException {
        input.readByte();
        passHandle = ReadHandleTable.NULL_HANDLE;
        return null;
    }

    /**
     * prevObject: TC_REFERENCE (int)handle. Refused: a handle out of range, a back-reference read
     * unshared, a back-reference to an unshared object. The filter sees the reference.
     */
    protected Object readPrevObject(boolean unshared) throws IOException {
        input.readByte();
        int wireHandle = input.readInt();
        int handle = wireHandle - baseWireHandle;
        passHandle = handle;
        if (handle < 0 || handle >= handles.size()) {
            throw new StreamCorruptedException(String.format("invalid handle value: %08X", wireHandle));
        }
        if (unshared) {
            throw new InvalidObjectException("cannot read back reference as unshared");
        }
        Object obj = handles.lookupObject(handle);
        if (obj == UNSHARED) {
            throw new InvalidObjectException("cannot read back reference to unshared object");
        }
        if (obj instanceof ArrayReading pending) {
            obj = pending.complete();
        }
        filterCheck(null, -1);
        return obj;
    }

    /** newClass: TC_CLASS classDesc newHandle. */
    protected Class<?> readNewClass(boolean unshared) throws IOException {
        input.readByte();
        StreamDescriptor desc = readClassDesc(false);
        Class<?> type = desc.localClass();
        int handle = assignHandle(type, unshared);
        markResolveException(handle, desc);
        handles.finish(handle);
        return type;
    }

    /** classDesc: newClassDesc | nullReference | prevObject (which must name a finished descriptor). */
    protected StreamDescriptor readClassDesc(boolean unshared) throws IOException {
        byte typeCode = input.peekByte();
        switch (typeCode) {
            case TC_NULL:
                return (StreamDescriptor) readNullReference();
            case TC_PROXYCLASSDESC:
                return ProxyDescriptorReading.readNewProxyClassDesc(this, unshared);
            case TC_CLASSDESC:
                return ClassDescriptorReading.readNewClassDesc(this, unshared);
            case TC_REFERENCE: {
                Object entry = readPrevObject(unshared);
                if (entry == DESCRIPTOR_IN_PROGRESS) {
                    throw new InvalidClassException("Class descriptor should be initialized");
                }
                return castTo(entry, StreamDescriptor.class, "java.io.ObjectStreamClass");
            }
            default:
                throw new StreamCorruptedException(String.format("invalid type code: %02X", typeCode));
        }
    }

    /**
     * The JDK casts a handle's entry to the type a rule expects: a ClassCastException, or a
     * NullPointerException when the entry is null and used.
     */
    private static <T> T castTo(Object entry, Class<T> type, String jdkTypeName) {
        if (entry == null) {
            throw new NullPointerException("a back-reference to null where a " + jdkTypeName + " is expected");
        }
        if (!type.isInstance(entry)) {
            throw new ClassCastException("class " + jdkName(entry) + " cannot be cast to class " + jdkTypeName);
        }
        return type.cast(entry);
    }

    static String jdkName(Object entry) {
        if (entry instanceof StreamDescriptor || entry == DESCRIPTOR_IN_PROGRESS) {
            return "java.io.ObjectStreamClass";
        }
        return entry instanceof ArrayReading pending ? pending.array.getClass().getName() : entry.getClass().getName();
    }

    /** The default {@code readClassDescriptor}: the body read from the stream, as an ObjectStreamClass. */
    @Override
    protected ObjectStreamClass readClassDescriptor() throws IOException, ClassNotFoundException {
        return DescriptorParser.parse(ClassDescriptorReading.readClassDescriptorBody(this));
    }

    /**
     * The JDK's latestUserDefinedLoader for the default resolveClass. A stack walk costs about a
     * microsecond per frame batch, and a fresh stream resolves every class it meets; so while no
     * code of a user-defined loader is called back (only this reader, hidden unmarshallers and
     * JDK classes are above the outermost readObject call, and the walk skips all of them), the
     * answer is the one below that call, found once per outermost call. Limit: code that this
     * reader calls without counting it (a constructor of a non-serializable superclass, a filter,
     * user code called from a JDK class's readObject) and that reaches the stream through a
     * reference of its own to read a new class gets that answer too, where the JDK's would be
     * its own loader. A loader the options name ({@link #fixedLoader}) answers without a walk.
     */
    ClassLoader latestUserDefinedLoader() {
        if (fixedLoader != null) {
            return fixedLoader.loader();
        }
        if (!ownStreamClass || userCallbacks > 0 || topLevelCalls == 0) {
            return ClassResolution.latestUserDefinedLoader();
        }
        loaderAsked = true;
        if (topLevelLoader == null) {
            topLevelLoader = ClassResolution.latestUserDefinedLoader();
        }
        return topLevelLoader;
    }

    /** The JDK's default: {@code Class.forName} with the latest user-defined loader on the stack, then primitive types. */
    @Override
    protected Class<?> resolveClass(ObjectStreamClass desc) throws IOException, ClassNotFoundException {
        return resolveInLoader(desc.getName());
    }

    /**
     * The class of this name (or the primitive type of this name) in the loader the options name,
     * else in the latest user-defined loader on the stack: resolveClass's default.
     */
    final Class<?> resolveInLoader(String name) throws ClassNotFoundException {
        return fixedLoader != null ? fixedLoader.resolve(name) : ClassResolution.resolve(name, latestUserDefinedLoader());
    }

    /** Whether the options name the loader classes are resolved in ({@link Options#withClassLoader}). */
    final boolean resolvesInFixedLoader() {
        return fixedLoader != null;
    }

    @Override
    protected Class<?> resolveProxyClass(String[] interfaces) throws IOException, ClassNotFoundException {
        return ClassResolution.resolveProxy(interfaces, latestUserDefinedLoader());
    }

    // ---------------------------------------------------------------- strings

    /** newString: TC_STRING newHandle (utf) | TC_LONGSTRING newHandle (long-utf). */
    protected String readNewString(boolean unshared) throws IOException {
        byte typeCode = input.readByte();
        String string = switch (typeCode) {
            case TC_STRING -> input.readUTF();
            case TC_LONGSTRING -> input.readLongUTF();
            default -> throw new StreamCorruptedException(String.format("invalid type code: %02X", typeCode));
        };
        int handle = assignHandle(string, unshared);
        handles.finish(handle);
        return string;
    }

    // ---------------------------------------------------------------- ordinary objects

    /**
     * newObject: TC_OBJECT classDesc newHandle classdata[]; a class descriptor read before is
     * taken in one step ({@link #descriptorAhead}).
     */
    protected Object readNewObject(boolean unshared) throws IOException {
        return readNewObject(readObjectClassDesc(descriptorAhead()), unshared);
    }

    /**
     * {@code TC_OBJECT classDesc}, the start of a new object: {@code ahead}, what
     * {@link #descriptorAhead} saw, taken in one step; or, when it saw none, read by the grammar.
     */
    protected final StreamDescriptor readObjectClassDesc(StreamDescriptor ahead) throws IOException {
        if (ahead != null) {
            input.takeObjectOfReference();
            return ahead;
        }
        input.readByte();
        return readClassDesc(false);
    }

    /**
     * The class descriptor of the new object ahead when the stream holds it as
     * {@code TC_OBJECT TC_REFERENCE (int)handle} in an array (the commonest six bytes of a
     * stream), the handle is a descriptor's and no filter is set; else null. Takes nothing:
     * {@link BlockDataInput#takeObjectOfReference} does, and so does all that reading the bytes
     * by the grammar does that anything can see. A back-reference makes no hook call, only the
     * filter's, and none is set (asked at every object, so a filter set later is called), and
     * every check of {@link #readPrevObject} and {@link #readClassDesc} passes for a
     * descriptor's handle.
     */
    protected final StreamDescriptor descriptorAhead() {
        int wireHandle = input.peekObjectOfReference();
        if (wireHandle == 0 || getObjectInputFilter() != null) {
            return null;
        }
        return handles.lookupObject(wireHandle - baseWireHandle) instanceof StreamDescriptor desc ? desc : null;
    }

    /**
     * newObject after its class descriptor: the checks and the instance (through the
     * serialization constructor), newHandle, classdata[], then readResolve.
     */
    protected Object readNewObject(StreamDescriptor desc, boolean unshared) throws IOException {
        Unmarshaller jdkReader = jdkClassReader(desc);
        if (jdkReader != null) {
            return jdkReader.read(session(), unshared);
        }
        desc.checkDeserialize();
        Class<?> type = desc.localClass();
        if (type == String.class || type == Class.class || type == ObjectStreamClass.class) {
            throw new InvalidClassException("invalid class descriptor");
        }
        Object obj = newInstance(desc);
        int handle = assignHandle(obj, unshared);
        markResolveException(handle, desc);
        obj = readClassData(obj, desc, handle, unshared);
        return finishNewObject(obj, desc, handle, unshared);
    }

    /**
     * The hand-written reader of {@code desc}'s JDK class ({@link JdkClassReaders}), or null: the
     * descriptor is bound to exactly a JDK class it has a reader for, in the form the JDK writes,
     * and this stream's class overrides none of the methods that class's {@code readObject} calls.
     * Asked for classes of the bootstrap loader only, so that the first path of a stream of user
     * classes never loads the readers.
     */
    protected final Unmarshaller jdkClassReader(StreamDescriptor desc) {
        if (desc == null || !standardDataReaders) {
            return null;
        }
        Class<?> type = desc.localClass();
        if (type == null || type.getClassLoader() != null) {
            return null;
        }
        return JdkClassReaders.forDescriptor(desc);
    }

    /** This stream's {@link ReadSession}, made on first use (a stream that meets no JDK class or generated reader never loads it). */
    protected final ReadSession session() {
        ReadSession made = session;
        if (made == null) {
            made = newSession();
            session = made;
        }
        return made;
    }

    /** A new session for this stream; a subclass may add to it ({@link StreamSession}). */
    protected ReadSession newSession() {
        return StreamSession.of(this);
    }

    /** A new instance through the serialization constructor, or null (no local class; a record). */
    protected final Object newInstance(StreamDescriptor desc) throws IOException {
        if (!desc.isInstantiable()) {
            return null;
        }
        try {
            return desc.newInstance();
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw unableToCreate(desc, e);
        } catch (InstantiationException | RuntimeException e) {
            throw unableToCreate(desc, e);
        }
    }

    private static InvalidClassException unableToCreate(StreamDescriptor desc, Throwable cause) {
        InvalidClassException failure = new InvalidClassException(desc.localClass().getName(), "unable to create instance");
        failure.initCause(cause);
        return failure;
    }

    /**
     * The end of a new object: its handle is finished, then its {@code readResolve} (unless it
     * failed to resolve its class); a replacement passes the filter and takes the handle.
     */
    protected final Object finishNewObject(Object obj, StreamDescriptor desc, int handle, boolean unshared) throws IOException {
        handles.finish(handle);
        passHandle = handle;
        MethodHandle readResolve = desc.readResolveMethod();
        if (readResolve != null && obj != null && handles.lookupException(handle) == null) {
            obj = SerializationCallbacks.readResolve(this, readResolve, obj, handle, unshared);
        }
        return obj;
    }

    /**
     * classdata[]: a record's values (through its canonical constructor, which makes the
     * object); an Externalizable's externalContents; else the serial data of each class. Returns
     * the object (the record made).
     */
    protected Object readClassData(Object obj, StreamDescriptor desc, int handle, boolean unshared) throws IOException {
        if (desc.isRecord()) {
            Object record = RecordReading.readRecord(this, desc);
            if (!unshared) {
                handles.setObject(handle, record);
            }
            return record;
        } else if (desc.isExternalizable()) {
            ExternalizableReading.readExternalContents(this, (Externalizable) obj, desc);
        } else {
            readSerialData(obj, desc);
        }
        return obj;
    }

    /**
     * classdata[] of a serializable class, from the top slot down: values (nowrclass) or what its
     * readObject reads (wrclass objectAnnotation), or readObjectNoData for a local class the
     * stream has no data for. When no class below the top one has readObject or readObjectNoData,
     * every value of the hierarchy is read before any is set (the JDK 17+ rule).
     */
    protected void readSerialData(Object obj, StreamDescriptor desc) throws IOException {
        StreamDescriptor.Slot[] slots = desc.slots();
        GetFieldValues[] deferred = null;
        boolean hasSpecialReadMethod = false;
        for (int i = 1; i < slots.length; i++) {
            StreamDescriptor slotDesc = slots[i].descriptor();
            if (slotDesc.readObjectMethod() != null || slotDesc.readObjectNoDataMethod() != null) {
                hasSpecialReadMethod = true;
                break;
            }
        }
        if (!hasSpecialReadMethod) {
            deferred = new GetFieldValues[slots.length];
        }
        for (int i = 0; i < slots.length; i++) {
            StreamDescriptor slotDesc = slots[i].descriptor();
            if (slots[i].hasData()) {
                if (obj == null || handles.lookupException(passHandle) != null) {
                    readFieldValues(slotDesc, true);
                } else if (slotDesc.readObjectMethod() != null) {
                    SerializationCallbacks.readClassDataByReadObject(this, obj, slotDesc);
                } else {
                    GetFieldValues values = readFieldValues(slotDesc, true);
                    if (deferred != null) {
                        deferred[i] = values;
                    } else if (ReadPlatformBehaviour.SETS_FIELDS_OF_FAILED_OBJECTS
                            || handles.lookupException(passHandle) == null) {
                        values.checkFieldValues(obj);
                        setFieldValues(obj, values);
                    }
                }
                if (slotDesc.hasWriteObjectData()) {
                    skipCustomData();
                } else {
                    input.setBlockDataMode(false);
                }
            } else if (obj != null && slotDesc.readObjectNoDataMethod() != null
                    && handles.lookupException(passHandle) == null) {
                SerializationCallbacks.readObjectNoData(this, obj, slotDesc);
            }
        }
        if (obj != null && deferred != null
                && (ReadPlatformBehaviour.SETS_FIELDS_OF_FAILED_OBJECTS || handles.lookupException(passHandle) == null)) {
            for (GetFieldValues values : deferred) {
                if (values != null) {
                    values.checkFieldValues(obj);
                }
            }
            for (GetFieldValues values : deferred) {
                if (values != null) {
                    setFieldValues(obj, values);
                }
            }
        }
    }

    /** values (nowrclass) of one class without readObject: read, then set (the paper's readFields). */
    protected void readFields(Object obj, StreamDescriptor desc) throws IOException {
        GetFieldValues values = readFieldValues(desc, true);
        if (obj != null && handles.lookupException(passHandle) == null) {
            values.checkFieldValues(obj);
            setFieldValues(obj, values);
        }
    }

    /**
     * values: one class's primitive data, then each object value (read unshared when the local
     * field is declared so); an object value the local class keeps makes the enclosing object
     * depend on it when {@code recordDependencies}.
     */
    protected final GetFieldValues readFieldValues(StreamDescriptor desc, boolean recordDependencies) throws IOException {
        int primitiveSize = desc.primitiveDataSize();
        byte[] primitiveValues = null;
        if (primitiveSize > 0) {
            primitiveValues = new byte[primitiveSize];
            input.readFully(primitiveValues, 0, primitiveSize, false);
        }
        int objectCount = desc.objectFieldCount();
        Object[] objectValues = null;
        int[] objectHandles = null;
        if (objectCount > 0) {
            objectValues = new Object[objectCount];
            objectHandles = new int[objectCount];
            int ownerHandle = passHandle;
            StreamField[] fields = desc.fields();
            int firstObject = fields.length - objectCount;
            for (int i = 0; i < objectCount; i++) {
                StreamField field = fields[firstObject + i];
                objectValues[i] = readContent(field.isUnshared());
                objectHandles[i] = passHandle;
                if (recordDependencies && field.localField() != null) {
                    handles.markDependency(ownerHandle, passHandle);
                }
            }
            passHandle = ownerHandle;
        }
        return new GetFieldValues(position, desc, primitiveValues, objectValues, objectHandles);
    }

    /**
     * Sets the local fields from the values ({@link GetFieldValues#setFieldValues}); a class whose
     * fields have no setter (the JDK's own classes on JDK 24+) is set by the JDK's default field
     * reading ({@link ReadRoutes#defaultReadObjectMethod()}), which takes these values from readFields.
     */
    protected final void setFieldValues(Object obj, GetFieldValues values) throws IOException {
        if (values.needsDefaultReading()) {
            SerializationCallbacks.setByDefaultReadObject(this, obj, values);
        } else {
            values.setFieldValues(obj);
        }
    }

    /**
     * objectAnnotation after the class's data: skips the block data and objects a readObject (or
     * readExternal) did not read, up to TC_ENDBLOCKDATA.
     */
    protected void skipCustomData() throws IOException {
        int oldHandle = passHandle;
        while (true) {
            if (input.blockDataMode()) {
                input.skipBlockData();
                input.setBlockDataMode(false);
            }
            switch (input.peekByte()) {
                case TC_BLOCKDATA, TC_BLOCKDATALONG -> input.setBlockDataMode(true);
                case TC_ENDBLOCKDATA -> {
                    input.readByte();
                    passHandle = oldHandle;
                    return;
                }
                default -> readContent(false);
            }
        }
    }

    // ---------------------------------------------------------------- inside readObject methods

    @Override
    public void defaultReadObject() throws IOException, ClassNotFoundException {
        ReadObjectContext current = context;
        if (current == null) {
            throw new NotActiveException("not in call to readObject");
        }
        Object obj = current.object();
        StreamDescriptor desc = current.descriptor();
        input.setBlockDataMode(false);
        GetFieldValues values = readFieldValues(desc, true);
        if (obj != null) {
            values.checkFieldValues(obj);
            setFieldValues(obj, values);
        }
        input.setBlockDataMode(true);
        if (!desc.hasWriteObjectData()) {
            input.setDefaultDataEnd(true);
        }
        ClassNotFoundException exception = handles.lookupException(passHandle);
        if (exception != null) {
            throw exception;
        }
    }

    @Override
    public GetField readFields() throws IOException, ClassNotFoundException {
        GetFieldValues pending = pendingDefaultValues;
        if (pending != null) {
            pendingDefaultValues = null;
            return pending;
        }
        ReadObjectContext current = context;
        if (current == null) {
            throw new NotActiveException("not in call to readObject");
        }
        current.checkAndSetUsed();
        StreamDescriptor desc = current.descriptor();
        input.setBlockDataMode(false);
        GetFieldValues values = readFieldValues(desc, false);
        input.setBlockDataMode(true);
        if (!desc.hasWriteObjectData()) {
            input.setDefaultDataEnd(true);
        }
        return values;
    }

    @Override
    public void registerValidation(ObjectInputValidation validation, int priority)
            throws NotActiveException, InvalidObjectException {
        if (depth == 0) {
            throw new NotActiveException("stream inactive");
        }
        validations.register(validation, priority);
    }

    // ---------------------------------------------------------------- reset, exception

    /** exception: TC_EXCEPTION reset (Throwable)object reset: the handles are cleared, the exception read. */
    protected IOException readException() throws IOException {
        input.readByte();
        clear();
        byte typeCode = input.peekByte();
        if (typeCode != TC_OBJECT && typeCode != TC_REFERENCE) {
            throw new StreamCorruptedException(String.format("invalid type code: %02X", typeCode));
        }
        Object exception = readContent(false);
        if (exception != null && !(exception instanceof IOException)) {
            throw new ClassCastException("class " + exception.getClass().getName()
                    + " cannot be cast to class java.io.IOException");
        }
        return (IOException) exception;
    }

    /** TC_RESET: every handle is forgotten; refused inside an object. */
    private void handleReset() throws StreamCorruptedException {
        if (depth > 0) {
            throw new StreamCorruptedException("unexpected reset; recursion depth: " + depth);
        }
        clear();
    }

    private void clear() {
        handles.clear();
        validations.clear();
    }

    // ---------------------------------------------------------------- filter

    /**
     * The stream's filter ({@link #getObjectInputFilter()}), called where the JDK's reader calls
     * it ({@link FilterCall}); no filter lets the stream go on.
     */
    protected final void filterCheck(Class<?> type, long arrayLength) throws InvalidClassException {
        ObjectInputFilter filter = getObjectInputFilter();
        if (filter != null) {
            FilterCall.check(filter, type, arrayLength, totalObjectReferences, depth, input.bytesRead());
        }
    }

    // ---------------------------------------------------------------- settings and hooks

    /** Keeps the JDK's permission check; remembers the setting for {@link #readContent}. */
    @Override
    protected boolean enableResolveObject(boolean enable) throws SecurityException {
        boolean previous = super.enableResolveObject(enable);
        resolveEnabled = enable;
        return previous;
    }

    // ---------------------------------------------------------------- primitive data (block data)

    @Override
    public int read() throws IOException {
        return input.read();
    }

    @Override
    public int read(byte[] bytes, int offset, int length) throws IOException {
        Objects.requireNonNull(bytes);
        Objects.checkFromIndexSize(offset, length, bytes.length);
        return input.read(bytes, offset, length, false);
    }

    @Override
    public int available() throws IOException {
        return input.available();
    }

    @Override
    public void close() throws IOException {
        closed = true;
        if (depth == 0) {
            clear();
        }
        input.close();
    }

    @Override
    public boolean readBoolean() throws IOException {
        return input.readBoolean();
    }

    @Override
    public byte readByte() throws IOException {
        return input.readByte();
    }

    @Override
    public int readUnsignedByte() throws IOException {
        return input.readUnsignedByte();
    }

    @Override
    public char readChar() throws IOException {
        return input.readChar();
    }

    @Override
    public short readShort() throws IOException {
        return input.readShort();
    }

    @Override
    public int readUnsignedShort() throws IOException {
        return input.readUnsignedShort();
    }

    @Override
    public int readInt() throws IOException {
        return input.readInt();
    }

    @Override
    public long readLong() throws IOException {
        return input.readLong();
    }

    @Override
    public float readFloat() throws IOException {
        return input.readFloat();
    }

    @Override
    public double readDouble() throws IOException {
        return input.readDouble();
    }

    @Override
    public void readFully(byte[] bytes) throws IOException {
        input.readFully(bytes, 0, bytes.length, false);
    }

    @Override
    public void readFully(byte[] bytes, int offset, int length) throws IOException {
        Objects.checkFromIndexSize(offset, length, bytes.length);
        input.readFully(bytes, offset, length, false);
    }

    @Override
    public int skipBytes(int length) throws IOException {
        return input.skipBytes(length);
    }

    @Override
    @Deprecated
    public String readLine() throws IOException {
        return input.readLine();
    }

    @Override
    public String readUTF() throws IOException {
        return input.readUTF();
    }
}
