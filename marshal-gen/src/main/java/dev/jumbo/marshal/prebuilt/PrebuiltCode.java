package dev.jumbo.marshal.prebuilt;

import dev.jumbo.marshal.model.SerialClass;
import dev.jumbo.marshal.read.StreamDescriptor;
import dev.jumbo.marshal.session.Marshaller;
import dev.jumbo.marshal.session.Unmarshaller;
import java.io.IOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.security.ProtectionDomain;
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
 * <p>Nothing of lang or of the generators is loaded here, and for a class with nothing stored
 * nothing of the definition either ({@link PrebuiltDefiner}). The cost: one read of the index per
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
        return (Marshaller) PrebuiltDefiner.define(type, entry, desc, PrebuiltDefiner.WRITE_RUN_TIME);
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
        if (entry == null || !PrebuiltDefiner.isOwnDescriptor(desc)) {
            return null;
        }
        return (Unmarshaller) PrebuiltDefiner.define(type, entry, desc, PrebuiltDefiner.READ_RUN_TIME);
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
     * The index of a class path entry, or null when it has none (see {@link #resourceBeside}).
     */
    static URL indexBeside(CodeSource source) throws IOException {
        return resourceBeside(source, PrebuiltIndex.INDEX);
    }

    /**
     * The resource {@code name} of a class path entry, or null when it has none: under a
     * directory's location, or inside a jar's (as URLClassLoader takes them: a location ending in
     * a slash is a directory). Local directories and jars are asked without an exception for the
     * answer none: a file test, or an entry look-up in the jar, whose central directory the class
     * loader has read already; any other location by opening the URL. Not the class loader's
     * {@code getResource}, which asks the JDK's loaders first (each searches every module of the
     * run-time image, opening it) and then every jar before this one.
     */
    static URL resourceBeside(CodeSource source, String name) throws IOException {
        URL location = source == null ? null : source.getLocation();
        if (location == null) {
            return null;
        }
        String form = location.toExternalForm();
        boolean directory = form.endsWith("/");
        URL resource = directory ? new URL(location, name) : new URL("jar:" + form + "!/" + name);
        Path local = localPath(source);
        if (local == null) {
            return resource;
        }
        if (directory) {
            return Files.isRegularFile(local.resolve(name)) ? resource : null;
        }
        try (JarFile jar = new JarFile(local.toFile(), false)) {
            return jar.getEntry(name) == null ? null : resource;
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
}
