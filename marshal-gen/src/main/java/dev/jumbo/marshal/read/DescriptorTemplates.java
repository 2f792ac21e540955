package dev.jumbo.marshal.read;

import dev.jumbo.marshal.io.EncodedDescriptorBody;
import java.io.InvalidClassException;
import java.io.ObjectStreamConstants;
import java.util.Arrays;

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
 * <p>The templates of all streams are kept in one table of fixed size, in sets of
 * {@value #WAYS} chosen by the class name's bytes: a stream naming ever new classes replaces
 * entries but never grows it. A set holds several templates because a table of one per slot let
 * two classes of one message that share a slot (the media message's {@code ArrayList} and
 * {@code Image$Size} do) replace each other in every stream, so that neither was ever matched.
 */
public final class DescriptorTemplates {
    private static final int SETS = 256;
    /** Templates per set: the most recently remembered first, and a set fills from its first way. */
    private static final int WAYS = 4;
    private static final int HASHED_BYTES = 16;
    /** Entries are immutable but for their last binding, so a racing reader sees a whole template or none. */
    private static final Template[] TABLE = new Template[SETS * WAYS];

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
        int first = firstWay(bytes, offset + 2, nameEnd);
        for (int way = first; way < first + WAYS; way++) {
            Template template = TABLE[way];
            if (template == null) {
                return null;
            }
            if (template.matches(bytes, offset, limit, handles)) {
                return template;
            }
        }
        return null;
    }

    /**
     * Keeps what a full read of a body found, for the bodies of later streams (a body it cannot
     * encode is not kept): in place of the set's template of the same class, if it has one, else
     * first in the set, the set's oldest template dropped.
     */
    public static void remember(StreamDescriptor.Body body) {
        Template template = Template.of(body);
        if (template == null) {
            return;
        }
        byte[] name = template.bytes.chunk(0);
        int first = firstWay(name, 2, 2 + (((name[0] & 0xFF) << 8) | (name[1] & 0xFF)));
        int way = first;
        while (way < first + WAYS - 1 && TABLE[way] != null && !TABLE[way].body.name().equals(body.name())) {
            way++;
        }
        for (; way > first; way--) {
            TABLE[way] = TABLE[way - 1];
        }
        TABLE[first] = template;
    }

    /**
     * The first way of the set of a class name's bytes. Only the name's length and its last bytes
     * are hashed: names share long package prefixes and differ at their end, and a set is only a
     * guess that the full comparison confirms.
     */
    private static int firstWay(byte[] bytes, int from, int to) {
        int hash = to - from;
        for (int i = Math.max(from, to - HASHED_BYTES); i < to; i++) {
            hash = 31 * hash + bytes[i];
        }
        hash ^= hash >>> 16;
        return (hash & (SETS - 1)) * WAYS;
    }

    /** A body's bytes cut at its type strings, the body itself, and its last binding to a local class. */
    public static final class Template {
        /** The body's bytes, cut at its type strings, with each type string's encoding as a new string. */
        private final EncodedDescriptorBody bytes;
        private final StreamDescriptor.Body body;
        /** The last canonical binding of {@link #body}; replaced whole, never changed. */
        private volatile Binding last;

        private Template(EncodedDescriptorBody bytes, StreamDescriptor.Body body) {
            this.bytes = bytes;
            this.body = body;
        }

        /** The body as {@code readClassDescriptor} would have parsed it from the same bytes. */
        public StreamDescriptor.Body body() {
            return body;
        }

        /** How many type strings the body has: the caller reads each, in order, as the full path reads it. */
        public int typeStringCount() {
            return bytes.typeStringCount();
        }

        /** Type string {@code index}. */
        public String typeString(int index) {
            return bytes.typeString(index);
        }

        /** The length of type string {@code index} encoded as a new string ({@code TC_STRING} and its UTF). */
        public int newTypeStringLength(int index) {
            return bytes.newTypeString(index).length;
        }

        /** The length of the bytes before type string {@code index} (or after the last, at {@code typeStringCount()}). */
        public int segmentLength(int index) {
            return bytes.chunk(index).length;
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

        boolean matches(byte[] stream, int offset, int limit, ReadHandleTable handles) {
            int at = offset;
            // The new type strings of this body take the next handles as they are read, and a
            // later type string of the same body may refer to one of them: which string each has.
            int firstNew = handles.size();
            String[] newStrings = null;
            int newCount = 0;
            int count = bytes.typeStringCount();
            for (int index = 0; ; index++) {
                byte[] segment = bytes.chunk(index);
                if (limit - at < segment.length
                        || Arrays.mismatch(stream, at, at + segment.length, segment, 0, segment.length) != -1) {
                    return false;
                }
                at += segment.length;
                if (index == count) {
                    return true;
                }
                if (at >= limit) {
                    return false;
                }
                if (stream[at] == ObjectStreamConstants.TC_STRING) {
                    byte[] encoded = bytes.newTypeString(index);
                    if (limit - at < encoded.length
                            || Arrays.mismatch(stream, at, at + encoded.length, encoded, 0, encoded.length) != -1) {
                        return false;
                    }
                    at += encoded.length;
                    if (newStrings == null) {
                        newStrings = new String[count];
                    }
                    newStrings[newCount++] = bytes.typeString(index);
                } else if (stream[at] == ObjectStreamConstants.TC_REFERENCE && limit - at >= 5) {
                    int handle = (((stream[at + 1] & 0xFF) << 24) | ((stream[at + 2] & 0xFF) << 16)
                            | ((stream[at + 3] & 0xFF) << 8) | (stream[at + 4] & 0xFF)) - ObjectStreamConstants.baseWireHandle;
                    Object referenced = handle < 0 ? null
                            : handle < firstNew ? handles.lookupObject(handle)
                            : handle - firstNew < newCount ? newStrings[handle - firstNew] : null;
                    if (!bytes.typeString(index).equals(referenced)) {
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
            EncodedDescriptorBody.Encoder encoder = EncodedDescriptorBody.encoder(body.name(), body.serialVersionUID(),
                    body.flags(), body.fields().size());
            for (StreamDescriptor.FieldSpec field : body.fields()) {
                if (field.signature() == null) {
                    return null;
                }
                char code = field.signature().charAt(0);
                encoder.field(code, field.name(), code == 'L' || code == '[' ? field.signature() : null);
            }
            EncodedDescriptorBody bytes = encoder.finish();
            return bytes == null ? null : new Template(bytes, body);
        }
    }

    private record Binding(Class<?> localClass, StreamDescriptor superDescriptor, StreamDescriptor bound) {
    }
}
