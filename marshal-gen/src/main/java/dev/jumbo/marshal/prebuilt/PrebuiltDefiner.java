package dev.jumbo.marshal.prebuilt;

import dev.jumbo.marshal.model.SerialClass;
import dev.jumbo.marshal.model.SerialField;
import dev.jumbo.marshal.read.StreamDescriptor;
import java.io.IOException;
import java.io.InputStream;
import java.io.InvalidClassException;
import java.io.ObjectStreamConstants;
import java.io.Serializable;
import java.lang.invoke.MethodHandles;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Stored code made usable: checked against the class as loaded (its fingerprint, and for an
 * unmarshaller a stream descriptor that is the class's own), then defined as a hidden nestmate of
 * the class with its class data made again, and instantiated. {@link PrebuiltCode} asks here only
 * for a class its index holds, so a stream of classes that have none never loads this class.
 */
final class PrebuiltDefiner {
    /** What a marshaller's class must see by the same name to link as a nestmate (as ProgGen requires). */
    static final List<String> WRITE_RUN_TIME = List.of("dev.jumbo.marshal.session.Marshaller",
            "dev.jumbo.marshal.session.WriteSession", "dev.jumbo.marshal.io.BlockDataOutput",
            "dev.jumbo.marshal.io.PrimitiveRun", "dev.jumbo.marshal.model.SerialClass",
            "dev.jumbo.marshal.model.FieldAccess", "dev.jumbo.marshal.model.FieldAccessor", "dev.jumbo.stdlib.CacheEntry");
    /** The same for an unmarshaller (as ReadProgGen requires, with the above). */
    static final List<String> READ_RUN_TIME = List.of("dev.jumbo.marshal.session.Unmarshaller",
            "dev.jumbo.marshal.session.ReadSession", "dev.jumbo.marshal.io.BlockDataInput",
            "dev.jumbo.marshal.read.StreamDescriptor", "dev.jumbo.marshal.session.PendingObject",
            "dev.jumbo.marshal.read.ReadFailures", "dev.jumbo.marshal.session.FieldCache");

    private PrebuiltDefiner() {
    }

    /** The instance of the stored class, or null when the class changed or the definition failed. */
    static Object define(Class<?> type, PrebuiltIndex.Entry entry, Object root, List<String> runTime) {
        try {
            if (!ClassFingerprint.text(type).equals(new String(read(entry.fingerprintText()), StandardCharsets.UTF_8))) {
                return null;
            }
            byte[] bytes = read(entry.bytes());
            return instantiate(type, bytes, ConstantRecipes.resolve(root, entry.recipes()), runTime);
        } catch (IOException | ReflectiveOperationException | RuntimeException | LinkageError e) {
            // A stored class that cannot be used is as good as none: the run-time tiers serve it.
            return null;
        }
    }

    private static byte[] read(URL resource) throws IOException {
        try (InputStream in = resource.openStream()) {
            return in.readAllBytes();
        }
    }

    /** Defines {@code bytes} as a hidden nestmate of {@code type} with {@code constants} as its class data, and instantiates it. */
    static Object instantiate(Class<?> type, byte[] bytes, Object[] constants, List<String> runTime)
            throws ReflectiveOperationException {
        MethodHandles.Lookup host = nestHost(type, runTime);
        if (host == null) {
            throw new IllegalAccessException("no full-privilege lookup in " + type.getName() + " that sees our run time");
        }
        MethodHandles.Lookup defined = constants.length == 0
                ? host.defineHiddenClass(bytes, true, MethodHandles.Lookup.ClassOption.NESTMATE)
                : host.defineHiddenClassWithClassData(bytes, List.of(constants), true, MethodHandles.Lookup.ClassOption.NESTMATE);
        return defined.lookupClass().getDeclaredConstructor().newInstance();
    }

    /**
     * A full-privilege lookup in {@code type} when generated code can be its nestmate (the test the
     * generators make): its package is open to us and its loader sees our run time by name.
     */
    static MethodHandles.Lookup nestHost(Class<?> type, List<String> runTime) {
        if (type.isHidden() || type.isPrimitive() || type.isArray()) {
            return null;
        }
        try {
            MethodHandles.Lookup lookup = MethodHandles.privateLookupIn(type, MethodHandles.lookup());
            if (!lookup.hasFullPrivilegeAccess()) {
                return null;
            }
            List<String> needed = new ArrayList<>(WRITE_RUN_TIME);
            if (runTime != WRITE_RUN_TIME) {
                needed.addAll(runTime);
            }
            ClassLoader own = PrebuiltDefiner.class.getClassLoader();
            for (String name : needed) {
                if (Class.forName(name, false, type.getClassLoader()) != Class.forName(name, false, own)) {
                    return null;
                }
            }
            return lookup;
        } catch (IllegalAccessException | ClassNotFoundException | IllegalArgumentException e) {
            return null;
        }
    }

    // ---------------------------------------------------------------- the class's own descriptor

    /**
     * The descriptor a stream written from {@code type} as loaded has, bound to it (canonical):
     * what a stored unmarshaller is generated for.
     */
    static StreamDescriptor ownDescriptor(Class<?> type) throws InvalidClassException {
        Class<?> parent = type.getSuperclass();
        StreamDescriptor superDescriptor = parent != null && Serializable.class.isAssignableFrom(parent)
                ? ownDescriptor(parent) : null;
        return StreamDescriptor.bind(ownBody(type), type, null, superDescriptor);
    }

    /** Whether {@code desc}, level by level, is what {@code ownDescriptor} of its local class gives. */
    static boolean isOwnDescriptor(StreamDescriptor desc) {
        Class<?> type = desc.localClass();
        for (StreamDescriptor level = desc; level != null; level = level.superDescriptor()) {
            if (type == null || level.localClass() != type || !Serializable.class.isAssignableFrom(type)
                    || !level.body().equals(ownBody(type))) {
                return false;
            }
            type = type.getSuperclass();
        }
        return type == null || !Serializable.class.isAssignableFrom(type);
    }

    /** What a stream says of {@code type} when it is written as it is loaded, as StreamDescriptor's own local body. */
    private static StreamDescriptor.Body ownBody(Class<?> type) {
        SerialClass local = SerialClass.of(type);
        List<StreamDescriptor.FieldSpec> specs = new ArrayList<>();
        for (SerialField field : local.fields()) {
            String signature = field.streamField().getTypeString();
            specs.add(new StreamDescriptor.FieldSpec(field.typeCode(), field.name(),
                    signature == null ? String.valueOf(field.typeCode()) : signature));
        }
        return new StreamDescriptor.Body(type.getName(), local.serialVersionUID(),
                local.flags(ObjectStreamConstants.PROTOCOL_VERSION_2), specs, null);
    }
}
