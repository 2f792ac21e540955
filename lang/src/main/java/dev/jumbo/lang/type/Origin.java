package dev.jumbo.lang.type;

import dev.jumbo.lang.Code;
import dev.jumbo.lang.CodeException;
import dev.jumbo.lang.Source;
import dev.jumbo.lang.tree.Fragment;

/**
 * The quote that the nodes being checked come from, and the chain of holes that spliced it
 * into the fragment being defined. Errors name the node's position in its quote, then each hole.
 */
public final class Origin {
    private final Source source;
    private final Source holeSource;
    private final int holePosition;
    private final Origin parent;

    private Origin(Source source, Source holeSource, int holePosition, Origin parent) {
        this.source = source;
        this.holeSource = holeSource;
        this.holePosition = holePosition;
        this.parent = parent;
    }

    public static Origin of(Code code) {
        return new Origin(code.source(), null, 0, null);
    }

    /** The origin of a fragment spliced by a hole at {@code holePosition} of this origin's quote. */
    public Origin enter(Fragment fragment, int holePosition) {
        // every fragment is a Code (see Fragment), which knows its quote
        return new Origin(((Code) fragment).source(), source, holePosition, this);
    }

    public Source source() {
        return source;
    }

    public String at(int position) {
        return source.at(position);
    }

    /** Where the innermost hole that spliced this origin's quote is, or null for the fragment being defined. */
    public String splicedAt() {
        for (Origin origin = this; origin.parent != null; origin = origin.parent) {
            if (origin.holePosition != 0) {
                return origin.holeSource.at(origin.holePosition);
            }
        }
        return null;
    }

    public CodeException error(int position, String message) {
        StringBuilder text = new StringBuilder(source.at(position)).append(": error: ").append(message);
        String previous = null;
        for (Origin origin = this; origin.parent != null; origin = origin.parent) {
            if (origin.holePosition != 0) {
                // a hole that splices a quote holding only a hole at the same place is named once
                String hole = origin.holeSource.at(origin.holePosition);
                if (!hole.equals(previous)) {
                    text.append(" (in the fragment spliced by the hole at ").append(hole).append(')');
                }
                previous = hole;
            }
        }
        return CodeException.at(source, position, text.toString(), null);
    }
}
