package dev.jumbo.marshal.read;

import dev.jumbo.marshal.model.SerialClass;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.ObjectStreamClass;
import java.io.ObjectStreamConstants;
import java.io.ObjectStreamField;
import java.io.UncheckedIOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Makes the {@code ObjectStreamClass}es the JDK's reader would hand out, for the places where
 * one must be given: the subclass hooks ({@code resolveClass}'s argument, the result of
 * {@code readClassDescriptor}), a class descriptor read as an object, and
 * {@code GetField.getObjectStreamClass()}. {@code ObjectStreamClass} has no public constructor;
 * the sanctioned way to get one is to let the JDK's own reader parse descriptor bytes.
 *
 * <p>One JDK {@code ObjectInputStream} (in normal mode) serves the whole JVM, fed with bytes as
 * needed, so the filter factory is called only when it is made (twice: its construction and an
 * allow-all stream filter), never per descriptor:
 * <ul>
 *   <li>{@link #parse}: a descriptor body as the stream gives it (unbound, as the JDK passes it
 *       to {@code resolveClass}): the body is fed inside one block-data block (after a
 *       {@code TC_RESET}, which clears that stream's handles), and its protected
 *       {@code readClassDescriptor()} reads every part of it, type strings included, from the
 *       block;</li>
 *   <li>{@link #describe}: a descriptor bound to its local classes, super descriptors included
 *       (what the JDK's reader returns for a descriptor read as an object): the chain is fed as
 *       objects and read with {@code readObject()}, {@code resolveClass} answering the classes
 *       our stream resolved.</li>
 * </ul>
 * Both are cached by content (bounded) and built only when asked for.
 */
public final class DescriptorParser extends ObjectInputStream {
    private static final int CACHE_LIMIT = 256;
    private static final Map<StreamDescriptor.Body, ObjectStreamClass> CACHE = new ConcurrentHashMap<>();
    /** What each ObjectStreamClass made by {@link #parse} was made of (ObjectStreamClass compares by identity). */
    private static final Map<ObjectStreamClass, StreamDescriptor.Body> BODIES = new ConcurrentHashMap<>();
    private static DescriptorParser shared;

    private final Feeder feeder;
    /** While describing: the classes the descriptors resolved to, by name (or why they did not). */
    private final Map<String, StreamDescriptor> resolutions = new HashMap<>();
    private StreamDescriptor proxy;

    private DescriptorParser(Feeder feeder) throws IOException {
        super(feeder);
        this.feeder = feeder;
        setObjectInputFilter(info -> ObjectInputFilter.Status.ALLOWED);
    }

    /** The bytes the JDK's reader is fed next, then end of stream. */
    private static final class Feeder extends InputStream {
        private final ArrayDeque<byte[]> chunks = new ArrayDeque<>();
        private byte[] current = new byte[0];
        private int position;

        void feed(byte[] bytes) {
            chunks.add(bytes);
        }

        @Override
        public int read() {
            if (!advance()) {
                return -1;
            }
            return current[position++] & 0xFF;
        }

        @Override
        public int read(byte[] bytes, int offset, int length) {
            if (length == 0) {
                return 0;
            }
            if (!advance()) {
                return -1;
            }
            int count = Math.min(length, current.length - position);
            System.arraycopy(current, position, bytes, offset, count);
            position += count;
            return count;
        }

        @Override
        public int available() {
            return current.length - position;
        }

        private boolean advance() {
            while (position == current.length) {
                if (chunks.isEmpty()) {
                    return false;
                }
                current = chunks.poll();
                position = 0;
            }
            return true;
        }
    }

    private static DescriptorParser shared() throws IOException {
        if (shared == null) {
            Feeder feeder = new Feeder();
            ByteArrayOutputStream header = new ByteArrayOutputStream();
            DataOutputStream data = new DataOutputStream(header);
            data.writeShort(ObjectStreamConstants.STREAM_MAGIC);
            data.writeShort(ObjectStreamConstants.STREAM_VERSION);
            data.flush();
            feeder.feed(header.toByteArray());
            shared = new DescriptorParser(feeder);
        }
        return shared;
    }

    /** The ObjectStreamClass the JDK's reader makes of this descriptor body (what resolveClass is given). */
    public static ObjectStreamClass parse(StreamDescriptor.Body body) {
        ObjectStreamClass known = CACHE.get(body);
        if (known != null) {
            return known;
        }
        synchronized (DescriptorParser.class) {
            try {
                ByteArrayOutputStream content = new ByteArrayOutputStream();
                DataOutputStream data = new DataOutputStream(content);
                writeBody(data, body);
                data.flush();
                ByteArrayOutputStream framed = new ByteArrayOutputStream();
                DataOutputStream frame = new DataOutputStream(framed);
                frame.writeByte(ObjectStreamConstants.TC_RESET);
                frame.writeByte(ObjectStreamConstants.TC_BLOCKDATALONG);
                frame.writeInt(content.size());
                content.writeTo(frame);
                frame.flush();
                DescriptorParser parser = shared();
                parser.feeder.feed(framed.toByteArray());
                ObjectStreamClass parsed = parser.readClassDescriptor();
                remember(body, parsed);
                return parsed;
            } catch (IOException | ClassNotFoundException | RuntimeException e) {
                shared = null;
                throw new IllegalStateException("the JDK's reader refuses descriptor " + body.name(), e);
            }
        }
    }

    private static void remember(StreamDescriptor.Body body, ObjectStreamClass parsed) {
        if (CACHE.size() >= CACHE_LIMIT) {
            CACHE.clear();
            BODIES.clear();
        }
        CACHE.put(body, parsed);
        BODIES.put(parsed, body);
    }

    /**
     * The ObjectStreamClass the JDK's reader returns for this descriptor read as an object: the
     * stream's descriptor bound to the same local classes, super descriptors included.
     */
    static ObjectStreamClass describe(StreamDescriptor desc) {
        synchronized (DescriptorParser.class) {
            try {
                ByteArrayOutputStream stream = new ByteArrayOutputStream();
                DataOutputStream data = new DataOutputStream(stream);
                data.writeByte(ObjectStreamConstants.TC_RESET);
                for (StreamDescriptor each = desc; each != null; each = each.superDescriptor()) {
                    if (each.isProxy()) {
                        data.writeByte(ObjectStreamConstants.TC_PROXYCLASSDESC);
                        data.writeInt(each.body().proxyInterfaces().size());
                        for (String name : each.body().proxyInterfaces()) {
                            data.writeUTF(name);
                        }
                    } else {
                        data.writeByte(ObjectStreamConstants.TC_CLASSDESC);
                        writeBody(data, each.body());
                    }
                    data.writeByte(ObjectStreamConstants.TC_ENDBLOCKDATA);
                }
                data.writeByte(ObjectStreamConstants.TC_NULL);
                data.flush();
                DescriptorParser parser = shared();
                parser.resolutions.clear();
                parser.proxy = null;
                for (StreamDescriptor each = desc; each != null; each = each.superDescriptor()) {
                    if (each.isProxy()) {
                        parser.proxy = each;
                    } else {
                        parser.resolutions.putIfAbsent(each.body().name(), each);
                    }
                }
                parser.feeder.feed(stream.toByteArray());
                return (ObjectStreamClass) parser.readObject();
            } catch (IOException | ClassNotFoundException | RuntimeException e) {
                shared = null;
                throw new IllegalStateException("the JDK's reader refuses descriptor " + desc, e);
            }
        }
    }

    @Override
    protected Class<?> resolveClass(ObjectStreamClass described) throws ClassNotFoundException {
        StreamDescriptor desc = resolutions.get(described.getName());
        if (desc == null) {
            throw new ClassNotFoundException(described.getName());
        }
        if (desc.localClass() == null) {
            throw desc.resolveException() != null ? desc.resolveException() : new ClassNotFoundException(described.getName());
        }
        return desc.localClass();
    }

    @Override
    protected Class<?> resolveProxyClass(String[] interfaces) throws ClassNotFoundException {
        if (proxy == null || proxy.localClass() == null) {
            throw proxy != null && proxy.resolveException() != null ? proxy.resolveException()
                    : new ClassNotFoundException(String.join(",", interfaces));
        }
        return proxy.localClass();
    }

    /**
     * The descriptor body an ObjectStreamClass stands for, when a {@code readClassDescriptor}
     * override returns one: one made by {@link #parse} is looked up; any other (say
     * {@code ObjectStreamClass.lookup} of a local class) gives its name, serialVersionUID and
     * fields, with the flags its local class has (SC_SERIALIZABLE without one).
     */
    public static StreamDescriptor.Body bodyOf(ObjectStreamClass described) {
        StreamDescriptor.Body known = BODIES.get(described);
        if (known != null) {
            return known;
        }
        List<StreamDescriptor.FieldSpec> fields = new ArrayList<>();
        for (ObjectStreamField field : described.getFields()) {
            String signature = field.isPrimitive() ? String.valueOf(field.getTypeCode()) : field.getTypeString();
            fields.add(new StreamDescriptor.FieldSpec(field.getTypeCode(), field.getName(), signature));
        }
        Class<?> type = described.forClass();
        byte flags = type == null ? (byte) ObjectStreamConstants.SC_SERIALIZABLE
                : SerialClass.of(type).flags(ObjectStreamConstants.PROTOCOL_VERSION_2);
        return new StreamDescriptor.Body(described.getName(), described.getSerialVersionUID(), flags, fields, null);
    }

    /** className serialVersionUID classDescFlags fields, each type string a new string. */
    private static void writeBody(DataOutputStream data, StreamDescriptor.Body body) throws IOException {
        data.writeUTF(body.name());
        data.writeLong(body.serialVersionUID());
        data.writeByte(body.flags());
        data.writeShort(body.fields().size());
        for (StreamDescriptor.FieldSpec field : body.fields()) {
            data.writeByte(field.typeCode());
            data.writeUTF(field.name());
            if (field.typeCode() == 'L' || field.typeCode() == '[') {
                data.writeByte(ObjectStreamConstants.TC_STRING);
                data.writeUTF(field.signature());
            }
        }
    }
}
