package dev.jumbo.lang.type;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The generic signatures of generated classes ({@link GenericSignature}) seen through a receiver:
 * the class type variables of the declaring class bound by the receiver's type arguments (through
 * the declared supertypes, and the enclosing class's for an inner class created through a
 * parameterized outer instance); a generic method's own variables are inferred by {@link Inference}
 * from the signature made here ({@link #inferenceSignature}), or, where it has none, from the argument
 * types where an argument's type shows them directly ({@code T}, {@code T[]}, {@code List<T>}).
 * What stays unknown is the erasure, as for library members ({@link Generics}).
 */
public final class UnitGenerics {
    private UnitGenerics() {
    }

    static JType returnType(JType receiver, UnitClass declaring, MethodRef method, List<JType> arguments) {
        GenericSignature signature = declaring.signature(method);
        if (signature == null) {
            return method.returnType();
        }
        Map<JTypeVariable, JType> bindings = bindings(receiver, declaring);
        if (!signature.variables().isEmpty() && arguments != null) {
            inferFromArguments(signature, method.varargs(), arguments, bindings);
        }
        return Generics.usable(substitute(signature.returnType(), bindings));
    }

    /**
     * The signature of a generated generic method invoked on {@code receiver}, for {@link Inference}:
     * the class type variables bound by the receiver's type arguments, the method's own variables
     * replaced by fresh inference variables (one set per call). Null when the method declares none.
     */
    static GenericSignature inferenceSignature(JType receiver, UnitClass declaring, MethodRef method) {
        GenericSignature signature = declaring.signature(method);
        if (signature == null || signature.variables().isEmpty()) {
            return null;
        }
        Map<JTypeVariable, JType> bindings = bindings(receiver, declaring);
        List<JTypeVariable> fresh = new ArrayList<>();
        for (JTypeVariable variable : signature.variables()) {
            JTypeVariable copy = JTypeVariable.inferenceVariable(variable.name(), variable.erasure());
            bindings.put(variable, copy);
            fresh.add(copy);
        }
        for (JTypeVariable copy : fresh) {
            copy.setErasure(replace(copy.erasure(), bindings));
        }
        List<JType> parameters = new ArrayList<>();
        for (JType parameter : signature.parameters()) {
            parameters.add(replace(parameter, bindings));
        }
        return new GenericSignature(fresh, parameters, replace(signature.returnType(), bindings));
    }

    /**
     * The signature of {@code new C<>(...)}: the class's variables as fresh inference variables,
     * {@code C<...>} its result.
     */
    static GenericSignature diamondSignature(UnitClass c, MethodRef constructor) {
        List<JTypeVariable> variables = c.typeParameters();
        if (variables == null || variables.isEmpty()) {
            return null;
        }
        Map<JTypeVariable, JType> bindings = new IdentityHashMap<>();
        List<JTypeVariable> fresh = new ArrayList<>();
        for (JTypeVariable variable : variables) {
            JTypeVariable copy = JTypeVariable.inferenceVariable(variable.name(), variable.erasure());
            bindings.put(variable, copy);
            fresh.add(copy);
        }
        for (JTypeVariable copy : fresh) {
            copy.setErasure(replace(copy.erasure(), bindings));
        }
        GenericSignature signature = c.signature(constructor);
        List<JType> parameters = new ArrayList<>();
        for (JType parameter : signature != null ? signature.parameters() : constructor.parameters()) {
            parameters.add(replace(parameter, bindings));
        }
        if (parameters.size() != constructor.parameters().size()) {
            return null;
        }
        return new GenericSignature(fresh, parameters, new JGeneric(c, new ArrayList<>(fresh)));
    }

    /** The function type of a generated functional interface seen through {@code type}, variables kept, result last. */
    static List<JType> functionType(JGeneric type, UnitClass declaring, MethodRef method) {
        GenericSignature signature = declaring.signature(method);
        if (signature == null || !signature.variables().isEmpty()) {
            return null;
        }
        Map<JTypeVariable, JType> bindings = bindings(type, declaring);
        List<JType> result = new ArrayList<>();
        for (JType parameter : signature.parameters()) {
            result.add(replace(parameter, bindings));
        }
        result.add(replace(signature.returnType(), bindings));
        return result;
    }

    /**
     * {@code type} with the variables of {@code bindings} replaced; other variables kept: in the class's
     * own code they are the caller's type variables, elsewhere (a raw receiver) values see their erasure.
     */
    private static JType replace(JType type, Map<JTypeVariable, JType> bindings) {
        if (type instanceof JTypeVariable variable) {
            JType bound = bindings.get(variable);
            return bound != null ? bound : variable;
        }
        if (type instanceof JWildcard wildcard && wildcard.bound() != null) {
            return new JWildcard(replace(wildcard.bound(), bindings), wildcard.lower());
        }
        if (type instanceof JArray array) {
            return new JArray(replace(array.element(), bindings));
        }
        if (type instanceof JGeneric generic) {
            List<JType> arguments = new ArrayList<>();
            for (JType argument : generic.arguments()) {
                arguments.add(argument == null ? null : replace(argument, bindings));
            }
            return new JGeneric(generic.raw(), arguments);
        }
        return type;
    }

    /** The type of {@code field} of a generated class read through {@code receiver}; its erased type where unknown. */
    static JType fieldType(JType receiver, UnitClass declaring, FieldRef field) {
        JType generic = declaring.genericType(field);
        return generic == null ? field.type() : Generics.usable(substitute(generic, bindings(receiver, declaring)));
    }

    static List<JType> parameterTypes(JType receiver, UnitClass declaring, MethodRef method) {
        GenericSignature signature = declaring.signature(method);
        if (signature == null) {
            return method.parameters();
        }
        Map<JTypeVariable, JType> bindings = bindings(receiver, declaring);
        List<JType> result = new ArrayList<>();
        for (JType parameter : signature.parameters()) {
            JType type = substitute(parameter, bindings);
            type = Generics.usable(type);
            result.add(type instanceof JInferred inferred ? inferred.erasure() : type);
        }
        return result;
    }

    /**
     * The receiver seen as its nearest library supertype assignable to {@code declaring}, type
     * arguments bound ({@code class Names extends ArrayList<String>} as {@code ArrayList<String>});
     * null when the receiver is not a generated class or has no such supertype.
     */
    static JClass libraryView(JType receiver, Class<?> declaring) {
        UnitClass start = unitOf(receiver);
        if (start == null) {
            return null;
        }
        return libraryView(start, bindings(receiver, start), declaring, new java.util.HashSet<>());
    }

    private static JClass libraryView(UnitClass c, Map<JTypeVariable, JType> bindings, Class<?> declaring,
                                      java.util.Set<UnitClass> seen) {
        if (!seen.add(c)) {
            return null;
        }
        for (JClass supertype : supertypes(c)) {
            JType bound = substitute(supertype, bindings);
            JClass raw = (JClass) Generics.erasure(supertype);
            if (raw.loaded() != null && declaring.isAssignableFrom(raw.loaded()) && bound instanceof JClass view) {
                return view;
            }
            if (raw instanceof UnitClass unit) {
                Map<JTypeVariable, JType> inner = new IdentityHashMap<>();
                bindArguments(unit, bound, inner);
                JClass found = libraryView(unit, inner, declaring, seen);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    private static UnitClass unitOf(JType type) {
        JType raw = type instanceof JGeneric generic ? generic.raw() : type;
        return raw instanceof UnitClass unit ? unit : null;
    }

    private static List<JClass> supertypes(UnitClass c) {
        List<JClass> result = new ArrayList<>();
        if (c.genericSuperclass() != null) {
            result.add(c.genericSuperclass());
        }
        result.addAll(c.genericInterfaces());
        return result;
    }

    /** The bindings of {@code declaring}'s type variables that the receiver's type determines. */
    static Map<JTypeVariable, JType> bindings(JType receiver, UnitClass declaring) {
        Map<JTypeVariable, JType> bindings = new IdentityHashMap<>();
        UnitClass start = unitOf(receiver);
        if (start != null) {
            bindArguments(start, receiver, bindings);
            bindSupertypes(start, declaring, bindings, new java.util.HashSet<>());
        }
        return bindings;
    }

    /** Binds the type variables of {@code c} to the known type arguments of {@code type} ({@code c<...>}). */
    private static void bindArguments(UnitClass c, JType type, Map<JTypeVariable, JType> into) {
        List<JTypeVariable> variables = c.typeParameters();
        if (type instanceof JGeneric generic && variables != null
                && generic.arguments().size() == withOuter(c).size() && generic.arguments().size() > variables.size()) {
            variables = withOuter(c); // an inner class created through a parameterized outer instance
        }
        if (!(type instanceof JGeneric generic) || variables == null || variables.size() != generic.arguments().size()) {
            return;
        }
        for (int i = 0; i < variables.size(); i++) {
            if (generic.arguments().get(i) != null) {
                into.put(variables.get(i), generic.arguments().get(i));
            }
        }
    }

    /**
     * The type variables of {@code c}, then, for an inner (non-static) class, those of its enclosing
     * classes, which its members may mention ({@code Holder<T>.Describer}'s {@code T}).
     */
    static List<JTypeVariable> withOuter(UnitClass c) {
        List<JTypeVariable> result = new ArrayList<>(c.typeParameters() == null ? List.of() : c.typeParameters());
        if (c.outer() != null && !java.lang.reflect.Modifier.isStatic(c.modifiers())) {
            result.addAll(withOuter(c.outer()));
        }
        return result;
    }

    /**
     * The type of an inner class {@code c} created through an outer instance of type {@code outer}
     * ({@code holder.new Describer()} with a {@code Holder<Integer>}): its own arguments unknown, the
     * outer's appended; {@code c} itself when the outer carries no type arguments.
     */
    public static JType innerOf(UnitClass c, JType outer) {
        if (!(outer instanceof JGeneric generic) || !(generic.raw() instanceof UnitClass enclosing)
                || c.outer() != enclosing || java.lang.reflect.Modifier.isStatic(c.modifiers())
                || withOuter(enclosing).size() != generic.arguments().size()) {
            return c;
        }
        List<JType> arguments = new ArrayList<>();
        int own = c.typeParameters() == null ? 0 : c.typeParameters().size();
        for (int i = 0; i < own; i++) {
            arguments.add(null);
        }
        arguments.addAll(generic.arguments());
        return new JGeneric(c, arguments);
    }

    /** Walks from {@code c} up to {@code declaring}, binding each parameterized supertype's variables. */
    private static boolean bindSupertypes(UnitClass c, UnitClass declaring, Map<JTypeVariable, JType> bindings,
                                          java.util.Set<UnitClass> seen) {
        if (c == declaring) {
            return true;
        }
        if (!seen.add(c)) {
            return false;
        }
        for (JClass supertype : supertypes(c)) {
            if (Generics.erasure(supertype) instanceof UnitClass unit) {
                bindArguments(unit, substitute(supertype, bindings), bindings);
                if (bindSupertypes(unit, declaring, bindings, seen)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static void inferFromArguments(GenericSignature signature, boolean varargs, List<JType> arguments,
                                           Map<JTypeVariable, JType> bindings) {
        List<JType> parameters = signature.parameters();
        for (int i = 0; i < arguments.size() && !parameters.isEmpty(); i++) {
            JType parameter = parameters.get(Math.min(i, parameters.size() - 1));
            boolean spread = varargs && i >= parameters.size() - 1 && parameter instanceof JArray array
                    && (arguments.size() != parameters.size() || !(arguments.get(i) instanceof JArray));
            if (i >= parameters.size() && !spread) {
                break;
            }
            infer(spread ? ((JArray) parameter).element() : parameter, arguments.get(i), signature.variables(), bindings);
        }
    }

    /** Binds the method's variables that {@code parameter} shows directly to the parts of the argument's type. */
    private static void infer(JType parameter, JType argument, List<JTypeVariable> variables,
                              Map<JTypeVariable, JType> into) {
        if (argument == null || argument instanceof JPending || argument == JNull.INSTANCE
                || argument instanceof JInferred || argument == JPrimitive.VOID) {
            return;
        }
        if (parameter instanceof JTypeVariable variable && variables.contains(variable)) {
            JType value = argument instanceof JPrimitive primitive ? Types.box(primitive) : argument;
            JType known = into.get(variable);
            if (known == null || Types.isReferenceAssignable(Generics.erasure(known), Generics.erasure(value))) {
                into.put(variable, value);
            } else if (!Types.isReferenceAssignable(Generics.erasure(value), Generics.erasure(known))) {
                // Unrelated argument types: javac would take a least upper bound; the erasure stands for it.
                into.put(variable, unknown(variable));
            }
        } else if (parameter instanceof JArray array && argument instanceof JArray argumentArray) {
            infer(array.element(), argumentArray.element(), variables, into);
        } else if (parameter instanceof JGeneric generic && argument instanceof JGeneric argumentGeneric
                && generic.raw().equals(argumentGeneric.raw())
                && generic.arguments().size() == argumentGeneric.arguments().size()) {
            for (int i = 0; i < generic.arguments().size(); i++) {
                if (generic.arguments().get(i) != null) {
                    infer(generic.arguments().get(i), argumentGeneric.arguments().get(i), variables, into);
                }
            }
        }
    }

    /** A generic signature's type with the bound variables replaced; an unbound method variable is {@link JInferred}. */
    static JType substitute(JType type, Map<JTypeVariable, JType> bindings) {
        if (type instanceof JTypeVariable variable) {
            JType bound = bindings.get(variable);
            if (bound != null) {
                return bound;
            }
            return variable.ofMethod() ? unknown(variable) : variable.erasure();
        }
        if (type instanceof JWildcard wildcard && wildcard.bound() != null) {
            // `? super T` of a signature: unknown where T is (a value read through it is an Object anyway)
            JType bound = wildcard.bound() instanceof JTypeVariable variable && !bindings.containsKey(variable)
                    ? null : substitute(wildcard.bound(), bindings);
            return bound == null || bound instanceof JInferred ? null : new JWildcard(bound, wildcard.lower());
        }
        if (type instanceof JArray array && !(array.element() instanceof JPrimitive)) {
            JType element = substitute(array.element(), bindings);
            return new JArray(element instanceof JInferred inferred ? inferred.erasure() : element);
        }
        if (type instanceof JGeneric generic) {
            List<JType> arguments = new ArrayList<>();
            boolean any = false;
            for (JType argument : generic.arguments()) {
                JType bound = argument == null || argument instanceof JTypeVariable variable && !bindings.containsKey(variable)
                        ? null : substitute(argument, bindings);
                bound = bound instanceof JInferred ? null : bound;
                any |= bound != null;
                arguments.add(bound);
            }
            return any ? new JGeneric(generic.raw(), arguments) : generic.raw();
        }
        return type;
    }

    private static JType unknown(JTypeVariable variable) {
        JType erasure = Generics.erasure(variable.erasure());
        return erasure instanceof JClass c ? new JInferred(c) : erasure;
    }
}
