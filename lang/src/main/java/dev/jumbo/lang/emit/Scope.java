package dev.jumbo.lang.emit;

/** The locals in scope, innermost first; immutable, so a block restores its outer scope by reference. */
record Scope(Local local, Scope outer) {
    static final Scope EMPTY = new Scope(null, null);

    Scope with(Local added) {
        return new Scope(added, this);
    }

    /**
     * The locals of {@code inner} then {@code outer}, except {@code excluded} names and the locals of {@code inner}
     * not {@code inScope} (pattern variables where their pattern is not matched), as one scope (outermost last).
     */
    static Scope visible(Scope inner, Scope outer, java.util.Set<String> excluded,
            java.util.function.Predicate<Local> inScope) {
        java.util.List<Local> locals = new java.util.ArrayList<>();
        for (Scope chain : new Scope[] {inner, outer}) {
            for (Scope scope = chain; scope != null && scope.local != null; scope = scope.outer) {
                if (!excluded.contains(scope.local.name()) && (chain == outer || inScope.test(scope.local))) {
                    locals.add(scope.local);
                }
            }
        }
        Scope result = EMPTY;
        for (int i = locals.size() - 1; i >= 0; i--) {
            result = result.with(locals.get(i));
        }
        return result;
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
