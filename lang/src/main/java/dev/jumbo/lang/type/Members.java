package dev.jumbo.lang.type;

import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Member look-up through a class's hierarchy (JLS 8.2, 8.3, 8.4.8). */
public final class Members {
    private Members() {
    }

    /**
     * The field {@code name} visible in {@code type}, or null: declared in the class, else in its
     * superinterfaces, else in its superclass, the same way up. Names found in the class itself,
     * the common case, allocate nothing.
     */
    public static FieldRef field(JType type, String name) {
        if (!(type instanceof JClass c)) {
            return null;
        }
        Set<JClass> seenInterfaces = null;
        for (JClass k = c; k != null; k = k.superclass()) {
            FieldRef declared = k.declaredField(name);
            if (declared != null) {
                return declared;
            }
            if (!k.interfaces().isEmpty()) {
                seenInterfaces = seenInterfaces == null ? new HashSet<>() : seenInterfaces;
                for (JClass i : k.interfaces()) {
                    FieldRef found = interfaceField(i, name, seenInterfaces);
                    if (found != null) {
                        return found;
                    }
                }
            }
        }
        return null;
    }

    private static FieldRef interfaceField(JClass i, String name, Set<JClass> seen) {
        if (!seen.add(i)) {
            return null;
        }
        FieldRef declared = i.declaredField(name);
        if (declared != null) {
            return declared;
        }
        for (JClass superinterface : i.interfaces()) {
            FieldRef found = interfaceField(superinterface, name, seen);
            if (found != null) {
                return found;
            }
        }
        return null;
    }

    /** The methods {@code name} of a type and its supertypes, overridden ones left out. */
    public static List<MethodRef> methods(JType type, String name) {
        JClass c = type instanceof JClass k ? k : Types.OBJECT;
        if (c instanceof LoadedClass loaded) {
            return loaded.isInterface() ? loaded.interfaceMethods(name) : loaded.visibleMethods(name);
        }
        List<MethodRef> own = visible(c, name);
        return c.isInterface() ? withObjectMethods(own, name) : own;
    }

    /** An interface's methods {@code own} and the public methods of Object it inherits (JLS 9.2). */
    static List<MethodRef> withObjectMethods(List<MethodRef> own, String name) {
        Map<String, MethodRef> bySignature = new LinkedHashMap<>();
        for (MethodRef method : own) {
            bySignature.put(method.parameterDescriptor(), method);
        }
        collect(Types.OBJECT, name, bySignature, new HashSet<>());
        return List.copyOf(bySignature.values());
    }

    /**
     * The methods {@code name} declared in {@code c} or inherited, overridden ones left out. For a
     * loaded class, {@link LoadedClass#visibleMethods} keeps the result: reflection never changes.
     */
    static List<MethodRef> visible(JClass c, String name) {
        Map<String, MethodRef> bySignature = new LinkedHashMap<>();
        declared(c, name, bySignature);
        inherited(c, name, bySignature, new HashSet<>());
        return List.copyOf(bySignature.values());
    }

    private static void collect(JClass c, String name, Map<String, MethodRef> into, Set<JClass> seen) {
        if (!seen.add(c)) {
            return;
        }
        if (c instanceof LoadedClass loaded) {
            // The kept walk of a loaded class; each method's owner is the class that declares it.
            for (MethodRef method : loaded.visibleMethods(name)) {
                offer(into, method, method.owner().isInterface());
            }
            return;
        }
        declared(c, name, into);
        inherited(c, name, into, seen);
    }

    private static void declared(JClass c, String name, Map<String, MethodRef> into) {
        for (MethodRef method : c.declaredMethods()) {
            if (method.name().equals(name)) {
                offer(into, method, c.isInterface());
            }
        }
    }

    private static void inherited(JClass c, String name, Map<String, MethodRef> into, Set<JClass> seen) {
        if (c.superclass() != null) {
            collect(c.superclass(), name, into, seen);
        }
        for (JClass i : c.interfaces()) {
            collect(i, name, into, seen);
        }
    }

    /** Keeps the first method of a signature, unless a class's concrete one implements an abstract one. */
    private static void offer(Map<String, MethodRef> into, MethodRef method, boolean fromInterface) {
        MethodRef known = into.get(method.parameterDescriptor());
        if (known == null || (known.isAbstract() && !method.isAbstract() && !fromInterface)) {
            into.put(method.parameterDescriptor(), method);
        }
    }

    /** The constructors of a class. */
    public static List<MethodRef> constructors(JClass c) {
        List<MethodRef> result = new ArrayList<>();
        for (MethodRef method : c.declaredMethods()) {
            if (method.isConstructor()) {
                result.add(method);
            }
        }
        return result;
    }

    /** The single abstract method of a functional interface, or null. */
    public static MethodRef functionalMethod(JType type) {
        if (!(type instanceof JClass c) || !c.isInterface()) {
            return null;
        }
        Map<String, MethodRef> abstracts = new LinkedHashMap<>();
        Set<String> defaults = new HashSet<>();
        collectAbstract(c, abstracts, defaults, new HashSet<>());
        MethodRef result = null;
        for (MethodRef method : abstracts.values()) {
            String key = method.name() + method.parameterDescriptor();
            if (defaults.contains(key) || isObjectMethod(method)) {
                continue;
            }
            if (result != null && !(result.name().equals(method.name())
                    && result.parameterDescriptor().equals(method.parameterDescriptor()))) {
                return null;
            }
            result = result == null ? method : result;
        }
        return result;
    }

    private static void collectAbstract(JClass c, Map<String, MethodRef> abstracts, Set<String> defaults, Set<JClass> seen) {
        if (!seen.add(c)) {
            return;
        }
        for (MethodRef method : c.declaredMethods()) {
            if (method.isStatic() || Modifier.isPrivate(method.modifiers())) {
                continue;
            }
            String key = method.name() + method.parameterDescriptor();
            if (method.isAbstract()) {
                abstracts.putIfAbsent(key, method);
            } else {
                defaults.add(key);
            }
        }
        for (JClass i : c.interfaces()) {
            collectAbstract(i, abstracts, defaults, seen);
        }
    }

    private static boolean isObjectMethod(MethodRef method) {
        for (MethodRef objectMethod : Types.OBJECT.declaredMethods()) {
            if (Modifier.isPublic(objectMethod.modifiers()) && objectMethod.name().equals(method.name())
                    && objectMethod.parameterDescriptor().equals(method.parameterDescriptor())) {
                return true;
            }
        }
        return false;
    }
}
