package dev.jumbo.bench.marshal.polluted;

import java.io.Serializable;
import java.lang.invoke.MethodHandles;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * {@value #COUNT} serializable classes made at run time, so that a stream can carry many
 * classes before the workload (DESIGN.md: measure "after many classes have passed through the
 * stream": call sites that see one class are not what an application has). Each class
 * {@code PollutingNNN} is public, has a public no-argument constructor, a {@code serialVersionUID}
 * and public fields: {@code int id}, then one to four of {@code long}, {@code String},
 * {@code double}, {@code boolean}, in an order that depends on NNN, so that the classes differ in
 * layout as well as in name.
 *
 * <p>They are ordinary classes of this package, defined in the class loader of this class with
 * {@code Lookup.defineClass}, so that every reader resolves them by name as it resolves the
 * bench's own classes. They are defined once per JVM, on first use.
 */
public final class PollutingClasses {
    public static final int COUNT = 200;

    private static final String[] EXTRA_TYPES = {"J", "Ljava/lang/String;", "D", "Z"};
    private static final List<Class<?>> CLASSES = define();

    private PollutingClasses() {
    }

    /** The classes, in the order of their numbers. */
    public static List<Class<?>> classes() {
        return CLASSES;
    }

    /** One new instance of a class, its fields set from {@code seed}. */
    public static Object instance(Class<?> type, int seed) {
        try {
            Object object = type.getConstructor().newInstance();
            for (Field field : type.getFields()) {
                if (field.getType() == int.class) {
                    field.setInt(object, seed);
                } else if (field.getType() == long.class) {
                    field.setLong(object, seed * 1_000_003L);
                } else if (field.getType() == double.class) {
                    field.setDouble(object, seed / 7.0);
                } else if (field.getType() == boolean.class) {
                    field.setBoolean(object, seed % 2 == 0);
                } else {
                    field.set(object, "value-" + seed);
                }
            }
            return object;
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot instantiate " + type.getName(), e);
        }
    }

    private static List<Class<?>> define() {
        MethodHandles.Lookup lookup = MethodHandles.lookup();
        List<Class<?>> classes = new ArrayList<>(COUNT);
        for (int number = 0; number < COUNT; number++) {
            try {
                classes.add(lookup.defineClass(classFile(number)));
            } catch (IllegalAccessException e) {
                throw new IllegalStateException("cannot define polluting class " + number, e);
            }
        }
        return List.copyOf(classes);
    }

    /** The class file of {@code PollutingNNN}. */
    static byte[] classFile(int number) {
        String name = PollutingClasses.class.getPackageName().replace('.', '/') + String.format("/Polluting%03d", number);
        ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_FRAMES | ClassWriter.COMPUTE_MAXS);
        writer.visit(Opcodes.V17, Opcodes.ACC_PUBLIC | Opcodes.ACC_FINAL | Opcodes.ACC_SUPER, name, null,
                "java/lang/Object", new String[] {Serializable.class.getName().replace('.', '/')});
        writer.visitField(Opcodes.ACC_PRIVATE | Opcodes.ACC_STATIC | Opcodes.ACC_FINAL, "serialVersionUID", "J", null, 1L)
                .visitEnd();
        writer.visitField(Opcodes.ACC_PUBLIC, "id", "I", null, null).visitEnd();
        int extras = 1 + number % 4;
        for (int extra = 0; extra < extras; extra++) {
            String type = EXTRA_TYPES[(number / 4 + extra) % EXTRA_TYPES.length];
            writer.visitField(Opcodes.ACC_PUBLIC, "field" + extra, type, null, null).visitEnd();
        }
        MethodVisitor constructor = writer.visitMethod(Opcodes.ACC_PUBLIC, "<init>", "()V", null, null);
        constructor.visitCode();
        constructor.visitVarInsn(Opcodes.ALOAD, 0);
        constructor.visitMethodInsn(Opcodes.INVOKESPECIAL, "java/lang/Object", "<init>", "()V", false);
        constructor.visitInsn(Opcodes.RETURN);
        constructor.visitMaxs(0, 0);
        constructor.visitEnd();
        writer.visitEnd();
        return writer.toByteArray();
    }
}
