package dev.jumbo.lang.type;

import java.lang.reflect.Executable;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.List;

/**
 * The exception types a method or constructor declares in its {@code throws} clause (JLS 8.4.6), erased,
 * for the checked-exception analysis (JLS 11.2). A clause naming a type variable
 * ({@code <X extends Throwable> T orElseThrow(Supplier<? extends X>) throws X}) says that the call throws
 * whatever the variable is inferred to be; lang does not infer a library generic method's variables, so
 * such a call is taken to throw anything, which no analysis may then complain about
 * ({@link #throwsVariable()}).
 *
 * @param classes        the declared classes, type variables left out
 * @param throwsVariable whether the clause names a type variable
 */
public record ThrownTypes(List<JClass> classes, boolean throwsVariable) {
    public static final ThrownTypes NONE = new ThrownTypes(List.of(), false);

    public ThrownTypes {
        classes = List.copyOf(classes);
    }

    /** What {@code method} declares: from its unit's declaration, or by reflection for a library method. */
    public static ThrownTypes of(MethodRef method) {
        ThrownTypes known = method.thrownTypes;
        if (known == null) {
            known = method.owner() instanceof UnitClass unit ? unit.thrownTypes(method) : reflected(method);
            method.thrownTypes = known;
        }
        return known;
    }

    private static ThrownTypes reflected(MethodRef method) {
        if (!(method.owner() instanceof LoadedClass owner)) {
            return NONE;
        }
        Executable executable = owner.executable(method);
        if (executable == null) {
            for (MethodRef declared : owner.declaredMethods()) {
                if (declared.equals(method)) {
                    executable = owner.executable(declared);
                }
            }
        }
        if (executable == null) {
            return NONE;
        }
        Type[] declared = executable.getGenericExceptionTypes();
        if (declared.length == 0) {
            return NONE;
        }
        List<JClass> classes = new ArrayList<>();
        boolean variable = false;
        for (Type type : declared) {
            if (type instanceof Class<?> c) {
                classes.add(LoadedClass.classOf(c));
            } else {
                variable = true;
            }
        }
        return new ThrownTypes(classes, variable);
    }
}
