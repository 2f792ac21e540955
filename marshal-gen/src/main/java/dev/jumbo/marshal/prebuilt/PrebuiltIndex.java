package dev.jumbo.marshal.prebuilt;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The stored code of one class path entry (a classes directory or a jar): its index file,
 * {@link #INDEX}, read when a class of that entry is first met ({@link PrebuiltCode}).
 *
 * <p>The index is UTF-8 text, one fact per line, words separated by one space:
 * <pre>
 * jumbo-prebuilt 1
 * generator IDENTITY
 * write BINARY_NAME FINGERPRINT RECIPE...
 * read BINARY_NAME FINGERPRINT RECIPE...
 * </pre>
 * {@code generator} is {@link GeneratorIdentity#get()} of the build; {@code FINGERPRINT} is
 * {@link ClassFingerprint#of} the class at build time; the recipes make the generated class's
 * constants ({@link ConstantRecipes}). Beside the index, in the same directory of the same jar or
 * folder, {@code BINARY_NAME.write.class} and {@code BINARY_NAME.read.class} hold the class files,
 * and {@code BINARY_NAME.fingerprint} the text that FINGERPRINT digests ({@link ClassFingerprint#text}):
 * run time compares that text, so that it needs no digest (whose provider's start-up alone loads
 * some eighty JDK classes). Entries of an index whose generator differs from this run time's are
 * ignored.
 */
final class PrebuiltIndex {
    static final String DIRECTORY = "META-INF/jumbo/marshallers/";
    static final String INDEX = DIRECTORY + "index";
    static final String HEADER = "jumbo-prebuilt 1";
    static final String FINGERPRINT_SUFFIX = ".fingerprint";

    /** One stored class: where its bytes are, the class's fingerprint and its text then, and its constants' recipes. */
    record Entry(URL bytes, String fingerprint, URL fingerprintText, List<String> recipes) {
    }

    private final Map<String, Entry> writers;
    private final Map<String, Entry> readers;

    private PrebuiltIndex(Map<String, Entry> writers, Map<String, Entry> readers) {
        this.writers = writers;
        this.readers = readers;
    }

    Entry writer(String name) {
        return writers.get(name);
    }

    Entry reader(String name) {
        return readers.get(name);
    }

    /**
     * The index in {@code file}, or null when it is not of this generator (or stores nothing);
     * an {@code IOException} (a {@code FileNotFoundException}) when there is no such file.
     */
    static PrebuiltIndex load(URL file) throws IOException {
        String text;
        try (InputStream in = file.openStream()) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        String[] lines = text.split("\n");
        if (lines.length < 2 || !lines[0].equals(HEADER) || !lines[1].equals("generator " + GeneratorIdentity.get())) {
            return null;
        }
        Map<String, Entry> writers = new HashMap<>();
        Map<String, Entry> readers = new HashMap<>();
        for (int i = 2; i < lines.length; i++) {
            String[] words = lines[i].split(" ");
            if (words.length < 3) {
                continue;
            }
            Map<String, Entry> kind = words[0].equals("write") ? writers : words[0].equals("read") ? readers : null;
            if (kind != null) {
                URL bytes = new URL(file, words[1] + "." + words[0] + ".class");
                URL fingerprintText = new URL(file, words[1] + FINGERPRINT_SUFFIX);
                kind.putIfAbsent(words[1], new Entry(bytes, words[2], fingerprintText,
                        List.of(Arrays.copyOfRange(words, 3, words.length))));
            }
        }
        return writers.isEmpty() && readers.isEmpty() ? null : new PrebuiltIndex(writers, readers);
    }
}
