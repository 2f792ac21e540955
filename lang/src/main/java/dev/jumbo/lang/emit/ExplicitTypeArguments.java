package dev.jumbo.lang.emit;

import dev.jumbo.lang.type.Generics;
import dev.jumbo.lang.type.Inference;
import dev.jumbo.lang.type.JArray;
import dev.jumbo.lang.type.JGeneric;
import dev.jumbo.lang.type.JType;
import dev.jumbo.lang.type.JTypeVariable;
import dev.jumbo.lang.type.JWildcard;
import dev.jumbo.lang.type.MethodRef;
import dev.jumbo.lang.type.ParameterizedSubtyping;
import dev.jumbo.lang.type.Types;
import dev.jumbo.lang.tree.TypeNode;
import java.util.ArrayList;
import java.util.List;

/**
 * The explicit type arguments of a method call ({@code Collections.<String>emptyList()},
 * {@code this.<T>pick(a, b)}; JLS 15.12.2.1 and 15.12.2.7): they are the method's type variables, so
 * nothing is inferred, and they are checked as javac checks them: their number, their declared bounds,
 * then each argument against its parameter type with them substituted. A method that declares no type
 * variables ignores them (JLS 15.12.2.1).
 */
final class ExplicitTypeArguments {
    private ExplicitTypeArguments() {
    }

    /** The written type arguments as types; a primitive one is an error, as in javac. */
    static List<JType> resolve(MethodContext m, List<TypeNode> nodes) {
        List<JType> types = new ArrayList<>(nodes.size());
        for (TypeNode node : nodes) {
            JType type = Expressions.resolve(m, node);
            if (type.isPrimitive()) {
                throw m.error(node.position(), "unexpected type: a type argument must be a reference type, not "
                        + type.javaName());
            }
            types.add(type);
        }
        return types;
    }

    /**
     * The candidates that may take {@code count} type arguments: those that declare that many type variables
     * and those that declare none (JLS 15.12.2.1); all of them when none does, for the error that follows.
     */
    static List<MethodRef> potentiallyApplicable(List<MethodRef> candidates, int count) {
        if (count == 0) {
            return candidates;
        }
        List<MethodRef> result = new ArrayList<>();
        for (MethodRef candidate : candidates) {
            int declared = Generics.typeParameterCount(candidate);
            if (declared == 0 || declared == count) {
                result.add(candidate);
            }
        }
        return result.isEmpty() ? candidates : result;
    }

    /**
     * Gives {@code inference} the explicit {@code types} of the call of {@code method} and checks them and
     * the arguments, reporting an error where javac does ("method m in class C cannot be applied to given
     * types; ..."). Nothing to do without type arguments or when the method is not generic.
     */
    static void apply(MethodContext m, Inference inference, MethodRef method, List<JType> types,
                      List<Invocations.Argument> arguments, boolean varargsCall, int position) {
        if (inference == null || types.isEmpty()) {
            return;
        }
        List<JTypeVariable> variables = inference.variables();
        if (variables.size() != types.size()) {
            throw m.error(position, cannotApply(method, "wrong number of type arguments; required " + variables.size()));
        }
        for (int i = 0; i < types.size(); i++) {
            String bound = outsideBound(types.get(i), variables.get(i));
            if (bound != null) {
                throw m.error(position, cannotApply(method, "explicit type argument " + text(types.get(i))
                        + " does not conform to declared bound(s) " + bound));
            }
        }
        inference.explicit(types);
        for (int i = 0; i < arguments.size(); i++) {
            Invocations.Argument argument = arguments.get(i);
            if (argument.bound() == null) {
                continue; // a lambda or method reference: typed by the substituted parameter later
            }
            JType parameter = inference.parameterType(i, varargsCall);
            if (!ParameterizedSubtyping.isCompatible(argument.type(), parameter, inference.keepsWildcards())) {
                // javac's compact form of "cannot be applied ... argument mismatch", at the argument
                throw argument.origin().error(argument.expression().position(), "incompatible types: "
                        + text(argument.type()) + " cannot be converted to " + text(parameter) + " (the argument of "
                        + method.name() + " with its explicit type arguments)");
            }
        }
    }

    /** The declared bound {@code type} is outside of, as javac names it, or null when within. */
    private static String outsideBound(JType type, JTypeVariable variable) {
        List<JType> bounds = new ArrayList<>();
        bounds.add(variable.erasure());
        bounds.addAll(variable.additionalBounds());
        for (JType bound : bounds) {
            JType erased = Generics.erasure(bound);
            if (erased.isReference() && !(bound instanceof JTypeVariable)
                    && !Types.isReferenceAssignable(Generics.erasure(type), erased)) {
                return text(erased);
            }
        }
        return null;
    }

    /** javac's first line and its reason: "method m in class C cannot be applied to given types; REASON". */
    private static String cannotApply(MethodRef method, String reason) {
        JType owner = Generics.erasure(method.owner());
        String kind = owner instanceof dev.jumbo.lang.type.JClass c && c.isInterface() ? "interface" : "class";
        String what = method.isConstructor() ? "constructor " + owner.javaName() : "method " + method.name();
        return what + " in " + kind + " " + owner.javaName() + " cannot be applied to given types; reason: " + reason;
    }

    /** A type as javac writes it in messages, type arguments included ({@code java.util.List<java.lang.String>}). */
    static String text(JType type) {
        if (type instanceof JGeneric generic) {
            StringBuilder builder = new StringBuilder(generic.raw().javaName()).append('<');
            for (int i = 0; i < generic.arguments().size(); i++) {
                JType argument = generic.arguments().get(i);
                builder.append(i > 0 ? "," : "").append(argument == null ? "?" : text(argument));
            }
            return builder.append('>').toString();
        }
        if (type instanceof JWildcard wildcard) {
            return wildcard.bound() == null ? "?" : (wildcard.lower() ? "? super " : "? extends ") + text(wildcard.bound());
        }
        if (type instanceof JArray array) {
            return text(array.element()) + "[]";
        }
        return Generics.erasure(type).javaName();
    }
}
