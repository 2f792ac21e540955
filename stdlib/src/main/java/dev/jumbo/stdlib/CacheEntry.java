package dev.jumbo.stdlib;

/**
 * One entry of a one-element inline cache made by {@link InlineCache}: a key and the target
 * cached for it. Immutable, so that a cache shared by threads is replaced as a whole and a
 * reader never pairs one entry's key with another entry's target.
 */
public final class CacheEntry {
    /** The entry of an empty cache: its key is no object's class and no other key. */
    public static final CacheEntry EMPTY = new CacheEntry(new Object(), null);

    public final Object key;
    public final Object target;

    public CacheEntry(Object key, Object target) {
        this.key = key;
        this.target = target;
    }
}
