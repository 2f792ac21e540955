package dev.jumbo.lang.emit;

import java.util.BitSet;

/**
 * Definite assignment (JLS 16), tracked along the one pass: the set of locals definitely
 * assigned at the point being checked, by local id. A state of null is the vacuous state of
 * unreachable code (everything assigned), so joins ignore paths that cannot be taken.
 * Conservative where the JLS tracks "assigned when true/false": assignments in the right of
 * {@code &&}/{@code ||} and in the branches of {@code ?:} do not count after the expression.
 * A pattern variable is assigned in its {@code instanceof}'s state when true only, so the same states give its
 * scope (JLS 6.3.1): {@link MethodContext#lookup} sees it only where it is assigned.
 */
final class Definite {
    private Definite() {
    }

    /** Records that {@code local} is assigned from here on. */
    static void assign(MethodContext m, Local local) {
        m.assigned.set(local.id());
    }

    static boolean isAssigned(MethodContext m, Local local) {
        return m.assigned.get(local.id());
    }

    /** A read of {@code local}: an error unless it is definitely assigned here. */
    static void checkAssigned(MethodContext m, Local local, int position) {
        if (m.reachable && !m.assigned.get(local.id())) {
            throw m.error(position, "variable " + local.name() + " might not have been initialized");
        }
    }

    /** The current state, or null (vacuous) when the code here is unreachable. */
    static BitSet snapshot(MethodContext m) {
        return m.reachable ? (BitSet) m.assigned.clone() : null;
    }

    /** Both paths' state: the locals assigned on each; null when neither path is possible. */
    static BitSet join(BitSet a, BitSet b) {
        if (a == null) {
            return b == null ? null : (BitSet) b.clone();
        }
        if (b == null) {
            return (BitSet) a.clone();
        }
        BitSet result = (BitSet) a.clone();
        result.and(b);
        return result;
    }

    /** Continues from {@code state} (a vacuous state leaves what is known). */
    static void restore(MethodContext m, BitSet state) {
        if (state != null) {
            m.assigned = (BitSet) state.clone();
        }
    }
}
