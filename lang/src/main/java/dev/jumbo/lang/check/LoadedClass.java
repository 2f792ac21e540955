package dev.jumbo.lang.check;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;

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
    private volatile List<FieldRef> fields;
    private volatile List<MethodRef> methods;

    private LoadedClass(Class<?> type) {
        this.type = type;
        this.internalName = type.getName().replace('.', '/');
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
    public JClass superclass() {
        Class<?> superclass = type.getSuperclass();
        return superclass == null ? null : classOf(superclass);
    }

    @Override
    public List<JClass> interfaces() {
        List<JClass> result = new ArrayList<>();
        for (Class<?> i : type.getInterfaces()) {
            result.add(classOf(i));
        }
        return result;
    }

    @Override
    public boolean isInterface() {
        return type.isInterface();
    }

    @Override
    public int modifiers() {
        return type.getModifiers();
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
    public List<MethodRef> declaredMethods() {
        List<MethodRef> result = methods;
        if (result == null) {
            result = new ArrayList<>();
            for (Method method : type.getDeclaredMethods()) {
                if (!method.isBridge() && !method.isSynthetic()) {
                    result.add(new MethodRef(this, method.getName(), types(method.getParameterTypes()),
                            of(method.getReturnType()), method.getModifiers(), method.isVarArgs()));
                }
            }
            for (Constructor<?> constructor : type.getDeclaredConstructors()) {
                if (!constructor.isSynthetic()) {
                    result.add(new MethodRef(this, "<init>", types(constructor.getParameterTypes()),
                            JPrimitive.VOID, constructor.getModifiers(), constructor.isVarArgs()));
                }
            }
            methods = result = List.copyOf(result);
        }
        return result;
    }

    private static List<JType> types(Class<?>[] classes) {
        List<JType> result = new ArrayList<>(classes.length);
        for (Class<?> c : classes) {
            result.add(of(c));
        }
        return result;
    }
}
