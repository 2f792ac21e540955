package dev.jumbo.marshal.session;

import dev.jumbo.marshal.read.StreamDescriptor;
import dev.jumbo.stdlib.CacheEntry;

/**
 * The inline cache of one object field of a generated {@link Unmarshaller}: the last class
 * descriptor read for the field and that pair's unmarshaller, so that a field whose class repeats
 * skips the cache look-up ({@link ReadSession#readObjectField(int, boolean, FieldCache)}).
 *
 * <p>It holds one immutable {@link CacheEntry} (as stdlib's {@code InlineCache} does), so that an
 * unmarshaller shared by threads needs no lock: a racing refill only costs a miss. The key is the
 * descriptor the stream reads, which only the stream can read, so the cache is an object the
 * generated code passes to the stream rather than a field the generated code tests itself.
 */
public final class FieldCache {
    CacheEntry entry = CacheEntry.EMPTY;

    /** The cached unmarshaller of {@code desc}, or null on a miss. */
    public Unmarshaller lookup(StreamDescriptor desc) {
        CacheEntry cached = entry;
        return cached.key == desc ? (Unmarshaller) cached.target : null;
    }

    public void refill(StreamDescriptor desc, Unmarshaller unmarshaller) {
        entry = new CacheEntry(desc, unmarshaller);
    }
}
