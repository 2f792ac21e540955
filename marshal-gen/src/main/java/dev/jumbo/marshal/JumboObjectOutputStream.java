package dev.jumbo.marshal;

import dev.jumbo.marshal.io.BlockDataOutput;
import dev.jumbo.marshal.model.SerialClass;
import dev.jumbo.marshal.session.Marshaller;
import dev.jumbo.marshal.session.WriteSession;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.io.OutputStream;
import java.util.Objects;

/**
 * A drop-in {@link ObjectOutputStream} that writes the same bytes as
 * {@code java.io.ObjectOutputStream}, with marshallers generated at run time (the paper's
 * "Jumbo OOS").
 *
 * <p>It is the {@link ReflectiveObjectOutputStream} plus just-in-time generation: a new object
 * of a class is written by the reflective path until {@code threshold} instances of the class
 * were written that way ({@link Options}); then {@code ProgGen} generates the class's
 * {@link Marshaller}, in the background by default ({@link GenerationMode}), which writes every
 * later instance once it is ready. Marshallers live in a
 * {@link MarshallerCache}, shared by all streams unless the options give a private one.
 *
 * <p>Generated marshallers talk to this stream's {@link WriteSession} only, never to its public
 * API; the stream keeps everything that is per stream: the handles, the class descriptors
 * written, the replacements and the block-data mode.
 *
 * <p>Deep structures: a marshaller returns the object of its last field instead of writing it
 * (tail position), and the session's {@code writeTail} writes such objects in a loop, so a linked list of
 * generated classes is written with constant stack.
 */
public class JumboObjectOutputStream extends ReflectiveObjectOutputStream {
    private final int threshold;
    private final MarshallerCache cache;
    private final GenerationMode generation;
    /** False until replaceObject is enabled: the marshallers' fast path may then skip the replacement table (see {@link #writeContent}). */
    private boolean replacementsPossible;
    /**
     * This stream's {@link WriteSession}, made when the first marshaller is called: a stream below
     * every threshold never loads the session classes. Typed by the abstract class and made by
     * {@link Session#of}, so that verifying this class does not load them either.
     */
    private WriteSession session;
    /**
     * The stream's own one-element cache of {@link MarshallerCache#marshaller}: the last class
     * that had a marshaller, and that marshaller (a published marshaller never changes). It
     * spares the cache's ClassValue look-up for a run of objects of one class, such as a list's
     * elements written by the list's writer.
     */
    private Class<?> lastType;
    private Marshaller lastMarshaller;
    /**
     * The cache's entry of the last class {@link #marshallerOf} found without a marshaller: the
     * reflective path then takes the class's descriptor and its instance count from it
     * ({@link #describe}, {@link #writeNewObject}) instead of two more ClassValue look-ups. Those
     * look-ups are most of what an object costs the reflective path before the JIT has compiled
     * it, in a JVM's first streams.
     */
    private MarshallerCache.CachedClass reflectiveEntry;
    /**
     * The reflective entry before {@link #reflectiveEntry}, of another class: a graph of two
     * classes in turn (an object and its fields' objects) finds both here, without the
     * ClassValue look-up per object.
     */
    private MarshallerCache.CachedClass earlierReflectiveEntry;

    public JumboObjectOutputStream(OutputStream out) throws IOException {
        this(out, Options.defaults());
    }

    public JumboObjectOutputStream(OutputStream out, Options options) throws IOException {
        super(out);
        Objects.requireNonNull(options, "options");
        this.threshold = options.threshold();
        this.cache = options.cache();
        this.generation = options.generation();
    }

    // ---------------------------------------------------------------- where marshallers are used

    /** newObject: by the class's generated marshaller when it has one (or reaches the threshold now). */
    @Override
    protected void writeNewObject(Object obj, SerialClass desc, boolean unshared) throws IOException {
        if (!unshared) {
            MarshallerCache.CachedClass entry = reflectiveEntry;
            if (entry == null || entry.desc() != desc) {
                entry = cache.entry(desc.type());
            }
            Marshaller marshaller = entry.forNextInstance(threshold, generation, depth());
            if (marshaller != null) {
                writeTail(marshaller.write(session(), obj));
                return;
            }
        }
        super.writeNewObject(obj, desc, unshared);
    }

    /**
     * object, as {@link ReflectiveObjectOutputStream} writes it; the session's general path for
     * generated marshallers (an unshared field, a cache miss) and the JDK classes' writers.
     *
     * <p>A shared object of a class that has its marshaller, and a string, take a short cut: a
     * handle lookup, then the marshaller (or the string's bytes). None of the reflective path's
     * other steps applies to them: a user class with {@code writeReplace} never gets a marshaller
     * ({@code ProgGen.refusal}), so its objects, and the objects they were replaced by before,
     * always take the reflective path, where the replacement table is consulted (a JDK class's
     * replacing writer consults it itself: {@code JdkClassWriters}); strings are
     * never replaced but by {@code replaceObject}; and while {@code replaceObject} may replace
     * anything ({@link #enableReplaceObject}), every object takes that path.
     */
    @Override
    protected void writeContent(Object obj, boolean unshared) throws IOException {
        if (unshared || obj == null || replacementsPossible) {
            super.writeContent(obj, unshared);
            return;
        }
        Marshaller marshaller = obj instanceof String ? null : marshallerOf(obj.getClass());
        if (marshaller == null && !(obj instanceof String)) {
            super.writeContent(obj, false);
            return;
        }
        boolean oldMode = enterContent();
        try {
            if (marshaller == null) {
                writeString((String) obj);
                return;
            }
            int handle = handles().lookup(obj);
            if (handle != -1) {
                writePrevObject(handle);
            } else {
                writeTail(marshaller.write(session(), obj));
            }
        } finally {
            exitContent(oldMode);
        }
    }

    /**
     * A shared string, by a back-reference or as a new string: one look-up that gives the handle
     * if the string is new, unless a subclass overrides {@link #writeNewString}.
     */
    private void writeString(String string) throws IOException {
        if (!standardDescriptorWriters) {
            int handle = handles().lookup(string);
            if (handle != -1) {
                writePrevObject(handle);
            } else {
                writeNewString(string, false);
            }
            return;
        }
        int handle = handles().lookupOrAssign(string);
        if (handle >= 0) {
            writePrevObject(handle);
        } else {
            writeStringAfterHandle(string);
        }
    }

    /**
     * {@code writeObject} called by a class's own {@code writeObject} method (the elements of a
     * {@code HashMap}, say) takes {@link #writeContent}'s short cuts; a top-level call keeps the
     * reflective path's handling of failures.
     */
    @Override
    protected void writeObjectOverride(Object obj) throws IOException {
        if (depth() > 0) {
            writeContent(obj, false);
        } else {
            super.writeObjectOverride(obj);
        }
    }

    @Override
    protected boolean enableReplaceObject(boolean enable) throws SecurityException {
        boolean previous = super.enableReplaceObject(enable);
        if (enable) {
            replacementsPossible = true;
        }
        return previous;
    }

    /** The class's generated or hand-written marshaller, or null: through the stream's one-element cache. */
    private Marshaller marshallerOf(Class<?> type) {
        if (type == lastType) {
            return lastMarshaller;
        }
        MarshallerCache.CachedClass entry = reflectiveEntry;
        if (entry == null || entry.desc().type() != type) {
            MarshallerCache.CachedClass earlier = earlierReflectiveEntry;
            if (earlier != null && earlier.desc().type() == type) {
                entry = earlier;
            } else {
                entry = cache.entry(type);
            }
        }
        Marshaller marshaller = entry.code();
        if (marshaller != null) {
            lastType = type;
            lastMarshaller = marshaller;
        } else if (entry != reflectiveEntry) {
            earlierReflectiveEntry = reflectiveEntry;
            reflectiveEntry = entry;
        }
        return marshaller;
    }

    /** The descriptor from the entry {@link #marshallerOf} just looked up, when it is this class's. */
    @Override
    SerialClass describe(Class<?> type) {
        MarshallerCache.CachedClass entry = reflectiveEntry;
        return entry != null && entry.desc().type() == type ? entry.desc() : SerialClass.of(type);
    }

    /** This stream's session, made on first use. */
    private WriteSession session() {
        WriteSession made = session;
        if (made == null) {
            made = Session.of(this);
            session = made;
        }
        return made;
    }

    // ---------------------------------------------------------------- the session marshallers talk to

    /**
     * This stream's {@link WriteSession}: what generated marshallers and the JDK classes'
     * writers call, so that none of it is public on the stream.
     */
    private final class Session extends WriteSession {
        static WriteSession of(JumboObjectOutputStream stream) {
            return stream.new Session();
        }

        @Override
        public BlockDataOutput writeNewObjectStart(SerialClass desc, Object obj) throws IOException {
            JumboObjectOutputStream.this.writeNewObjectStart(obj, desc, false);
            return output();
        }

        @Override
        public void writeNewEnum(SerialClass desc, Enum<?> constant) throws IOException {
            JumboObjectOutputStream.this.writeNewEnum(constant, desc, false);
        }

        @Override
        public boolean writeKnown(Object value) throws IOException {
            if (value == null) {
                writeNullReference();
                return true;
            }
            if (replacementsPossible) {
                JumboObjectOutputStream.this.writeContent(value, false);
                return true;
            }
            if (value instanceof String string) {
                writeString(string);
                return true;
            }
            int handle = handles().lookup(value);
            if (handle != -1) {
                writePrevObject(handle);
                return true;
            }
            return false;
        }

        @Override
        public Marshaller writeFresh(Object value) throws IOException {
            JumboObjectOutputStream.this.writeContent(value, false);
            Marshaller marshaller = marshallerOf(value.getClass());
            // marshallerOf left the class's entry at hand when it found no marshaller
            return marshaller != null ? marshaller : reflectiveEntry.fieldWriter();
        }

        @Override
        public void writeTail(Object tail) throws IOException {
            JumboObjectOutputStream.this.writeTail(tail);
        }

        @Override
        public void writeContent(Object value, boolean unshared) throws IOException {
            JumboObjectOutputStream.this.writeContent(value, unshared);
        }

        @Override
        public void writeClassData(Object obj, SerialClass desc) throws IOException {
            JumboObjectOutputStream.this.writeClassData(obj, desc);
        }

        @Override
        public void writeClassDataByWriteObject(Object obj, SerialClass slot) throws IOException {
            JumboObjectOutputStream.this.writeClassDataByWriteObject(obj, slot);
        }

        @Override
        public Object replacementOf(Object obj) {
            return JumboObjectOutputStream.this.replacementOf(obj);
        }

        @Override
        public boolean writeBackReference(Object obj) throws IOException {
            int handle = handles().lookup(obj);
            if (handle == -1) {
                return false;
            }
            writePrevObject(handle);
            return true;
        }

        @Override
        public void recordReplacement(Object obj, Object replacement) {
            JumboObjectOutputStream.this.recordReplacement(obj, replacement);
        }

        @Override
        public void writeByReflectivePath(Object obj) throws IOException {
            JumboObjectOutputStream.super.writeContent(obj, false);
        }

        @Override
        public boolean externalDataIsRaw() {
            return protocolVersion() == PROTOCOL_VERSION_1;
        }
    }

    /**
     * Writes what a marshaller returned in tail position, and what the marshallers of those
     * objects return, in a loop: objects in tail position take no stack. A one-element cache
     * (last class, its marshaller) serves a list of one class.
     */
    private void writeTail(Object tail) throws IOException {
        Class<?> lastType = null;
        Marshaller last = null;
        while (tail != null) {
            Object value = tail;
            tail = null;
            if (replacementsPossible) {
                writeContent(value, false);
                continue;
            }
            int handle = handles().lookup(value);
            if (handle != -1) {
                writePrevObject(handle);
                continue;
            }
            Class<?> type = value.getClass();
            if (type != lastType) {
                lastType = type;
                last = cache.entry(type).fieldWriter();
            }
            if (last != null) {
                tail = last.write(session(), value);
            } else {
                writeContent(value, false);
                lastType = null;
            }
        }
    }
}
