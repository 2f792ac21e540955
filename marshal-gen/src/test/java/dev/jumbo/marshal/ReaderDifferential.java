package dev.jumbo.marshal;

import dev.jumbo.marshal.io.ByteArrayInput;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/**
 * Reads the same bytes with {@code java.io.ObjectInputStream} and with
 * {@link ReflectiveObjectInputStream}, and describes what each did: per top-level
 * {@code readObject}, the object written again by {@code ObjectOutputStream} (hex), or the
 * exception class (and message) that ended the reading; and every filter call.
 */
final class ReaderDifferential {
    interface Opener {
        ObjectInputStream open(InputStream in) throws IOException;
    }

    static final Opener JDK = ObjectInputStream::new;
    static final Opener OURS = ReflectiveObjectInputStream::new;

    private ReaderDifferential() {
    }

    /** What a reader made of the bytes. */
    record Outcome(List<String> results, List<String> filterCalls) {
        /** The results with exception messages dropped (class only). */
        List<String> classesOnly() {
            List<String> classes = new ArrayList<>();
            for (String result : results) {
                int colon = result.indexOf(": ");
                classes.add(result.startsWith("throws ") && colon > 0 ? result.substring(0, colon) : result);
            }
            return classes;
        }
    }

    static Outcome read(Opener opener, byte[] bytes, int maxObjects, boolean recordFilter) {
        return read(opener, bytes, maxObjects, recordFilter, false);
    }

    /**
     * As {@link #read(Opener, byte[], int, boolean)}; {@code direct} gives the reader a
     * {@link ByteArrayInput}, whose bytes Jumbo's readers see at hand, instead of a
     * {@code ByteArrayInputStream}, which they read through {@code read}.
     */
    static Outcome read(Opener opener, byte[] bytes, int maxObjects, boolean recordFilter, boolean direct) {
        List<String> results = new ArrayList<>();
        List<String> filterCalls = new ArrayList<>();
        InputStream source = direct ? new ByteArrayInput(bytes) : new ByteArrayInputStream(bytes);
        try (ObjectInputStream in = opener.open(source)) {
            if (recordFilter) {
                in.setObjectInputFilter(info -> {
                    filterCalls.add((info.serialClass() == null ? "null" : info.serialClass().getName())
                            + " len=" + info.arrayLength() + " depth=" + info.depth() + " refs=" + info.references()
                            + " bytes=" + info.streamBytes());
                    return ObjectInputFilter.Status.UNDECIDED;
                });
            }
            for (int i = 0; i < maxObjects; i++) {
                Object obj = in.readObject();
                results.add("object " + rewrite(obj));
            }
        } catch (Throwable e) {
            results.add("throws " + e.getClass().getName() + ": " + e.getMessage());
        }
        return new Outcome(results, filterCalls);
    }

    static String rewrite(Object obj) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(obj);
        } catch (Throwable e) {
            return "(not writable: " + e.getClass().getName() + ")";
        }
        return HexFormat.of().formatHex(bytes.toByteArray());
    }
}
