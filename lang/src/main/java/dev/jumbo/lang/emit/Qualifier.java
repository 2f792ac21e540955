package dev.jumbo.lang.emit;

import dev.jumbo.lang.type.JType;

/** What the left of a dot names: a value, a type, or (a prefix of) a package. */
record Qualifier(Bound value, JType type, String packagePrefix) {
    static Qualifier of(Bound value) {
        return new Qualifier(value, null, null);
    }

    static Qualifier ofType(JType type) {
        return new Qualifier(null, type, null);
    }

    static Qualifier ofPackage(String prefix) {
        return new Qualifier(null, null, prefix);
    }
}
