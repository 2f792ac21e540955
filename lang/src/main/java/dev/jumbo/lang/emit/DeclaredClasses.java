package dev.jumbo.lang.emit;

import dev.jumbo.lang.type.UnitClass;
import java.util.ArrayList;
import java.util.List;

/**
 * The local and anonymous classes a typing walk declared ({@link MethodContext#typeOnly}), in the order of their
 * declarations. The code is then emitted from the same state, so it reaches the same declarations in the same
 * order: each takes its class from a {@link Replay} instead of declaring a second one, which would be a second
 * class file under another name, never instantiated.
 */
final class DeclaredClasses {
    private final List<UnitClass> classes = new ArrayList<>(2);

    void add(UnitClass declared) {
        classes.add(declared);
    }

    boolean isEmpty() {
        return classes.isEmpty();
    }

    Replay replay() {
        return new Replay(classes);
    }

    /** The classes again, one per declaration reached. */
    static final class Replay {
        private final List<UnitClass> classes;
        private int next;

        private Replay(List<UnitClass> classes) {
            this.classes = classes;
        }

        UnitClass next() {
            if (next == classes.size()) {
                throw new IllegalStateException("the emission declares more classes than its typing walk did");
            }
            return classes.get(next++);
        }
    }
}
