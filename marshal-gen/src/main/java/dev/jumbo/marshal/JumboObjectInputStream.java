package dev.jumbo.marshal;

import dev.jumbo.marshal.io.BlockDataInput;
import dev.jumbo.marshal.read.StreamDescriptor;
import dev.jumbo.marshal.session.FieldCache;
import dev.jumbo.marshal.session.PendingObject;
import dev.jumbo.marshal.session.ReadSession;
import dev.jumbo.marshal.session.Unmarshaller;
import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputStream;
import java.io.ObjectStreamConstants;
import java.util.ArrayList;
import java.util.Objects;

/**
 * A drop-in {@link ObjectInputStream} that reads what {@code java.io.ObjectInputStream} reads,
 * with its behaviour, with unmarshallers generated at run time.
 *
 * <p>It is the {@link ReflectiveObjectInputStream} plus just-in-time generation: a new object of
 * a (stream descriptor, local class) pair is read by the reflective path until
 * {@code threshold} instances of the pair were read that way ({@link Options}); then
 * {@code ReadProgGen} generates the pair's {@link Unmarshaller}, which reads every later
 * instance: in the background by default, while the stream goes on reflectively, or on the
 * stream's own thread ({@link GenerationMode}). Unmarshallers live in an
 * {@link UnmarshallerCache}, shared by all streams unless the options give a private one.
 *
 * <p>Generated unmarshallers talk to this stream's {@link ReadSession} only, never to its public
 * API (its call protocol is there); the stream keeps everything that is per stream: the
 * handles, the filter's counts, the block-data mode.
 *
 * <p>Deep structures: an unmarshaller reads nested objects by plain recursion while the nesting on
 * the thread's stack is shallow; past {@link #STACK_DEPTH_LIMIT} nested generated reads it stops
 * before the last object field of its class (tail position) and returns a {@link PendingObject}.
 * {@link #readNewObject} then reads that field's object in a loop, and completes the pending
 * objects in reverse order, each as the JDK would have completed it when its nested read
 * returned (values set, handle finished, {@code readResolve}, {@code resolveObject}, the
 * filter's depth back). So a linked list of a million generated-class nodes is read on the
 * default stack.
 */
public class JumboObjectInputStream extends ReflectiveObjectInputStream {
    /**
     * Nested generated reads on the thread's stack before tail positions are read in the loop:
     * deep enough that ordinary graphs never allocate a pending object, shallow enough for the
     * default stack (each nesting takes the frames of the reflective reader's object dispatch).
     */
    static final int STACK_DEPTH_LIMIT = 200;

    private final int threshold;
    private final GenerationMode generation;
    private final UnmarshallerCache unmarshallers;
    /** Nested generated reads now on this thread's stack (the tail loop's reads add none). */
    private int stackDepth;
    /**
     * The stream's own inline cache for {@link #readNewObject}: the last descriptor that had an
     * unmarshaller, and that unmarshaller. A pair's unmarshaller, once published, never changes,
     * so the cache needs no invalidation; it spares the cache's per-class lookup for every root
     * of a stream of one class (a {@code ClassValue} and the pair's map: 14 % of reading
     * {@code Dummy} ×20k).
     */
    private StreamDescriptor lastDescriptor;
    private Unmarshaller lastUnmarshaller;
    /**
     * The last descriptor that had no unmarshaller, with its pair's entry: a stream of one class
     * on the reflective path (below the threshold, or before the JVM's first generation) counts
     * each instance on the entry itself, without the cache's per-class lookup (a tenth of a
     * fresh JVM's first {@code Dummy} ×20k read).
     */
    private StreamDescriptor reflectiveDescriptor;
    private TieredEntry<Unmarshaller> reflectiveEntry;
    /** The pair before {@link #reflectiveDescriptor}'s: a graph of two classes in turn finds both here. */
    private StreamDescriptor earlierReflectiveDescriptor;
    private TieredEntry<Unmarshaller> earlierReflectiveEntry;

    public JumboObjectInputStream(InputStream in) throws IOException {
        this(in, Options.defaults());
    }

    public JumboObjectInputStream(InputStream in, Options options) throws IOException {
        super(in, Objects.requireNonNull(options, "options").classResolution());
        this.threshold = options.threshold();
        this.generation = options.generation();
        this.unmarshallers = options.unmarshallerCache();
    }

    // ---------------------------------------------------------------- where unmarshallers are used

    /**
     * newObject after its class descriptor: by the pair's generated unmarshaller when it has one
     * (or reaches the threshold now), else the reflective path. A pending object the
     * unmarshaller returns is completed by the tail loop.
     */
    @Override
    protected Object readNewObject(StreamDescriptor desc, boolean unshared) throws IOException {
        if (desc != null && desc == lastDescriptor) {
            return readWith(lastUnmarshaller, unshared);
        }
        Unmarshaller unmarshaller = desc == null ? null : unmarshallerFor(desc);
        if (unmarshaller == null) {
            return super.readNewObject(desc, unshared);
        }
        lastDescriptor = desc;
        lastUnmarshaller = unmarshaller;
        return readWith(unmarshaller, unshared);
    }

    /** The unmarshaller to read one more instance of {@code desc}'s pair with (a descriptor, never null), or null (the reflective path). */
    private Unmarshaller unmarshallerFor(StreamDescriptor desc) {
        TieredEntry<Unmarshaller> entry = reflectiveEntry;
        if (desc != reflectiveDescriptor) {
            if (desc == earlierReflectiveDescriptor) {
                entry = earlierReflectiveEntry;
            } else {
                Unmarshaller jdkReader = jdkClassReader(desc);
                if (jdkReader != null) {
                    return jdkReader;
                }
                entry = unmarshallers.entry(desc);
                if (entry == null) {
                    return null;
                }
            }
            earlierReflectiveDescriptor = reflectiveDescriptor;
            earlierReflectiveEntry = reflectiveEntry;
            reflectiveDescriptor = desc;
            reflectiveEntry = entry;
        }
        return entry.forNextInstance(threshold, generation, depth());
    }

    /** A new object by its unmarshaller, one nesting deeper on the stack; a pending object is completed by the tail loop. */
    private Object readWith(Unmarshaller unmarshaller, boolean unshared) throws IOException {
        stackDepth++;
        try {
            Object read = unmarshaller.read(session(), unshared);
            return read instanceof PendingObject pending ? readTail(pending) : read;
        } finally {
            stackDepth--;
        }
    }

    /**
     * The loop of tail positions: reads the object field each pending object stopped before, as
     * {@link #readContent} reads a field value (the filter's depth and reference count, then
     * newObject), without recursion while that object is itself read by an unmarshaller that
     * stops in tail position; then completes the pending objects, innermost first, each ending as
     * readContent ends a nested object (resolveObject, the depth back) and as
     * {@link #readObjectField} ends a field value (the owner's dependency). A one-element cache
     * (last descriptor, its unmarshaller) serves a list of one class.
     */
    private Object readTail(PendingObject first) throws IOException {
        ArrayList<PendingObject> pending = new ArrayList<>();
        pending.add(first);
        StreamDescriptor lastDesc = null;
        Unmarshaller last = null;
        int entered = 0;
        try {
            Object value;
            PendingObject owner = first;
            while (true) {
                BlockDataInput data = input();
                if (data.blockDataMode() || data.peekByte() != ObjectStreamConstants.TC_OBJECT) {
                    // null, a back-reference, a string, a reset...: read as any field value (no deeper).
                    value = owner.tailHasLocalField
                            ? readObjectField(owner.handle, owner.tailUnshared)
                            : readDroppedObjectField(owner.handle, owner.tailUnshared);
                    break;
                }
                enterNestedObject();
                entered++;
                StreamDescriptor desc = readObjectClassDesc(descriptorAhead());
                if (desc != lastDesc || desc == null) {
                    lastDesc = desc;
                    last = desc == null ? null : unmarshallerFor(desc);
                }
                Object read = last == null
                        ? super.readNewObject(desc, owner.tailUnshared)
                        : last.read(session(), owner.tailUnshared);
                if (read instanceof PendingObject next) {
                    pending.add(next);
                    owner = next;
                    continue;
                }
                entered--;
                value = exitNestedObject(read, passHandle(), owner.handle, owner.tailHasLocalField);
                break;
            }
            for (int i = pending.size() - 1; i >= 0; i--) {
                PendingObject frame = pending.get(i);
                value = frame.unmarshaller.complete(session(), frame, value);
                if (i > 0) {
                    PendingObject outer = pending.get(i - 1);
                    entered--;
                    value = exitNestedObject(value, frame.handle, outer.handle, outer.tailHasLocalField);
                }
            }
            return value;
        } finally {
            if (entered > 0) {
                abandonNestedObjects(entered);
            }
        }
    }

    // ---------------------------------------------------------------- the session unmarshallers talk to

    @Override
    protected ReadSession newSession() {
        return Session.of(this);
    }

    /**
     * This stream's {@link ReadSession}: the reflective stream's, with the stack depth that
     * decides tail positions and the field's inline cache.
     */
    private final class Session extends StreamSession {
        Session() {
            super(JumboObjectInputStream.this);
        }

        static ReadSession of(JumboObjectInputStream stream) {
            return stream.new Session();
        }

        @Override
        public boolean isDeep() {
            return stackDepth > STACK_DEPTH_LIMIT;
        }

        @Override
        public Object readObjectField(int ownerHandle, boolean unshared, FieldCache cache) throws IOException {
            return JumboObjectInputStream.this.readObjectField(ownerHandle, unshared, cache);
        }

        @Override
        public Unmarshaller enterCachedObject(FieldCache cache) {
            return JumboObjectInputStream.this.enterCachedObject(cache);
        }

        @Override
        public Object readNestedObject(int ownerHandle, FieldCache cache) throws IOException {
            return readElement(ownerHandle, cache);
        }

        @Override
        public Object exitCachedObject(Object read, int ownerHandle) throws IOException {
            return JumboObjectInputStream.this.exitCachedObject(read, ownerHandle);
        }

        @Override
        public void abandonCachedObject() {
            JumboObjectInputStream.this.abandonCachedObject();
        }
    }

    /**
     * {@link ReadSession#enterCachedObject}: what {@link #readObjectField(int, boolean, FieldCache)}
     * and {@link #readWith} do before the unmarshaller's read, when the descriptor ahead is the
     * cache's.
     */
    private Unmarshaller enterCachedObject(FieldCache cache) {
        StreamDescriptor ahead = descriptorAhead();
        Unmarshaller unmarshaller = ahead == null ? null : cache.lookup(ahead);
        if (unmarshaller == null) {
            return null;
        }
        input().takeObjectOfReference();
        enterNestedObject();
        stackDepth++;
        return unmarshaller;
    }

    /** {@link ReadSession#exitCachedObject}: what readWith and readObjectField do after the unmarshaller's read. */
    private Object exitCachedObject(Object read, int ownerHandle) throws IOException {
        if (read instanceof PendingObject pending) {
            return exitCachedObject(pending, ownerHandle);
        }
        stackDepth--;
        return exitNestedObject(read, passHandle(), ownerHandle, true);
    }

    /** {@link #exitCachedObject(Object, int)} of an object that stopped in tail position: out of line, as it is rare. */
    private Object exitCachedObject(PendingObject pending, int ownerHandle) throws IOException {
        Object value;
        try {
            value = readTail(pending);
        } catch (IOException | RuntimeException | Error e) {
            abandonCachedObject();
            throw e;
        }
        stackDepth--;
        return exitNestedObject(value, passHandle(), ownerHandle, true);
    }

    /** {@link ReadSession#abandonCachedObject}: the nesting {@link #enterCachedObject} entered, given back. */
    private void abandonCachedObject() {
        stackDepth--;
        abandonNestedObjects(1);
    }

    /**
     * {@link ReadSession#readNestedObject(int, FieldCache)}: a JDK class's element, read in its
     * custom data. At a block's end, with a back-reference to the cache's descriptor ahead, the
     * element is read as an object field is, out of block-data mode, and so is a short
     * string ahead ({@link #takeStringElement}); anything else (more block data, the end of the
     * custom data, another string, a new descriptor, a reset) takes the grammar's path with the
     * mode as it was, which gives the JDK's errors.
     */
    private Object readElement(int ownerHandle, FieldCache cache) throws IOException {
        BlockDataInput input = input();
        if (!input.atBlockEnd()) {
            return readObjectField(ownerHandle, false);
        }
        input.setBlockDataMode(false);
        try {
            String string = takeStringElement(ownerHandle);
            if (string != null) {
                return string;
            }
            StreamDescriptor ahead = descriptorAhead();
            if (ahead != null) {
                return readObjectOfDescriptor(ahead, ownerHandle, false, cache);
            }
        } finally {
            input.setBlockDataMode(true);
        }
        return readObjectField(ownerHandle, false);
    }

    /**
     * An object field's value, as {@link #readObjectField(int, boolean)} reads it, through the
     * field's inline cache: a new object whose descriptor is a back-reference goes to the cache's
     * unmarshaller, or to the pair's, which then fills the cache. Anything else (null, a
     * back-reference, a string, a new descriptor) is read by the grammar, out of line: so the
     * JIT, inlining this into the generated code, stops at {@code readContent}, and keeps its
     * budget for the field's own unmarshaller ({@link ReadSession#enterCachedObject}). The first
     * object of a class in a stream thus fills no cache; the second does.
     */
    private Object readObjectField(int ownerHandle, boolean unshared, FieldCache cache) throws IOException {
        StreamDescriptor ahead = descriptorAhead();
        if (ahead == null) {
            return readObjectField(ownerHandle, unshared);
        }
        return readObjectOfDescriptor(ahead, ownerHandle, unshared, cache);
    }

    /** The rest of {@link #readObjectField(int, boolean, FieldCache)} once the descriptor ahead is known. */
    private Object readObjectOfDescriptor(StreamDescriptor ahead, int ownerHandle, boolean unshared, FieldCache cache)
            throws IOException {
        Unmarshaller unmarshaller = cache.lookup(ahead);
        if (unmarshaller == null) {
            unmarshaller = unmarshallerFor(ahead);
            if (unmarshaller != null) {
                cache.refill(ahead, unmarshaller);
            }
        }
        input().takeObjectOfReference();
        enterNestedObject();
        Object read;
        try {
            read = unmarshaller == null ? super.readNewObject(ahead, unshared) : readWith(unmarshaller, unshared);
        } catch (IOException | RuntimeException | Error e) {
            abandonNestedObjects(1);
            throw e;
        }
        return exitNestedObject(read, passHandle(), ownerHandle, true);
    }
}
