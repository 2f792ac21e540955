package dev.jumbo.marshal.read;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InvalidClassException;
import java.io.ObjectStreamConstants;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Descriptor bodies recognized by their bytes: the pre-serialized objects of "Jaguar: Enabling
 * Efficient Communication and I/O in Java" applied to the part of a stream that never changes. A class's descriptor body
 * ({@code className serialVersionUID classDescFlags fields}) is the same bytes in every stream
 * that describes the same class, but for the field type strings, each a new string or a
 * back-reference whose handle depends on the stream. So a body read in full once becomes a
 * {@link Template}: its bytes cut at the type strings. A later body is compared with it, raw
 * bytes against raw bytes ({@code Arrays.mismatch}), each type string either as a new string
 * of the same bytes or a back-reference to an equal string; on a match the reader takes the
 * template's parsed {@link StreamDescriptor.Body} and its last binding to the local class,
 * without decoding a name or matching a field again. Any difference falls back to the full
 * path, so what is accepted, and every exception, stays the full path's.
 *
 * <p>The templates of all streams are kept in one direct-mapped table of fixed size, indexed by
 * the class name's bytes: a stream naming ever new classes replaces entries but never grows it.
 */
public final class DescriptorTemplates {
    private static final int SLOTS = 1024;
    /** Entries are immutable but for their last binding, so a racing reader sees a whole template or none. */
    private static final Template[] TABLE = new Template[SLOTS];

    private DescriptorTemplates() {
    }

    /**
     * The template whose bytes the body at {@code offset} of {@code bytes} matches (the body
     * entirely within {@code bytes[offset, limit)}), with each type string found as the template
     * expects it; or null. Reads nothing: the caller consumes the body after a match.
     *
     * @param handles the stream's handle table, where a back-referenced type string must be an equal string
     */
    public static Template match(byte[] bytes, int offset, int limit, ReadHandleTable handles) {
        if (limit - offset < 2) {
            return null;
        }
        int nameEnd = offset + 2 + (((bytes[offset] & 0xFF) << 8) | (bytes[offset + 1] & 0xFF));
        if (nameEnd > limit) {
            return null;
        }
        Template template = TABLE[slot(bytes, offset + 2, nameEnd)];
        return template != null && template.matches(bytes, offset, limit, handles) ? template : null;
    }

    /** Keeps what a full read of a body found, for the bodies of later streams (a body it cannot encode is not kept). */
    public static void remember(StreamDescriptor.Body body) {
        Template template = Template.of(body);
        if (template != null) {
            byte[] first = template.segments[0];
            TABLE[slot(first, 2, 2 + (((first[0] & 0xFF) << 8) | (first[1] & 0xFF)))] = template;
        }
    }

    private static int slot(byte[] bytes, int from, int to) {
        int hash = 1;
        for (int i = from; i < to; i++) {
            hash = 31 * hash + bytes[i];
        }
        hash ^= hash >>> 16;
        return hash & (SLOTS - 1);
    }

    /** A body's bytes cut at its type strings, the body itself, and its last binding to a local class. */
    public static final class Template {
        /** The bytes before the first type string, between two, and after the last. */
        final byte[][] segments;
        /** Each type string, and its encoding as a new string (TC_STRING, length, modified UTF-8). */
        private final String[] typeStrings;
        private final byte[][] newTypeStrings;
        private final StreamDescriptor.Body body;
        /** The last canonical binding of {@link #body}; replaced whole, never changed. */
        private volatile Binding last;

        private Template(byte[][] segments, String[] typeStrings, byte[][] newTypeStrings, StreamDescriptor.Body body) {
            this.segments = segments;
            this.typeStrings = typeStrings;
            this.newTypeStrings = newTypeStrings;
            this.body = body;
        }

        /** The body as {@code readClassDescriptor} would have parsed it from the same bytes. */
        public StreamDescriptor.Body body() {
            return body;
        }

        /** How many type strings the body has: the caller reads each, in order, as the full path reads it. */
        public int typeStringCount() {
            return typeStrings.length;
        }

        /** The length of the bytes before type string {@code index} (or after the last, at {@code typeStringCount()}). */
        public int segmentLength(int index) {
            return segments[index].length;
        }

        /**
         * {@link StreamDescriptor#bind} of this template's body, answered from the last binding
         * when the local class and super descriptor are the same (a canonical descriptor is the
         * same instance for the same body, class and super descriptor, in every stream).
         */
        public StreamDescriptor bind(Class<?> localClass, ClassNotFoundException resolveException,
                                     StreamDescriptor superDescriptor) throws InvalidClassException {
            Binding binding = last;
            if (binding != null && resolveException == null && binding.localClass == localClass
                    && binding.superDescriptor == superDescriptor) {
                return binding.bound;
            }
            StreamDescriptor bound = StreamDescriptor.bind(body, localClass, resolveException, superDescriptor);
            if (bound.isCanonical()) {
                last = new Binding(localClass, superDescriptor, bound);
            }
            return bound;
        }

        boolean matches(byte[] bytes, int offset, int limit, ReadHandleTable handles) {
            int at = offset;
            // The new type strings of this body take the next handles as they are read, and a
            // later type string of the same body may refer to one of them: which string each has.
            int firstNew = handles.size();
            String[] newStrings = null;
            int newCount = 0;
            for (int index = 0; ; index++) {
                byte[] segment = segments[index];
                if (limit - at < segment.length
                        || Arrays.mismatch(bytes, at, at + segment.length, segment, 0, segment.length) != -1) {
                    return false;
                }
                at += segment.length;
                if (index == typeStrings.length) {
                    return true;
                }
                if (at >= limit) {
                    return false;
                }
                if (bytes[at] == ObjectStreamConstants.TC_STRING) {
                    byte[] encoded = newTypeStrings[index];
                    if (limit - at < encoded.length
                            || Arrays.mismatch(bytes, at, at + encoded.length, encoded, 0, encoded.length) != -1) {
                        return false;
                    }
                    at += encoded.length;
                    if (newStrings == null) {
                        newStrings = new String[typeStrings.length];
                    }
                    newStrings[newCount++] = typeStrings[index];
                } else if (bytes[at] == ObjectStreamConstants.TC_REFERENCE && limit - at >= 5) {
                    int handle = (((bytes[at + 1] & 0xFF) << 24) | ((bytes[at + 2] & 0xFF) << 16)
                            | ((bytes[at + 3] & 0xFF) << 8) | (bytes[at + 4] & 0xFF)) - ObjectStreamConstants.baseWireHandle;
                    Object referenced = handle < 0 ? null
                            : handle < firstNew ? handles.lookupObject(handle)
                            : handle - firstNew < newCount ? newStrings[handle - firstNew] : null;
                    if (!typeStrings[index].equals(referenced)) {
                        return false;
                    }
                    at += 5;
                } else {
                    return false;
                }
            }
        }

        /** The template of a body, or null for a proxy's, a body with a null type string or a name too long for writeUTF. */
        static Template of(StreamDescriptor.Body body) {
            if (body.isProxy()) {
                return null;
            }
            try {
                List<byte[]> segments = new ArrayList<>();
                List<String> typeStrings = new ArrayList<>();
                List<byte[]> newTypeStrings = new ArrayList<>();
                ByteArrayOutputStream bytes = new ByteArrayOutputStream();
                DataOutputStream out = new DataOutputStream(bytes);
                out.writeUTF(body.name());
                out.writeLong(body.serialVersionUID());
                out.writeByte(body.flags());
                out.writeShort(body.fields().size());
                for (StreamDescriptor.FieldSpec field : body.fields()) {
                    char code = field.signature().charAt(0);
                    out.writeByte(code);
                    out.writeUTF(field.name());
                    if (code == 'L' || code == '[') {
                        out.flush();
                        segments.add(bytes.toByteArray());
                        bytes.reset();
                        typeStrings.add(field.signature());
                        ByteArrayOutputStream encoded = new ByteArrayOutputStream();
                        DataOutputStream typeString = new DataOutputStream(encoded);
                        typeString.writeByte(ObjectStreamConstants.TC_STRING);
                        typeString.writeUTF(field.signature());
                        typeString.flush();
                        newTypeStrings.add(encoded.toByteArray());
                    }
                }
                out.flush();
                segments.add(bytes.toByteArray());
                return new Template(segments.toArray(new byte[0][]), typeStrings.toArray(new String[0]),
                        newTypeStrings.toArray(new byte[0][]), body);
            } catch (java.io.UTFDataFormatException | NullPointerException e) {
                return null;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    private record Binding(Class<?> localClass, StreamDescriptor superDescriptor, StreamDescriptor bound) {
    }
}
