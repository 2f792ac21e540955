package dev.jumbo.marshal;

/**
 * When a class that reached the threshold gets its generated code, as a JIT's tiers do.
 *
 * <ul>
 *   <li>{@link #BACKGROUND} (the default): the code is generated on a small daemon pool
 *       ({@link BackgroundGeneration}) while the stream goes on with the reflective path; the
 *       stream uses the generated code from the first instance after it is ready. Generation
 *       never makes a stream wait, with one exception: a stream that is already nested
 *       {@link #DEEP_NESTING} objects deep in the reflective path waits for the class it is
 *       about to recurse into, because the generated code writes the rest of a linked
 *       structure without stack and the reflective path would overflow it.</li>
 *   <li>{@link #SYNCHRONOUS}: the stream generates the code itself, at the instance that
 *       reaches the threshold, and uses it for that instance. For tests, and for the paper's
 *       tables, which count generation where it happens.</li>
 * </ul>
 */
public enum GenerationMode {
    BACKGROUND,
    SYNCHRONOUS;

    /**
     * The reflective path's nesting from which a stream waits for a pending generation: far
     * below the default stack's limit (the JDK's own writer overflows at about 3,000 nested
     * objects), far above what ordinary graphs nest.
     */
    public static final int DEEP_NESTING = 256;
}
