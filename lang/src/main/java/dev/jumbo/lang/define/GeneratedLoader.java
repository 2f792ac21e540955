package dev.jumbo.lang.define;

import java.util.List;
import java.util.Map;

/**
 * A class loader for one generated unit. Its parent is the loader of the quote's holder, and
 * it holds nothing else, so the unit is unloaded once its classes and instances are unreachable.
 */
final class GeneratedLoader extends ClassLoader {
    static {
        registerAsParallelCapable();
    }

    private final Map<String, byte[]> classes;
    private final List<Object> constants;

    GeneratedLoader(ClassLoader parent, Map<String, byte[]> classes, List<Object> constants) {
        super(parent);
        this.classes = classes;
        this.constants = List.copyOf(constants);
    }

    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
        byte[] bytes = classes.get(name.replace('.', '/'));
        if (bytes == null) {
            throw new ClassNotFoundException(name);
        }
        return defineClass(name, bytes, 0, bytes.length);
    }

    Object constant(int index) {
        return constants.get(index);
    }
}
