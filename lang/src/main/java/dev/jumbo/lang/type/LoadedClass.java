package dev.jumbo.lang.type;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/** A class known through reflection; one instance per {@code Class}, members read once, lazily. */
public final class LoadedClass extends JClass {
    private static final ClassValue<JType> TYPES = new ClassValue<>() {
        @Override
        protected JType computeValue(Class<?> type) {
            if (type.isPrimitive()) {
                return JPrimitive.of(type);
            }
            if (type.isArray()) {
                return new JArray(of(type.getComponentType()));
            }
            return new LoadedClass(type);
        }
    };

    private final Class<?> type;
    private final String internalName;
    /** Kept, not rebuilt per call: the emitter asks for them at every use, and ASM hashes each string it gets. */
    private final String descriptor;
    private final String javaName;
    /** Kept: {@code Class.getModifiers} and {@code isInterface} are native calls, asked at every access check. */
    private final int modifiers;
    private final boolean isInterface;
    private volatile List<FieldRef> fields;
    private volatile Map<String, FieldRef> fieldsByName;
    /** The methods and constructors, each with its reflective twin (by identity, for generic signatures). */
    private volatile Reflected methods;
    private volatile List<JClass> interfaces;
    private volatile List<JClass> hierarchy;
    /** {@link Types#isChecked}, asked for each exception a called method declares, at every call. */
    private volatile Boolean checked;
    /** {@link Members#visible} of this class by name: overload resolution walks the hierarchy once per name. */
    private final Map<String, List<MethodRef>> visibleMethods = new ConcurrentHashMap<>();
    /** For an interface, {@link Members#methods} by name: the visible methods and Object's. */
    private final Map<String, List<MethodRef>> interfaceMethods = new ConcurrentHashMap<>();

    private record Reflected(List<MethodRef> list, java.util.Map<MethodRef, java.lang.reflect.Executable> executables) {
    }

    private LoadedClass(Class<?> type) {
        this.type = type;
        this.internalName = type.getName().replace('.', '/');
        this.descriptor = super.descriptor();
        this.javaName = super.javaName();
        this.modifiers = type.getModifiers();
        this.isInterface = type.isInterface();
    }

    /** The checker's type for a {@code Class} (cached per class). */
    public static JType of(Class<?> type) {
        return TYPES.get(type);
    }

    /** The checker's class type for a non-array, non-primitive {@code Class}. */
    public static JClass classOf(Class<?> type) {
        return (JClass) TYPES.get(type);
    }

    @Override
    public Class<?> loaded() {
        return type;
    }

    @Override
    public String internalName() {
        return internalName;
    }

    @Override
    public String descriptor() {
        return descriptor;
    }

    @Override
    public String javaName() {
        return javaName;
    }

    @Override
    public JClass superclass() {
        Class<?> superclass = type.getSuperclass();
        return superclass == null ? null : classOf(superclass);
    }

    @Override
    public List<JClass> interfaces() {
        List<JClass> result = interfaces;
        if (result == null) {
            List<JClass> found = new ArrayList<>();
            for (Class<?> i : type.getInterfaces()) {
                found.add(classOf(i));
            }
            interfaces = result = List.copyOf(found);
        }
        return result;
    }

    @Override
    public List<JClass> hierarchy() {
        List<JClass> result = hierarchy;
        if (result == null) {
            Set<JClass> found = new LinkedHashSet<>();
            addOwnHierarchy(this, found);
            hierarchy = result = List.copyOf(found);
        }
        return result;
    }

    /** Whether this is a checked exception class, by {@link Types#isChecked}'s rule, asked once. */
    boolean isCheckedException() {
        Boolean result = checked;
        if (result == null) {
            checked = result = Throwable.class.isAssignableFrom(type) && !RuntimeException.class.isAssignableFrom(type)
                    && !Error.class.isAssignableFrom(type);
        }
        return result;
    }

    /** The methods {@code name} declared here or inherited, overridden ones left out; kept per name. */
    List<MethodRef> visibleMethods(String name) {
        List<MethodRef> known = visibleMethods.get(name);
        if (known == null) {
            // Not computeIfAbsent: the walk fills the maps of the supertypes, and may recurse.
            known = Members.visible(this, name);
            visibleMethods.putIfAbsent(name, known);
        }
        return known;
    }

    /** {@link Members#methods} of this interface, kept per name like {@link #visibleMethods}. */
    List<MethodRef> interfaceMethods(String name) {
        List<MethodRef> known = interfaceMethods.get(name);
        if (known == null) {
            known = Members.withObjectMethods(visibleMethods(name), name);
            interfaceMethods.putIfAbsent(name, known);
        }
        return known;
    }

    @Override
    public boolean isInterface() {
        return isInterface;
    }

    @Override
    public int modifiers() {
        return modifiers;
    }

    @Override
    public JClass outer() {
        Class<?> outer = type.getDeclaringClass();
        return outer == null ? null : classOf(outer);
    }

    @Override
    public boolean isGenerated() {
        return false;
    }

    @Override
    public List<FieldRef> declaredFields() {
        List<FieldRef> result = fields;
        if (result == null) {
            result = new ArrayList<>();
            for (Field field : type.getDeclaredFields()) {
                if (!field.isSynthetic()) {
                    result.add(new FieldRef(this, field.getName(), of(field.getType()), field.getModifiers(), null));
                }
            }
            fields = result = List.copyOf(result);
        }
        return result;
    }

    @Override
    public FieldRef declaredField(String name) {
        Map<String, FieldRef> byName = fieldsByName;
        if (byName == null) {
            byName = new HashMap<>();
            for (FieldRef field : declaredFields()) {
                byName.putIfAbsent(field.name(), field);
            }
            fieldsByName = byName;
        }
        return byName.get(name);
    }

    @Override
    public List<MethodRef> declaredMethods() {
        Reflected known = methods;
        if (known == null) {
            List<MethodRef> result;
            result = new ArrayList<>();
            java.util.Map<MethodRef, java.lang.reflect.Executable> reflected = new java.util.IdentityHashMap<>();
            for (Method method : type.getDeclaredMethods()) {
                if (!method.isBridge() && !method.isSynthetic()) {
                    MethodRef ref = new MethodRef(this, method.getName(), types(method.getParameterTypes()),
                            of(method.getReturnType()), method.getModifiers(), method.isVarArgs());
                    result.add(ref);
                    reflected.put(ref, method);
                }
            }
            for (Constructor<?> constructor : type.getDeclaredConstructors()) {
                if (!constructor.isSynthetic()) {
                    MethodRef ref = new MethodRef(this, "<init>", types(constructor.getParameterTypes()),
                            JPrimitive.VOID, constructor.getModifiers(), constructor.isVarArgs());
                    result.add(ref);
                    reflected.put(ref, constructor);
                }
            }
            known = new Reflected(List.copyOf(result), reflected);
            methods = known;
        }
        return known.list();
    }

    /** The reflective method or constructor behind one of {@link #declaredMethods()}, or null. */
    public java.lang.reflect.Executable executable(MethodRef method) {
        declaredMethods();
        return methods.executables().get(method);
    }

    private static List<JType> types(Class<?>[] classes) {
        List<JType> result = new ArrayList<>(classes.length);
        for (Class<?> c : classes) {
            result.add(of(c));
        }
        return result;
    }
}
