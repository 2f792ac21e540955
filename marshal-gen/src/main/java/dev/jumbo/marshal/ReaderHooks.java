package dev.jumbo.marshal;

import dev.jumbo.marshal.model.SerializationMethods;
import java.io.ObjectStreamClass;
import java.lang.reflect.Method;

/**
 * Which of the reader's hooks a stream class overrides (each costs an ObjectStreamClass), found
 * by reflection once per class. A class of its own: our two streams override none and never
 * load it, since reflecting on them would load every type their methods name.
 *
 * @param standardBodyReaders whether the readers a descriptor body goes through are ours, so
 *        that a body may be recognized by its bytes ({@link dev.jumbo.marshal.read.DescriptorTemplates})
 * @param standardDataReaders whether the stream overrides none of what a JDK class's
 *        {@code readObject} calls, so that its JDK classes may be read by {@code JdkClassReaders}
 */
record ReaderHooks(boolean resolveClass, boolean readClassDescriptor, boolean standardBodyReaders,
                   boolean standardDataReaders) {
    /**
     * Our two streams' (checked by a test): they override none of the hooks, which
     * {@link ReflectiveObjectInputStream} takes for granted for them without asking.
     */
    static final ReaderHooks OWN = new ReaderHooks(false, false, true, true);

    /**
     * What a JDK class's {@code readObject} calls on the stream: a stream class that overrides
     * any of them would see those calls, so its JDK classes keep their own {@code readObject}
     * (no {@code JdkClassReaders}). Also {@code readNewString}, which the readers' runs of
     * string elements go around.
     */
    private static final String[] DATA_READERS = {"readObjectOverride", "readUnshared", "readFields",
        "defaultReadObject", "readBoolean", "readByte", "readUnsignedByte", "readChar", "readShort",
        "readUnsignedShort", "readInt", "readLong", "readFloat", "readDouble", "readUTF", "read",
        "readFully", "skipBytes", "available", "registerValidation", "readNewString"};

    /** The hooks per stream class, asked once per class. */
    private static final ClassValue<ReaderHooks> HOOKS = new ClassValue<>() {
        @Override
        protected ReaderHooks computeValue(Class<?> streamClass) {
            return find(streamClass);
        }
    };

    /** The hooks of {@code streamClass}, a subclass of {@link ReflectiveObjectInputStream}. */
    static ReaderHooks of(Class<?> streamClass) {
        return HOOKS.get(streamClass);
    }

    /** The hooks of {@code streamClass}, found by reflection (package-private for a test). */
    static ReaderHooks find(Class<?> streamClass) {
        return new ReaderHooks(overrides(streamClass, "resolveClass", ObjectStreamClass.class),
                overrides(streamClass, "readClassDescriptor"),
                !overrides(streamClass, "readUTF") && !overrides(streamClass, "readLong")
                        && !overrides(streamClass, "readByte") && !overrides(streamClass, "readShort"),
                !overridesAny(streamClass, DATA_READERS));
    }

    /** Whether a class between {@code streamClass} and the reflective stream declares a method of one of these names. */
    private static boolean overridesAny(Class<?> streamClass, String[] names) {
        for (Class<?> type = streamClass; type != ReflectiveObjectInputStream.class; type = type.getSuperclass()) {
            for (Method method : type.getDeclaredMethods()) {
                for (String name : names) {
                    if (method.getName().equals(name)) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    private static boolean overrides(Class<?> streamClass, String name, Class<?>... parameterTypes) {
        for (Class<?> type = streamClass; type != ReflectiveObjectInputStream.class; type = type.getSuperclass()) {
            if (SerializationMethods.declaredMethod(type, name, parameterTypes) != null) {
                return true;
            }
        }
        return false;
    }
}
