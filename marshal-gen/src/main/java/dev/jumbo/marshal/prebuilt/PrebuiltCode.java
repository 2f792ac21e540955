package dev.jumbo.marshal.prebuilt;

import dev.jumbo.marshal.model.SerialClass;
import dev.jumbo.marshal.model.SerialField;
import dev.jumbo.marshal.read.StreamDescriptor;
import dev.jumbo.marshal.session.Marshaller;
import dev.jumbo.marshal.session.Unmarshaller;
import java.io.IOException;
import java.io.InputStream;
import java.io.InvalidClassException;
import java.io.ObjectStreamConstants;
import java.io.Serializable;
import java.lang.invoke.MethodHandles;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.security.ProtectionDomain;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.jar.JarFile;

/**
 * Marshallers and unmarshallers generated at build time ({@link PrebuiltGenerator}), found at run
 * time: the streams' caches ask here when they meet a class, before its first instance. Stored
 * code is defined as a hidden nestmate of its class, as run-time generation defines it, with class
 * data made again from the class as loaded, and used from the first instance on: it skips the
 * reflective tier, which is there only to spare generation for classes seen a few times.
 *
 * <p>Stored code is found beside its class: in the index of the class path entry (the classes
 * directory or the jar) that the class was loaded from, where {@code jumbo:marshallers} stores
 * it. Not on the class loader's whole path: a resource that is in no module's package makes each
 * of the JDK's built-in loaders search every module of the run-time image first (opening it, 2 ms
 * of a fresh JVM's first stream) and then every jar of the class path, each opened if it was not
 * yet (with a CDS archive, none is).
 *
 * <p>Nothing of lang or of the generators is loaded here. The cost: one read of the index per
 * class path entry (a failed one when it has none), then a map look-up per class; for a stored
 * class, its fingerprint's text (reflection) and two reads: the stored text and the class file.
 *
 * <p>Stored code is used only when everything it depends on is as it was at build time: the
 * class's fingerprint ({@link ClassFingerprint}; its text is compared), the generator's identity,
 * and for an unmarshaller a stream descriptor that is the class's own (a stream of another version of the
 * class gets run-time code). Otherwise, or when defining it fails, the class takes the run-time
 * tiers, as if nothing were stored. {@code -Djumbo.marshal.prebuilt=false} ignores stored code.
 */
public final class PrebuiltCode {
    private static final boolean ENABLED = !"false".equals(System.getProperty("jumbo.marshal.prebuilt"));
    /**
     * Each class path entry's index, or NONE, by the protection domain its classes share (one per
     * code source and loader): weak keys, so that no loader is kept alive.
     */
    private static final Map<ProtectionDomain, Object> INDEXES = new WeakHashMap<>();
    private static final Object NONE = new Object();

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

    private PrebuiltCode() {
    }

    /** The stored marshaller of {@code desc}'s class, defined and ready; null when there is none to use. */
    public static Marshaller marshaller(SerialClass desc) {
        Class<?> type = desc.type();
        PrebuiltIndex index = index(type);
        if (index == null) {
            return null;
        }
        PrebuiltIndex.Entry entry = index.writer(type.getName());
        if (entry == null) {
            return null;
        }
        return (Marshaller) define(type, entry, desc, WRITE_RUN_TIME);
    }

    /**
     * The stored unmarshaller for {@code desc}, defined and ready; null when there is none to use:
     * nothing stored for its local class, or {@code desc} is not the class's own descriptor.
     */
    public static Unmarshaller unmarshaller(StreamDescriptor desc) {
        Class<?> type = desc.localClass();
        if (type == null) {
            return null;
        }
        PrebuiltIndex index = index(type);
        if (index == null) {
            return null;
        }
        PrebuiltIndex.Entry entry = index.reader(type.getName());
        if (entry == null || !isOwnDescriptor(desc)) {
            return null;
        }
        return (Unmarshaller) define(type, entry, desc, READ_RUN_TIME);
    }

    private static PrebuiltIndex index(Class<?> type) {
        if (!ENABLED || type.getClassLoader() == null) {
            return null;
        }
        ProtectionDomain domain;
        try {
            domain = type.getProtectionDomain();
        } catch (SecurityException e) {
            return null;
        }
        Object index;
        synchronized (INDEXES) {
            index = INDEXES.get(domain);
        }
        if (index == null) {
            PrebuiltIndex loaded = null;
            try {
                URL file = indexBeside(domain.getCodeSource());
                loaded = file == null ? null : PrebuiltIndex.load(file);
            } catch (IOException | RuntimeException e) {
                // No index there (the common case), or one that cannot be read: nothing is stored.
            }
            index = loaded == null ? NONE : loaded;
            synchronized (INDEXES) {
                INDEXES.putIfAbsent(domain, index);
            }
        }
        return index == NONE ? null : (PrebuiltIndex) index;
    }

    /**
     * The index of a class path entry, or null when it has none: under a directory's location, or
     * inside a jar's (as URLClassLoader takes them: a location ending in a slash is a directory).
     * Local directories and jars are asked without an exception for the common answer, none: a
     * file test, or an entry look-up in the jar, whose central directory the class loader has read
     * already; any other location by opening the URL.
     */
    static URL indexBeside(CodeSource source) throws IOException {
        URL location = source == null ? null : source.getLocation();
        if (location == null) {
            return null;
        }
        String form = location.toExternalForm();
        boolean directory = form.endsWith("/");
        URL index = directory ? new URL(location, PrebuiltIndex.INDEX) : new URL("jar:" + form + "!/" + PrebuiltIndex.INDEX);
        Path local = localPath(source);
        if (local == null) {
            return index;
        }
        if (directory) {
            return Files.isRegularFile(local.resolve(PrebuiltIndex.INDEX)) ? index : null;
        }
        try (JarFile jar = new JarFile(local.toFile(), false)) {
            return jar.getEntry(PrebuiltIndex.INDEX) == null ? null : index;
        }
    }

    /**
     * Where a class path entry is on this machine's file system, or null: no location, or one
     * that is not a local file (a nested jar, a remote one).
     */
    static Path localPath(CodeSource source) {
        URL location = source == null ? null : source.getLocation();
        if (location == null || !"file".equals(location.getProtocol())) {
            return null;
        }
        try {
            return Path.of(location.toURI());
        } catch (URISyntaxException | IllegalArgumentException e) {
            return null;
        }
    }

    /** The instance of the stored class, or null when the class changed or the definition failed. */
    private static Object define(Class<?> type, PrebuiltIndex.Entry entry, Object root, List<String> runTime) {
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
            ClassLoader own = PrebuiltCode.class.getClassLoader();
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
