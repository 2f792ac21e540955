package dev.jumbo.lang.type;

import java.util.List;

/**
 * Whether a value of one type may be passed where a parameterized type is declared (JLS 4.10.2 and 4.5.1):
 * the erasures convert, and each type argument of the value, seen as the declared generic class, is
 * contained by the declared argument ({@code List<Integer>} fits {@code List<? extends Number>}, not
 * {@code List<Number>}). What the checker does not know (a null argument, an unresolved variable, a type
 * variable of the quote, an erased {@link JInferred}) fits, so a doubt accepts as javac might. The quote's own
 * generic signatures read {@code ? extends T} as its bound ({@code List<? extends T>} as {@code List<T>}): against them a
 * type argument fits when it is related to the declared one either way ({@link #isCompatible(JType, JType, boolean)}).
 */
public final class ParameterizedSubtyping {
    /** A value of type {@code value} may be passed (loose invocation context) where {@code declared} is wanted. */
    public static boolean isCompatible(JType value, JType declared) {
        return isCompatible(value, declared, true);
    }

    /**
     * Like {@link #isCompatible(JType, JType)}; without {@code wildcardsKept}, {@code declared} may have lost its
     * wildcards, so a type argument only needs to be a subtype or a supertype of the declared one.
     */
    public static boolean isCompatible(JType value, JType declared, boolean wildcardsKept) {
        if (value == null || declared == null || value instanceof JPending || value == JNull.INSTANCE && declared.isReference()) {
            return true;
        }
        if (value instanceof JPrimitive primitive && declared.isReference()) {
            value = Types.box(primitive);
        }
        if (isUnknown(declared)) {
            return true;
        }
        if (!Types.isLooselyConvertible(Generics.erasure(value), Generics.erasure(declared))) {
            return false;
        }
        return new ParameterizedSubtyping(wildcardsKept).isSubtype(value, declared);
    }

    private final boolean wildcardsKept;

    private ParameterizedSubtyping(boolean wildcardsKept) {
        this.wildcardsKept = wildcardsKept;
    }

    /** {@code sub <: sup} as far as the type arguments are known; the erasures are already compatible. */
    private boolean isSubtype(JType sub, JType sup) {
        if (isUnknown(sub) || isUnknown(sup)) {
            return true;
        }
        if (sup instanceof JArray array && sub instanceof JArray subArray) {
            return !array.element().isReference() || isSubtype(subArray.element(), array.element());
        }
        if (!(sup instanceof JGeneric generic)) {
            return true;
        }
        if (!(Inference.supertype(sub, generic.raw()) instanceof JGeneric view)
                || view.arguments().size() != generic.arguments().size()) {
            return true; // raw: an unchecked conversion, which javac allows
        }
        for (int i = 0; i < generic.arguments().size(); i++) {
            if (!isContained(view.arguments().get(i), generic.arguments().get(i))) {
                return false;
            }
        }
        return true;
    }

    /** The type argument {@code argument} is contained by {@code by} (JLS 4.5.1). */
    private boolean isContained(JType argument, JType by) {
        if (argument == null || by == null || isUnknown(argument) || isUnknown(by)) {
            return true;
        }
        if (by instanceof JWildcard wildcard) {
            if (wildcard.bound() == null || isUnknown(wildcard.bound())) {
                return true;
            }
            if (argument instanceof JWildcard inner) {
                return inner.lower() == wildcard.lower() && inner.bound() != null
                        && (wildcard.lower() ? isWider(wildcard.bound(), inner.bound()) : isWider(inner.bound(), wildcard.bound()));
            }
            return wildcard.lower() ? isWider(wildcard.bound(), argument) : isWider(argument, wildcard.bound());
        }
        if (!wildcardsKept && !(argument instanceof JWildcard)) {
            return isWider(argument, by) || isWider(by, argument);
        }
        return !(argument instanceof JWildcard) && isSame(argument, by);
    }

    /** {@code sub <: sup} between type arguments (reference types). */
    private boolean isWider(JType sub, JType sup) {
        if (isUnknown(sub) || isUnknown(sup)) {
            return true;
        }
        return Types.isReferenceAssignable(Generics.erasure(sub), Generics.erasure(sup)) && isSubtype(sub, sup);
    }

    private boolean isSame(JType a, JType b) {
        if (isUnknown(a) || isUnknown(b)) {
            return true;
        }
        if (!Generics.erasure(a).equals(Generics.erasure(b))) {
            return false;
        }
        List<JType> first = a instanceof JGeneric ga ? ga.arguments() : List.of();
        List<JType> second = b instanceof JGeneric gb ? gb.arguments() : List.of();
        if (first.size() != second.size()) {
            return true; // one of them raw
        }
        for (int i = 0; i < first.size(); i++) {
            if (!isContained(first.get(i), second.get(i)) || !isContained(second.get(i), first.get(i))) {
                return false;
            }
        }
        return true;
    }

    /** A type the checker cannot compare: a type variable, an unresolved inference variable, an erased result. */
    private static boolean isUnknown(JType type) {
        return type instanceof JTypeVariable || type instanceof JInferred;
    }
}
