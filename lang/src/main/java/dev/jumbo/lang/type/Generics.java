package dev.jumbo.lang.type;

import java.lang.reflect.Executable;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Method;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The generic types of members, seen through a parameterized receiver (generated classes' in
 * {@link UnitGenerics}): the class type
 * variables of the member's declaring class are replaced by the receiver's type arguments
 * (through its supertypes); a method's own type variables are left to {@link Inference}, which
 * takes their signatures from here ({@link #librarySignature}, {@link #functionType}); without it
 * they are their erasure ({@link JInferred}). Erasure stays the rule for what the JVM sees; these
 * types only narrow lambda parameters and results (with a cast, as javac inserts one).
 * A generated class's member is handed to {@link UnitGenerics} only when it has a generic signature: a
 * fresh JVM that generates plain classes never loads it.
 */
public final class Generics {
    private Generics() {
    }

    /** The parameter types of {@code method} invoked on {@code receiver} (its erased types where unknown). */
    public static List<JType> parameterTypes(JType receiver, MethodRef method) {
        UnitClass declaring = UnitClass.declaring(method);
        if (declaring != null) {
            return declaring.signature(method) == null ? method.parameters()
                    : UnitGenerics.parameterTypes(receiver, declaring, method);
        }
        Executable executable = executable(method);
        if (executable == null) {
            return method.parameters();
        }
        Type[] generic = executable.getGenericParameterTypes();
        if (generic.length != method.parameters().size()) {
            return method.parameters();
        }
        Map<TypeVariable<?>, JType> bindings = bindings(receiver, executable.getDeclaringClass());
        List<JType> result = new ArrayList<>(generic.length);
        for (int i = 0; i < generic.length; i++) {
            result.add(type(generic[i], bindings, method.parameters().get(i)));
        }
        return result;
    }

    /**
     * The type of an instance field read through {@code receiver}: for a field of a generated generic
     * class, its declared type with the receiver's type arguments ({@code Box<Integer>.value} is
     * {@code Integer}); else its erased type.
     */
    public static JType fieldType(JType receiver, FieldRef field) {
        return field.owner() instanceof UnitClass declaring && declaring.genericType(field) != null
                ? UnitGenerics.fieldType(receiver, declaring, field) : field.type();
    }

    /** The result type of {@code method} invoked on {@code receiver}; its erased type where unknown. */
    public static JType returnType(JType receiver, MethodRef method) {
        return returnType(receiver, method, null);
    }

    /**
     * The result type of {@code method} invoked on {@code receiver} with arguments of the given
     * types (null if unknown), from which the type variables of a generated generic method are inferred.
     */
    public static JType returnType(JType receiver, MethodRef method, List<JType> arguments) {
        UnitClass declaring = UnitClass.declaring(method);
        if (declaring != null) {
            return declaring.signature(method) == null ? method.returnType()
                    : UnitGenerics.returnType(receiver, declaring, method, arguments);
        }
        JType erased = method.returnType();
        if (!erased.isReference() || !(method.owner().loaded() != null)) {
            return erased;
        }
        if (!(executable(method) instanceof Method reflected)) {
            return erased;
        }
        Type generic = reflected.getGenericReturnType();
        if (generic instanceof Class<?>) {
            return erased;
        }
        return type(generic, bindings(receiver, reflected.getDeclaringClass()), erased);
    }

    /**
     * The non-wildcard parameterization of a functional interface type (JLS 9.9), whose function type types a
     * lambda: {@code Comparator<? super String>} as {@code Comparator<String>}; any other type is itself.
     */
    public static JClass nonWildcard(JClass type) {
        if (!(type instanceof JGeneric generic)) {
            return type;
        }
        List<JType> arguments = new ArrayList<>();
        boolean any = false;
        for (JType argument : generic.arguments()) {
            any |= argument instanceof JWildcard;
            arguments.add(argument instanceof JWildcard wildcard ? wildcard.bound() : argument);
        }
        return any ? new JGeneric(generic.raw(), arguments) : type;
    }

    /** Whether class {@code c} declares type variables, which a creation without type arguments may infer. */
    public static boolean declaresTypeVariables(JClass c) {
        if (c instanceof UnitClass unit) {
            return unit.typeParameters() != null && !unit.typeParameters().isEmpty();
        }
        return c.loaded() != null && c.loaded().getTypeParameters().length > 0;
    }

    /** How many type variables {@code method} declares itself (0 when it is not generic or cannot be reflected). */
    public static int typeParameterCount(MethodRef method) {
        UnitClass declaring = UnitClass.declaring(method);
        if (declaring != null) {
            GenericSignature signature = declaring.signature(method);
            return signature == null ? 0 : signature.variables().size();
        }
        int count = method.typeParameterCount;
        if (count < 0) {
            Executable executable = executable(method);
            count = executable == null ? 0 : executable.getTypeParameters().length;
            method.typeParameterCount = count;
        }
        return count;
    }

    private static Executable executable(MethodRef method) {
        return method.owner() instanceof LoadedClass loaded ? loaded.executable(method)
                : method.owner() instanceof JGeneric g && g.raw() instanceof LoadedClass raw ? raw.executable(method) : null;
    }

    /** The bindings of {@code declaring}'s type variables that the receiver type determines. */
    static Map<TypeVariable<?>, JType> bindings(JType receiver, Class<?> declaring) {
        Map<TypeVariable<?>, JType> bindings = new HashMap<>();
        if (declaring.getTypeParameters().length == 0 || !(receiver instanceof JClass)) {
            return bindings;
        }
        JClass c = (JClass) receiver;
        if (c.loaded() == null) {
            // A generated class: its nearest library supertype carries the type arguments.
            c = UnitGenerics.libraryView(receiver, declaring);
            if (c == null || c.loaded() == null) {
                return bindings;
            }
            receiver = c;
        }
        Class<?> start = c.loaded();
        if (receiver instanceof JGeneric g) {
            TypeVariable<?>[] parameters = start.getTypeParameters();
            for (int i = 0; i < parameters.length && i < g.arguments().size(); i++) {
                if (g.arguments().get(i) != null) {
                    bindings.put(parameters[i], g.arguments().get(i));
                }
            }
        }
        bindSupertypes(start, declaring, bindings, new java.util.HashSet<>());
        return bindings;
    }

    /** Walks from {@code c} up to {@code declaring}, binding each generic supertype's variables. */
    private static boolean bindSupertypes(Class<?> c, Class<?> declaring, Map<TypeVariable<?>, JType> bindings,
                                          java.util.Set<Class<?>> seen) {
        if (c == declaring) {
            return true;
        }
        if (!seen.add(c)) {
            return false;
        }
        List<Type> supertypes = new ArrayList<>(List.of(c.getGenericInterfaces()));
        if (c.getGenericSuperclass() != null) {
            supertypes.add(0, c.getGenericSuperclass());
        }
        for (Type supertype : supertypes) {
            Class<?> raw = supertype instanceof ParameterizedType p ? (Class<?>) p.getRawType()
                    : supertype instanceof Class<?> k ? k : null;
            if (raw == null || !declaring.isAssignableFrom(raw)) {
                continue;
            }
            if (supertype instanceof ParameterizedType p) {
                TypeVariable<?>[] parameters = raw.getTypeParameters();
                Type[] arguments = p.getActualTypeArguments();
                for (int i = 0; i < parameters.length; i++) {
                    JType argument = argument(arguments[i], bindings);
                    if (argument != null) {
                        bindings.put(parameters[i], argument);
                    }
                }
            }
            if (bindSupertypes(raw, declaring, bindings, seen)) {
                return true;
            }
        }
        return false;
    }

    private static JType type(Type generic, Map<TypeVariable<?>, JType> bindings, JType erased) {
        if (generic instanceof TypeVariable<?> variable) {
            JType bound = bindings.get(variable);
            if (bound != null) {
                return usable(bound);
            }
            if (variable.getGenericDeclaration() instanceof Executable && erased instanceof JClass c) {
                return new JInferred(c);
            }
            return erased;
        }
        if (generic instanceof ParameterizedType parameterized && erased instanceof JClass raw) {
            List<JType> arguments = new ArrayList<>();
            boolean any = false;
            for (Type argument : parameterized.getActualTypeArguments()) {
                JType resolved = argument(argument, bindings);
                any |= resolved != null;
                arguments.add(resolved);
            }
            return any ? new JGeneric(raw instanceof JGeneric g ? g.raw() : raw, arguments) : erased;
        }
        return erased;
    }

    /** A type argument as far as it is known: a wildcard stands for its bound; null when unknown. */
    private static JType argument(Type argument, Map<TypeVariable<?>, JType> bindings) {
        if (argument instanceof Class<?> c) {
            return LoadedClass.of(c);
        }
        if (argument instanceof TypeVariable<?> variable) {
            return bindings.get(variable);
        }
        if (argument instanceof ParameterizedType parameterized) {
            return type(parameterized, bindings, LoadedClass.of((Class<?>) parameterized.getRawType()));
        }
        if (argument instanceof WildcardType wildcard) {
            if (wildcard.getLowerBounds().length > 0) {
                return argument(wildcard.getLowerBounds()[0], bindings);
            }
            Type upper = wildcard.getUpperBounds()[0];
            return upper == Object.class ? null : argument(upper, bindings);
        }
        if (argument instanceof GenericArrayType array) {
            JType element = argument(array.getGenericComponentType(), bindings);
            return element == null ? null : new JArray(element);
        }
        return null;
    }

    /**
     * A type as the type of a value: a type variable of the quote stands for its bound (code sees
     * erasure), an inference variable left unresolved for the erasure that the place the value
     * flows into may narrow ({@link JInferred}); any other type is itself.
     */
    public static JType usable(JType type) {
        if (type instanceof JTypeVariable variable) {
            if (!variable.isInferenceVariable()) {
                return variable.erasure();
            }
            JType erasure = erasure(variable.erasure());
            return erasure instanceof JClass c ? new JInferred(c) : erasure;
        }
        if (type instanceof JWildcard wildcard) {
            // `? super X` is read as Object, the upper bound of its capture: the value may be any supertype of X
            return wildcard.bound() == null || wildcard.lower() ? Types.OBJECT : usable(wildcard.bound());
        }
        return type;
    }

    /**
     * The generic signature of a library generic method (or constructor) invoked on {@code receiver},
     * for {@link Inference}: the declaring class's type variables bound by the receiver's type
     * arguments (null where unknown), the method's own type variables replaced by fresh inference
     * variables, and wildcards kept ({@link JWildcard}). Null when the method declares no type
     * variables or cannot be reflected.
     */
    static GenericSignature librarySignature(JType receiver, MethodRef method) {
        Executable executable = executable(method);
        if (executable == null || executable.getTypeParameters().length == 0) {
            return null;
        }
        Type[] generic = executable.getGenericParameterTypes();
        if (generic.length != method.parameters().size()) {
            return null; // an inner class's constructor: the outer instance is not in the generic signature
        }
        Map<TypeVariable<?>, JType> bindings = bindings(receiver, executable.getDeclaringClass());
        List<JTypeVariable> variables = new ArrayList<>();
        for (TypeVariable<?> variable : executable.getTypeParameters()) {
            JTypeVariable fresh = JTypeVariable.inferenceVariable(variable.getName(), Types.OBJECT);
            bindings.put(variable, fresh);
            variables.add(fresh);
        }
        TypeVariable<?>[] declared = executable.getTypeParameters();
        for (int i = 0; i < declared.length; i++) {
            // The bound with wildcards read as their bounds: what a value of the variable's type may be.
            Type bound = declared[i].getBounds()[0];
            JType erased = LoadedClass.of(rawClass(bound));
            JType converted = bound instanceof Class<?> ? erased : type(bound, bindings, erased);
            variables.get(i).setErasure(converted instanceof JTypeVariable ? erased : converted);
            List<JType> more = new ArrayList<>();
            for (int b = 1; b < declared[i].getBounds().length; b++) {
                more.add(LoadedClass.of(rawClass(declared[i].getBounds()[b])));
            }
            variables.get(i).setAdditionalBounds(more);
        }
        List<JType> parameters = new ArrayList<>(generic.length);
        for (int i = 0; i < generic.length; i++) {
            JType parameter = signatureType(generic[i], bindings);
            parameters.add(parameter != null ? parameter : method.parameters().get(i));
        }
        JType result = method.isConstructor() ? null
                : signatureType(((Method) executable).getGenericReturnType(), bindings);
        return new GenericSignature(variables, parameters, result != null ? result : method.returnType());
    }

    /**
     * The signature of {@code new C<>(...)} for a library class:
     * its type variables fresh, {@code C<...>} the result.
     */
    static GenericSignature diamondSignature(JClass c, MethodRef constructor) {
        Executable executable = executable(constructor);
        Class<?> loaded = c.loaded();
        if (executable == null || loaded.getTypeParameters().length == 0 || executable.getTypeParameters().length > 0) {
            return null;
        }
        Type[] generic = executable.getGenericParameterTypes();
        if (generic.length != constructor.parameters().size()) {
            return null;
        }
        Map<TypeVariable<?>, JType> bindings = new HashMap<>();
        List<JTypeVariable> variables = new ArrayList<>();
        for (TypeVariable<?> variable : loaded.getTypeParameters()) {
            JTypeVariable fresh = JTypeVariable.inferenceVariable(variable.getName(),
                    LoadedClass.of(rawClass(variable.getBounds()[0])));
            bindings.put(variable, fresh);
            variables.add(fresh);
        }
        List<JType> parameters = new ArrayList<>();
        for (int i = 0; i < generic.length; i++) {
            JType parameter = signatureType(generic[i], bindings);
            parameters.add(parameter != null ? parameter : constructor.parameters().get(i));
        }
        return new GenericSignature(variables, parameters, new JGeneric(c, new ArrayList<>(variables)));
    }

    /**
     * The function type (JLS 9.9) of a parameterized functional interface whose type arguments may
     * mention inference variables and wildcards: its method's parameter types then its result type
     * (last), variables kept; a wildcard argument of the interface stands for its bound. Null when unknown.
     */
    static List<JType> functionType(JGeneric type, MethodRef method) {
        UnitClass unit = UnitClass.declaring(method);
        List<JType> arguments = new ArrayList<>();
        for (JType argument : type.arguments()) {
            arguments.add(argument instanceof JWildcard wildcard ? wildcard.bound() : argument);
        }
        JGeneric plain = new JGeneric(type.raw(), arguments);
        if (unit != null) {
            return UnitGenerics.functionType(plain, unit, method);
        }
        Executable executable = executable(method);
        if (!(executable instanceof Method reflected)
                || reflected.getGenericParameterTypes().length != method.parameters().size()) {
            return null;
        }
        Map<TypeVariable<?>, JType> bindings = bindings(plain, reflected.getDeclaringClass());
        List<JType> result = new ArrayList<>();
        Type[] parameters = reflected.getGenericParameterTypes();
        for (int i = 0; i < parameters.length; i++) {
            JType parameter = signatureType(parameters[i], bindings);
            result.add(parameter != null ? parameter : method.parameters().get(i));
        }
        JType returned = signatureType(reflected.getGenericReturnType(), bindings);
        result.add(returned != null ? returned : method.returnType());
        return result;
    }

    /** A reflected type with the given bindings, wildcards and variables kept; null where a variable is unbound. */
    private static JType signatureType(Type type, Map<TypeVariable<?>, JType> bindings) {
        if (type instanceof Class<?> c) {
            return LoadedClass.of(c);
        }
        if (type instanceof TypeVariable<?> variable) {
            return bindings.get(variable);
        }
        if (type instanceof ParameterizedType parameterized) {
            List<JType> arguments = new ArrayList<>();
            for (Type argument : parameterized.getActualTypeArguments()) {
                if (argument instanceof WildcardType wildcard) {
                    boolean lower = wildcard.getLowerBounds().length > 0;
                    Type bound = lower ? wildcard.getLowerBounds()[0] : wildcard.getUpperBounds()[0];
                    arguments.add(!lower && bound == Object.class ? new JWildcard(null, false)
                            : new JWildcard(signatureType(bound, bindings), lower));
                } else {
                    arguments.add(signatureType(argument, bindings));
                }
            }
            return new JGeneric(LoadedClass.classOf((Class<?>) parameterized.getRawType()), arguments);
        }
        if (type instanceof GenericArrayType array) {
            JType element = signatureType(array.getGenericComponentType(), bindings);
            return element == null ? null : new JArray(element);
        }
        return null;
    }

    private static Class<?> rawClass(Type type) {
        if (type instanceof Class<?> c) {
            return c;
        }
        if (type instanceof ParameterizedType parameterized) {
            return (Class<?>) parameterized.getRawType();
        }
        return Object.class;
    }

    /** The erasure of a type the checker may have narrowed: the class the JVM sees. */
    public static JType erasure(JType type) {
        if (type instanceof JGeneric g) {
            return g.raw();
        }
        if (type instanceof JInferred i) {
            return i.erasure();
        }
        if (type instanceof JIntersection intersection) {
            return intersection.erasure();
        }
        return type;
    }
}
