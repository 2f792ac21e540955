package dev.jumbo.lang.check;

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
 * (through its supertypes); a method's own type variables are not inferred ({@link JInferred}).
 * Erasure stays the rule for what the JVM sees; these types only narrow lambda parameters and
 * results (with a cast, as javac inserts one).
 */
public final class Generics {
    private Generics() {
    }

    /** The parameter types of {@code method} invoked on {@code receiver} (its erased types where unknown). */
    public static List<JType> parameterTypes(JType receiver, MethodRef method) {
        UnitClass declaring = UnitGenerics.declaring(method);
        if (declaring != null) {
            return UnitGenerics.parameterTypes(receiver, declaring, method);
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
        return field.owner() instanceof UnitClass declaring ? UnitGenerics.fieldType(receiver, declaring, field)
                : field.type();
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
        UnitClass declaring = UnitGenerics.declaring(method);
        if (declaring != null) {
            return UnitGenerics.returnType(receiver, declaring, method, arguments);
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

    private static Executable executable(MethodRef method) {
        return method.owner() instanceof LoadedClass loaded ? loaded.executable(method)
                : method.owner() instanceof JGeneric g && g.raw() instanceof LoadedClass raw ? raw.executable(method) : null;
    }

    /** The bindings of {@code declaring}'s type variables that the receiver type determines. */
    private static Map<TypeVariable<?>, JType> bindings(JType receiver, Class<?> declaring) {
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
                return bound;
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

    /** The erasure of a type the checker may have narrowed: the class the JVM sees. */
    public static JType erasure(JType type) {
        if (type instanceof JGeneric g) {
            return g.raw();
        }
        if (type instanceof JInferred i) {
            return i.erasure();
        }
        return type;
    }
}
