package dev.jumbo.lang.type;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Inference of a generic method's (or constructor's) own type variables at one call, after JLS 18
 * in a reduced form: the checker is one pass over the tree, so the constraints come in the order
 * javac would mostly use them, and each is reduced at once to bounds on the variables.
 * <ol>
 * <li>Each argument that is not a lambda or method reference: its type is compatible with the
 * parameter type (18.2.2), reduced through subtyping (18.2.3: {@code ArrayList<String>} against
 * {@code List<T>} through the supertype, {@code ? extends T} and {@code ? super T} by their variance).</li>
 * <li>The target type, where the call stands in an assignment or return context (18.5.2.1).</li>
 * <li>Each lambda and method reference in turn: the variables of its function type's parameters are
 * resolved first ({@link #functionTarget}), then the type its body yields bounds the result variables
 * and the parameter types a method reference or an explicitly typed lambda used bound the parameters'
 * variables ({@link #functionResult}).</li>
 * </ol>
 * Resolution (18.4) takes an equality bound, else the least upper bound of the lower bounds (the least of
 * them when they form a chain, else {@link LeastUpperBound}), else the most specific upper bound. What stays unknown keeps today's permissive reading: the
 * variable's erasure ({@link JInferred}), which the place the value flows into may narrow by a cast.
 * A variable left unresolved inside the result type ({@code Collections.emptyList()} is a {@code List<T>})
 * is an inference variable still, which the inference of an enclosing call may resolve
 * ({@code stream.collect(Collectors.toList())}: {@code T} is the stream's element type).
 */
public final class Inference {
    /** Substitution stops here: a variable resolved to a type mentioning itself through others. */
    private static final int DEPTH = 8;

    private final MethodRef method;
    private final GenericSignature signature;
    private final boolean library;
    private final Map<JTypeVariable, Bounds> bounds = new IdentityHashMap<>();
    private final Map<JTypeVariable, JType> resolved = new IdentityHashMap<>();
    private final Set<JTypeVariable> resolving = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    /** Reducing the target type's constraint ({@link Bounds#targetEqual}). */
    private boolean inTarget;
    /** The call gave the variables explicitly ({@link #explicit}): nothing is left to infer or contradict. */
    private boolean explicit;

    /** The bounds found for one variable. */
    private static final class Bounds {
        final List<JType> equal = new ArrayList<>();
        final List<JType> lower = new ArrayList<>();
        final List<JType> upper = new ArrayList<>();
        /**
         * Equality bounds that came from the target type: the checker reads a declared wildcard as its bound
         * ({@code List<? super Integer>} as {@code List<Integer>}), so these yield to the arguments' bounds.
         */
        final List<JType> targetEqual = new ArrayList<>();
    }

    private Inference(MethodRef method, GenericSignature signature, boolean library) {
        this.method = method;
        this.signature = signature;
        this.library = library;
        for (JTypeVariable variable : signature.variables()) {
            bounds.put(variable, new Bounds());
        }
    }

    /** The inference for a call of {@code method} on {@code receiver}; null when it declares no type variables. */
    public static Inference start(JType receiver, MethodRef method) {
        UnitClass declaring = UnitClass.declaring(method);
        if (declaring != null) {
            GenericSignature signature = UnitGenerics.inferenceSignature(receiver, declaring, method);
            return signature == null ? null : new Inference(method, signature, false);
        }
        if (method.owner().loaded() == null) {
            return null;
        }
        GenericSignature signature = Generics.librarySignature(receiver, method);
        return signature == null ? null : new Inference(method, signature, true);
    }

    /**
     * The inference of {@code new C<>(...)} with {@code constructor} (JLS 15.9.3): the class's type
     * variables are inferred as a generic method's would be, the result being {@code C<T...>}; null when
     * {@code c} declares none or is an inner class of the quote (whose constructor takes its outer instance).
     */
    public static Inference diamond(JClass c, MethodRef constructor) {
        GenericSignature signature = c instanceof UnitClass unit ? UnitGenerics.diamondSignature(unit, constructor)
                : c.loaded() != null ? Generics.diamondSignature(c, constructor) : null;
        return signature == null ? null : new Inference(constructor, signature, false);
    }

    /** Whether the signature keeps its wildcards (a library method's); the quote's read {@code ? extends X} as X. */
    public boolean keepsWildcards() {
        return library;
    }

    /** The method's own type variables (fresh for this call), in declaration order. */
    public List<JTypeVariable> variables() {
        return signature.variables();
    }

    /**
     * The call's explicit type arguments ({@code Collections.<String>emptyList()}, JLS 15.12.2.1): the
     * variables are these types, not inferred. The caller has checked that there are as many as variables.
     */
    public void explicit(List<JType> types) {
        for (int i = 0; i < types.size(); i++) {
            resolved.put(signature.variables().get(i), types.get(i));
        }
        explicit = true;
    }

    /**
     * The declared type of the parameter that takes the argument at {@code index}, the resolved variables
     * replaced and wildcards kept ({@code List<? extends T>} with {@code T} an {@code Integer} is
     * {@code List<? extends Integer>}), as an argument is checked against it.
     */
    public JType parameterType(int index, boolean varargsCall) {
        return replaceResolved(parameter(index, varargsCall));
    }

    private JType replaceResolved(JType type) {
        if (type instanceof JTypeVariable variable && variable.isInferenceVariable()) {
            JType value = resolved.get(variable);
            return value != null ? value : variable;
        }
        if (type instanceof JWildcard wildcard) {
            return wildcard.bound() == null ? wildcard : new JWildcard(replaceResolved(wildcard.bound()), wildcard.lower());
        }
        if (type instanceof JGeneric generic) {
            List<JType> arguments = new ArrayList<>();
            for (JType argument : generic.arguments()) {
                arguments.add(argument == null ? null : replaceResolved(argument));
            }
            return new JGeneric(generic.raw(), arguments);
        }
        if (type instanceof JArray array) {
            return new JArray(replaceResolved(array.element()));
        }
        return type;
    }

    /** The declared type of the parameter that takes the argument at {@code index}. */
    private JType parameter(int index, boolean varargsCall) {
        List<JType> parameters = signature.parameters();
        if (varargsCall && index >= parameters.size() - 1) {
            JType last = parameters.get(parameters.size() - 1);
            return last instanceof JArray array ? array.element() : last;
        }
        return parameters.get(Math.min(index, parameters.size() - 1));
    }

    /** The argument at {@code index} (not a lambda or method reference) has the type {@code type}. */
    public void argument(int index, JType type, boolean varargsCall) {
        subtype(type, parameter(index, varargsCall));
    }

    /** The call's value is assigned or returned to {@code type}: the result must be compatible with it. */
    public void target(JType type) {
        JType result = signature.returnType();
        if (type == null || type.isPrimitive() || result == null || result.isPrimitive()
                || Generics.erasure(type).equals(Types.OBJECT)) {
            return;
        }
        inTarget = true;
        try {
            subtype(result, type);
        } finally {
            inTarget = false;
        }
    }

    /**
     * The target type for the lambda or method reference at {@code index}: its function type's
     * parameter variables resolved (those with no bound yet stay unknown, erased), the result variables
     * unknown until {@link #functionResult}.
     */
    public JType functionTarget(int index, boolean varargsCall) {
        JType parameter = parameter(index, varargsCall);
        List<JType> function = functionType(parameter);
        if (function != null) {
            for (int i = 0; i < function.size() - 1; i++) {
                resolveIn(function.get(i));
            }
        }
        return substitute(parameter, true, 0);
    }

    /**
     * The lambda or method reference at {@code index} yields {@code result} (null: unknown or none) and
     * took {@code parameters} (null: as given): the result bounds the function's result variables, the
     * parameter types its parameter variables still unresolved (an unbound method reference
     * {@code Person::name} makes {@code T} of {@code comparing} a {@code Person}).
     */
    public void functionResult(int index, boolean varargsCall, JType result, List<JType> parameters) {
        List<JType> function = functionType(parameter(index, varargsCall));
        if (function == null) {
            return;
        }
        if (parameters != null && parameters.size() == function.size() - 1) {
            for (int i = 0; i < parameters.size(); i++) {
                JType used = parameters.get(i);
                if (isVariable(function.get(i)) && used.isReference() && !(used instanceof JInferred)
                        && !used.equals(Types.OBJECT)) {
                    bounds((JTypeVariable) function.get(i)).upper.add(used);
                }
            }
        }
        JType returned = function.get(function.size() - 1);
        if (result != null && result != JPrimitive.VOID && returned != null && returned != JPrimitive.VOID) {
            subtype(result, returned);
        }
    }

    /**
     * The target type of a method call passed as the argument at {@code index}, before the arguments are
     * known: the parameter type with what the receiver and the call's own target determine
     * ({@code stream.collect(Collectors.groupingBy(w -> w.length()))}: {@code groupingBy}'s {@code T} is the
     * stream's element type, which its lambda needs). Unknown parts are null; null when nothing is known.
     */
    public JType argumentTarget(int index) {
        if (index >= signature.parameters().size()) {
            return null;
        }
        JType parameter = signature.parameters().get(index);
        resolveIn(parameter);
        return known(substitute(parameter, true, 0));
    }

    /** {@code type} with what is still unknown (inference variables, {@link JInferred}) as null. */
    private static JType known(JType type) {
        if (type == null || type instanceof JInferred || type instanceof JTypeVariable variable
                && variable.isInferenceVariable()) {
            return null;
        }
        if (type instanceof JGeneric generic) {
            List<JType> arguments = new ArrayList<>();
            boolean any = false;
            for (JType argument : generic.arguments()) {
                JType replaced = known(argument);
                any |= replaced != null;
                arguments.add(replaced);
            }
            return any ? new JGeneric(generic.raw(), arguments) : generic.raw();
        }
        return type;
    }

    /** The call's result type: the variables resolved, what stays unknown erased ({@link JInferred}). */
    public JType result() {
        for (JTypeVariable variable : new ArrayList<>(bounds.keySet())) {
            resolve(variable);
        }
        JType result = signature.returnType();
        return result == null ? null : substitute(result, true, 0);
    }

    /**
     * Where the resolved variables contradict what the method declares or what the arguments showed,
     * as javac reports it: an inferred type outside a variable's declared bound, or an argument's type
     * that no longer fits the equality its variable was resolved to. Null when none; checked for library
     * methods only, whose signatures keep their wildcards (a quote's generic signatures read a wildcard
     * as its bound, which could make a correct call look contradictory).
     */
    public String conflict() {
        if (explicit) {
            return null; // the explicit types were checked against the bounds and the arguments
        }
        if (!library) {
            return declaredBoundConflict();
        }
        String bound = declaredBoundConflict();
        if (bound != null) {
            return bound;
        }
        for (JTypeVariable variable : signature.variables()) {
            Bounds found = bounds.get(variable);
            JType value = resolved.get(variable);
            if (found == null || found.equal.isEmpty() || !(value instanceof JClass chosen)
                    || value instanceof JInferred) {
                continue;
            }
            for (JType lower : found.lower) {
                JType proper = proper(lower);
                if (proper instanceof JClass c && !(proper instanceof JInferred)
                        && !Types.isReferenceAssignable(Generics.erasure(c), Generics.erasure(chosen))) {
                    return "incompatible types: inference variable " + variable.name() + " of " + describe()
                            + " has incompatible bounds: equality constraint " + chosen.javaName()
                            + ", lower bound " + c.javaName();
                }
            }
        }
        return null;
    }

    private String declaredBoundConflict() {
        for (JTypeVariable variable : signature.variables()) {
            JType value = resolved.get(variable);
            Bounds found = bounds.get(variable);
            if (!(value instanceof JClass chosen) || value instanceof JInferred || found == null
                    || found.equal.isEmpty() && found.lower.isEmpty() && found.upper.isEmpty()) {
                continue; // unknown, or known from the target only
            }
            List<JType> declared = new ArrayList<>();
            declared.add(variable.erasure());
            declared.addAll(variable.additionalBounds());
            for (JType bound : declared) {
                JType erasure = Generics.erasure(bound);
                if (erasure instanceof JClass b && !Types.isReferenceAssignable(Generics.erasure(chosen), b)) {
                    return "incompatible types: inference variable " + variable.name() + " of " + describe()
                            + " is " + chosen.javaName() + ", which is not within its bound " + b.javaName();
                }
            }
        }
        return null;
    }

    private String describe() {
        return (method.isConstructor() ? "the constructor " : "the method ") + method.signatureText() + " of "
                + method.owner().javaName();
    }

    // ---- reduction (JLS 18.2)

    private boolean isVariable(JType type) {
        return type instanceof JTypeVariable variable && variable.isInferenceVariable();
    }

    private Bounds bounds(JTypeVariable variable) {
        return bounds.computeIfAbsent(variable, v -> new Bounds());
    }

    /** {@code sub <: sup}, or {@code sub} compatible with {@code sup} in a loose context (boxing). */
    private void subtype(JType sub, JType sup) {
        if (sub == null || sup == null || sub == JNull.INSTANCE || sub instanceof JPending || sub instanceof JInferred
                || sup.isPrimitive() || sub == JPrimitive.VOID || sub instanceof JWildcard
                || sup instanceof JWildcard) {
            return;
        }
        if (sub instanceof JPrimitive primitive) {
            sub = Types.box(primitive);
        }
        if (isVariable(sup)) {
            bounds((JTypeVariable) sup).lower.add(sub);
            if (isVariable(sub)) {
                bounds((JTypeVariable) sub).upper.add(sup);
            }
            return;
        }
        if (isVariable(sub)) {
            bounds((JTypeVariable) sub).upper.add(sup);
            return;
        }
        if (sup instanceof JGeneric generic) {
            if (supertype(sub, generic.raw()) instanceof JGeneric view
                    && view.arguments().size() == generic.arguments().size()) {
                for (int i = 0; i < generic.arguments().size(); i++) {
                    contained(view.arguments().get(i), generic.arguments().get(i));
                }
            }
            return;
        }
        if (sup instanceof JArray array && sub instanceof JArray subArray && array.element().isReference()
                && subArray.element().isReference()) {
            subtype(subArray.element(), array.element());
        }
    }

    /** The type argument {@code argument} is contained by {@code by} (JLS 4.5.1). */
    private void contained(JType argument, JType by) {
        if (argument == null || by == null) {
            return;
        }
        if (by instanceof JWildcard wildcard) {
            if (wildcard.bound() == null || argument instanceof JWildcard) {
                return;
            }
            if (wildcard.lower()) {
                subtype(wildcard.bound(), argument);
            } else {
                subtype(argument, wildcard.bound());
            }
            return;
        }
        equal(argument, by);
    }

    private void equal(JType a, JType b) {
        if (a == null || b == null || a == b || a instanceof JInferred || b instanceof JInferred
                || a instanceof JWildcard || b instanceof JWildcard) {
            return;
        }
        if (isVariable(a) || isVariable(b)) {
            JTypeVariable variable = (JTypeVariable) (isVariable(a) ? a : b);
            JType other = variable == a ? b : a;
            (inTarget ? bounds(variable).targetEqual : bounds(variable).equal).add(other);
            if (isVariable(other)) {
                (inTarget ? bounds((JTypeVariable) other).targetEqual : bounds((JTypeVariable) other).equal)
                        .add(variable);
            }
            return;
        }
        if (a instanceof JGeneric ga && b instanceof JGeneric gb && ga.raw().equals(gb.raw())
                && ga.arguments().size() == gb.arguments().size()) {
            for (int i = 0; i < ga.arguments().size(); i++) {
                equal(ga.arguments().get(i), gb.arguments().get(i));
            }
        } else if (a instanceof JArray aa && b instanceof JArray ab) {
            equal(aa.element(), ab.element());
        }
    }

    /**
     * {@code type} seen as the generic class {@code raw} (through its supertypes, type arguments
     * bound): {@code ArrayList<String>} as {@code List} is {@code List<String>}; null when not generic there.
     */
    public static JType supertype(JType type, JClass raw) {
        if (!(Generics.erasure(type) instanceof JClass sub) || !Types.isSubclass(sub, raw)) {
            return null;
        }
        if (sub.equals(raw)) {
            return type instanceof JGeneric ? type : null;
        }
        List<JType> arguments = new ArrayList<>();
        if (raw instanceof UnitClass unit) {
            if (unit.typeParameters() == null) {
                return null;
            }
            Map<JTypeVariable, JType> bindings = UnitGenerics.bindings(type, unit);
            for (JTypeVariable variable : unit.typeParameters()) {
                arguments.add(bindings.get(variable));
            }
        } else if (raw.loaded() != null) {
            Map<java.lang.reflect.TypeVariable<?>, JType> bindings = Generics.bindings(type, raw.loaded());
            for (java.lang.reflect.TypeVariable<?> variable : raw.loaded().getTypeParameters()) {
                arguments.add(bindings.get(variable));
            }
        } else {
            return null;
        }
        return new JGeneric(raw, arguments);
    }

    /** The function type of a functional interface type, result last; null if {@code type} is none. */
    private List<JType> functionType(JType type) {
        if (!(type instanceof JGeneric generic)) {
            return null;
        }
        MethodRef functional = Members.functionalMethod(generic.raw());
        return functional == null ? null : Generics.functionType(generic, functional);
    }

    // ---- resolution (JLS 18.4)

    private void resolveIn(JType type) {
        if (type instanceof JTypeVariable variable && variable.isInferenceVariable()) {
            resolve(variable);
        } else if (type instanceof JGeneric generic) {
            for (JType argument : generic.arguments()) {
                resolveIn(argument);
            }
        } else if (type instanceof JArray array) {
            resolveIn(array.element());
        } else if (type instanceof JWildcard wildcard) {
            resolveIn(wildcard.bound());
        }
    }

    /** The variable's value; null while it has no bound to choose from (it may get one later). */
    private JType resolve(JTypeVariable variable) {
        if (resolved.containsKey(variable)) {
            return resolved.get(variable);
        }
        Bounds found = bounds.get(variable);
        if (found == null || !resolving.add(variable)) {
            return null;
        }
        try {
            boolean any = !found.equal.isEmpty() || !found.lower.isEmpty() || !found.upper.isEmpty()
                    || !found.targetEqual.isEmpty();
            JType value = choose(found);
            if (value != null || any) {
                // With bounds but none usable: unknown, for good.
                resolved.put(variable, value);
            }
            return value;
        } finally {
            resolving.remove(variable);
        }
    }

    /** The first of {@code bounds} that is proper (mentions no inference variable), or null. */
    private JType firstProper(List<JType> bounds) {
        for (JType bound : bounds) {
            JType proper = proper(bound);
            if (proper != null) {
                return proper;
            }
        }
        return null;
    }

    private JType choose(Bounds found) {
        JType equal = firstProper(found.equal);
        if (equal != null) {
            return equal;
        }
        JType least = null;
        boolean chain = true;
        List<JType> lowers = new ArrayList<>();
        for (JType lower : found.lower) {
            JType proper = proper(lower);
            if (proper == null || proper instanceof JInferred) {
                continue;
            }
            lowers.add(proper);
            if (least == null || Types.isReferenceAssignable(plain(least), plain(proper))
                    && !plain(least).equals(plain(proper))) {
                least = proper;
            } else if (!Types.isReferenceAssignable(plain(proper), plain(least))) {
                chain = false;
            }
        }
        if (!chain) {
            // unrelated lower bounds (List.of(1, 2.5)): their least upper bound, an intersection where javac's is
            return LeastUpperBound.of(lowers);
        }
        if (least != null) {
            return least;
        }
        JType targetEqual = firstProper(found.targetEqual);
        if (targetEqual != null) {
            return targetEqual;
        }
        JType most = null;
        for (JType upper : found.upper) {
            JType proper = proper(upper);
            if (proper == null || proper instanceof JInferred || Generics.erasure(proper).equals(Types.OBJECT)) {
                continue;
            }
            if (most == null || Types.isReferenceAssignable(Generics.erasure(proper), Generics.erasure(most))) {
                most = proper;
            }
        }
        return most;
    }

    /** The erasure, but an intersection kept whole: {@code Integer} is below {@code Number & Comparable}, {@code AtomicInteger} not. */
    private static JType plain(JType type) {
        return type instanceof JIntersection ? type : Generics.erasure(type);
    }

    /** A bound with its resolvable variables replaced; null when it is itself an unresolved variable. */
    private JType proper(JType type) {
        if (type instanceof JTypeVariable variable && variable.isInferenceVariable()) {
            JType value = resolve(variable);
            return value == null ? null : proper(value);
        }
        resolveIn(type);
        return substitute(type, false, 0);
    }

    /**
     * {@code type} with the resolved variables replaced. As the type of a value ({@code top}): an
     * unresolved variable is its erasure ({@link JInferred}), a wildcard its bound. Inside type arguments
     * an unresolved variable stays for an enclosing inference; an unbounded wildcard is unknown (null).
     */
    private JType substitute(JType type, boolean top, int depth) {
        if (type instanceof JTypeVariable variable) {
            if (variable.isInferenceVariable()) {
                JType value = resolved.get(variable);
                if (value != null && depth < DEPTH) {
                    return substitute(value, top, depth + 1);
                }
                return top ? Generics.usable(variable) : variable;
            }
            return top ? Generics.usable(variable) : variable;
        }
        if (type instanceof JWildcard wildcard) {
            return wildcard.bound() == null ? (top ? Types.OBJECT : null)
                    : substitute(wildcard.bound(), top, depth + 1);
        }
        if (type instanceof JGeneric generic) {
            List<JType> arguments = new ArrayList<>();
            boolean any = false;
            for (JType argument : generic.arguments()) {
                JType replaced = argument == null || depth >= DEPTH ? null : substitute(argument, false, depth + 1);
                any |= replaced != null;
                arguments.add(replaced);
            }
            return any ? new JGeneric(generic.raw(), arguments) : generic.raw();
        }
        if (type instanceof JArray array && array.element().isReference()) {
            JType element = substitute(array.element(), true, depth + 1);
            return new JArray(element instanceof JInferred inferred ? inferred.erasure() : element);
        }
        return type;
    }
}
