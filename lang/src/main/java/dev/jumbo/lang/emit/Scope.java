package dev.jumbo.lang.emit;

/** The locals in scope, innermost first; immutable, so a block restores its outer scope by reference. */
record Scope(Local local, Scope outer) {
    static final Scope EMPTY = new Scope(null, null);

    Scope with(Local added) {
        return new Scope(added, this);
    }

    Local lookup(String name) {
        for (Scope scope = this; scope != null && scope.local != null; scope = scope.outer) {
            if (scope.local.name().equals(name)) {
                return scope.local;
            }
        }
        return null;
    }
}
