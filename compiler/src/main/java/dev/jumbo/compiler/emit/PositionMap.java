package dev.jumbo.compiler.emit;

import java.util.Optional;

/**
 * Maps character offsets in the Java given to javac back to offsets in the file the user
 * wrote. Plain {@code .java} sources use {@link #IDENTITY}.
 */
public interface PositionMap {
    /** The map of a file given to javac as written. */
    PositionMap IDENTITY = new PositionMap() {
        @Override
        public long originalOffset(long generatedOffset) {
            return generatedOffset;
        }

        @Override
        public Optional<HoleSite> holeSpanning(long generatedStart, long generatedEnd) {
            return Optional.empty();
        }
    };

    /**
     * The offset in the user's file that a generated offset stands for: host text maps to
     * itself (shifted), the construction code of a quote maps to the quote or hole it
     * builds.
     */
    long originalOffset(long generatedOffset);

    /**
     * The hole whose host expression, or whose whole construction call, spans exactly
     * the given generated range; a javac type error on that range is the hole's type error.
     */
    Optional<HoleSite> holeSpanning(long generatedStart, long generatedEnd);

    /**
     * A hole of a quote, as javac sees its translation {@code factory(expression)}.
     *
     * @param category        the hole's category as written, e.g. {@code Int}
     * @param expected        the host types the category accepts, as a phrase for messages
     *                        (e.g. {@code int}, {@code Code}, {@code List<Code> or Code[]})
     * @param originalOffset  the offset of the backquote in the user's file
     * @param expressionStart the generated offset where the host expression starts
     * @param expressionEnd   the generated offset just past the host expression
     * @param callStart       the generated offset where the factory call starts
     * @param callEnd         the generated offset just past the factory call
     */
    record HoleSite(String category, String expected, long originalOffset,
                    long expressionStart, long expressionEnd, long callStart, long callEnd) {
    }
}
