package dev.jumbo.lang.support;

import java.util.ArrayList;
import java.util.List;

/**
 * What a statement of {@link RandomFragments} may see: {@code names} are locals that may be assigned;
 * {@code finals} are locals never assigned after their declaration (what a lambda may capture); the
 * type a return needs (null: none). A lambda body sees its own parameters and {@code finals} only.
 */
final class FragmentScope {
    List<String> names = new ArrayList<>();
    List<Class<?>> types = new ArrayList<>();
    List<String> finals = new ArrayList<>();
    List<Class<?>> finalTypes = new ArrayList<>();
    Class<?> returnType;
    boolean inLambda;
    /** In the block arms of a switch expression, which may have no target type: a lambda there is refused. */
    boolean inBlockArms;

    FragmentScope copy() {
        FragmentScope copy = new FragmentScope();
        copy.names = new ArrayList<>(names);
        copy.types = new ArrayList<>(types);
        copy.finals = new ArrayList<>(finals);
        copy.finalTypes = new ArrayList<>(finalTypes);
        copy.returnType = returnType;
        copy.inLambda = inLambda;
        copy.inBlockArms = inBlockArms;
        return copy;
    }
}
