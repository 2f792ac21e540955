package dev.jumbo.lang.emit;

import dev.jumbo.lang.tree.New;

/** Anonymous class creation. */
final class AnonymousClasses {
    private AnonymousClasses() {
    }

    static Bound creation(MethodEmitter m, New creation) {
        throw m.error(creation.position(), "unsupported construct: anonymous class (not implemented yet)");
    }
}
