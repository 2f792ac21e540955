package dev.jumbo.lang.emit;

import dev.jumbo.lang.type.JClass;
import dev.jumbo.lang.type.JType;
import dev.jumbo.lang.type.MethodRef;
import dev.jumbo.lang.type.ThrownTypes;
import dev.jumbo.lang.type.Types;
import java.util.ArrayList;
import java.util.List;

/**
 * Where a checked exception thrown at a point of a body goes (JLS 11.2): to the innermost enclosing
 * {@code try} block whose catch clauses catch it, else out of the body, which must declare it. A chain of
 * scopes, innermost first, ending in the scope of the body: a method's or constructor's {@code throws}
 * clause, a lambda's or method reference's function type, or nothing for an initializer. Each {@code try}
 * scope also records what its block can throw, for the catch clauses (never thrown; precise rethrow).
 *
 * <p>An exception that lang cannot type (a {@code throws} clause naming a library method's type variable,
 * which javac would infer) is {@link #throwsUnknown unknown}: it is no error, and a catch clause of a try
 * block that may throw it is never reported as catching nothing.
 */
final class ExceptionScope {
    /** How a body refuses an exception it does not declare. */
    enum Body {
        /** A method, a constructor, an initializer, a lambda body. */
        DECLARED,
        /** The implicit constructor of a class that declares none. */
        DEFAULT_CONSTRUCTOR,
        /** The call a method reference makes. */
        METHOD_REFERENCE,
        /** Anything is allowed (the constructor of an anonymous class, JLS 15.9.5.1). */
        ANYTHING
    }

    private final ExceptionScope outer;
    /** The catch clauses' types of a try scope, or the types a body declares. */
    private final List<JClass> handled;
    /** Null for a try scope. */
    private final Body body;
    /** For a try scope: the checked exception classes its block can throw, and whether an unknown one. */
    final List<JClass> thrown = new ArrayList<>();
    boolean throwsUnknown;

    private ExceptionScope(ExceptionScope outer, List<JClass> handled, Body body) {
        this.outer = outer;
        this.handled = handled;
        this.body = body;
    }

    /** The scope of a body that may throw the checked exceptions of {@code declared} (any when it names a type variable). */
    static ExceptionScope body(ThrownTypes declared, Body kind) {
        return new ExceptionScope(null, declared.classes(), declared.throwsVariable() ? Body.ANYTHING : kind);
    }

    static ExceptionScope body(List<JClass> declared, Body kind) {
        return new ExceptionScope(null, declared, kind);
    }

    /** The scope of a try block inside this one, whose catch clauses catch {@code caught}. */
    ExceptionScope tryBlock(List<JClass> caught) {
        return new ExceptionScope(this, caught, null);
    }

    /** The scope outside this try block's. */
    ExceptionScope outer() {
        return outer;
    }

    /** {@code method} is called (or constructed with) at {@code position}: what it declares is thrown there. */
    static void call(MethodContext m, MethodRef method, int position) {
        ThrownTypes declared = ThrownTypes.of(method);
        if (declared.throwsVariable()) {
            m.exceptions.unknown();
        }
        // Indexed, as below: a call site runs this while lang is still interpreted, and an iterator is an allocation.
        List<JClass> classes = declared.classes();
        for (int i = 0; i < classes.size(); i++) {
            m.exceptions.thrown(m, classes.get(i), position);
        }
    }

    /** An exception of class {@code exception} is thrown at {@code position}; an error when nothing handles it. */
    void thrown(MethodContext m, JType exception, int position) {
        if (!Types.isChecked(exception)) {
            return;
        }
        JClass checked = (JClass) exception;
        for (ExceptionScope scope = this; scope != null; scope = scope.outer) {
            if (scope.body == Body.ANYTHING || scope.handles(checked)) {
                scope.record(checked);
                return;
            }
            scope.record(checked);
            if (scope.body != null) {
                throw m.error(position, scope.refusal(checked));
            }
        }
    }

    /** An exception lang cannot type is thrown: every try block out to the body may see it. */
    void unknown() {
        for (ExceptionScope scope = this; scope != null && scope.body == null; scope = scope.outer) {
            scope.throwsUnknown = true;
        }
    }

    private boolean handles(JClass exception) {
        for (int i = 0; i < handled.size(); i++) {
            if (Types.isSubclass(exception, handled.get(i))) {
                return true;
            }
        }
        return false;
    }

    private void record(JClass exception) {
        if (body == null && !thrown.contains(exception)) {
            thrown.add(exception);
        }
    }

    private String refusal(JClass exception) {
        return switch (body) {
            case DEFAULT_CONSTRUCTOR -> "unreported exception " + exception.javaName() + " in default constructor";
            case METHOD_REFERENCE -> "incompatible thrown types " + exception.javaName() + " in functional expression";
            default -> "unreported exception " + exception.javaName() + "; must be caught or declared to be thrown";
        };
    }

    /**
     * Whether the try block can throw something {@code caught} may catch (JLS 11.2.3): a checked exception
     * class that is a subclass or a superclass of it. Always true for unchecked classes, {@code Exception}
     * and its superclasses, which may catch unchecked exceptions.
     */
    boolean mayThrow(JClass caught) {
        if (!Types.isChecked(caught) || Types.isSubclass(Types.EXCEPTION, caught) || throwsUnknown) {
            return true;
        }
        for (JClass exception : thrown) {
            if (Types.isSubclass(exception, caught) || Types.isSubclass(caught, exception)) {
                return true;
            }
        }
        return false;
    }

    /**
     * What a {@code throw} of the (effectively final) parameter of a catch clause catching {@code caught} may
     * throw (JLS 11.2.2): each checked class the try block can throw that the clause catches, narrowed to the
     * clause's type where the block throws a superclass of it, less what the clauses before it catch.
     */
    List<JClass> rethrown(List<JClass> caught, List<JClass> caughtBefore) {
        List<JClass> result = new ArrayList<>();
        for (JClass exception : thrown) {
            for (JClass type : caught) {
                JClass narrowed = Types.isSubclass(exception, type) ? exception
                        : Types.isSubclass(type, exception) ? type : null;
                if (narrowed != null && !result.contains(narrowed) && !caughtByAny(narrowed, caughtBefore)) {
                    result.add(narrowed);
                }
            }
        }
        return result;
    }

    private static boolean caughtByAny(JClass exception, List<JClass> types) {
        for (JClass type : types) {
            if (Types.isSubclass(exception, type)) {
                return true;
            }
        }
        return false;
    }
}
