package dev.jumbo.codese.oracle;

import dev.jumbo.codese.CodeseInputStream;
import dev.jumbo.codese.CodeseOptions;
import dev.jumbo.codese.CodeseOutputStream;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * The calls one stream is given ({@code writeObject}, {@code writeUnshared}, {@code reset}), made
 * on {@code ObjectOutputStream} and on {@link CodeseOutputStream}, each read back by its own
 * reader; the oracle compares the two restored graphs ({@link GraphBijection}), all roots as one
 * graph, since the roots of one stream share their objects until a reset. It also writes both
 * copies again with {@code ObjectOutputStream}, through the same calls, and compares the bytes
 * (the paper's oracle): they show what the bijection cannot reach, the JDK's classes' private
 * state (a HashMap's capacity).
 *
 * @param replacer the streams' {@code replaceObject}, or null for none
 */
public record StreamScript(List<Action> actions, UnaryOperator<Object> replacer) {
    /** One call on the stream. */
    public sealed interface Action {
    }

    public record Write(Object obj, boolean unshared) implements Action {
    }

    public record Reset() implements Action {
    }

    public static StreamScript of(Object... roots) {
        List<Action> actions = new ArrayList<>();
        for (Object root : roots) {
            actions.add(new Write(root, false));
        }
        return new StreamScript(actions, null);
    }

    /** The JDK's copies of the roots written (in order), and CoDeSe's. */
    public record Restored(List<Object> jdk, List<Object> codese) {
        public Object jdk(int index) {
            return jdk.get(index);
        }

        public Object codese(int index) {
            return codese.get(index);
        }
    }

    /** Writes and reads the script on both streams, and checks that they restore one graph. */
    public Restored check() throws IOException, ClassNotFoundException {
        return check(CodeseOptions.DEFAULTS);
    }

    public Restored check(CodeseOptions options) throws IOException, ClassNotFoundException {
        Restored restored = new Restored(jdkRoots(), codeseRoots(options));
        GraphBijection bijection = new GraphBijection();
        for (int i = 0; i < restored.jdk().size(); i++) {
            bijection.check(restored.jdk(i), restored.codese(i), "root" + i);
        }
        org.junit.jupiter.api.Assertions.assertArrayEquals(rewritten(restored.jdk()), rewritten(restored.codese()),
                "the two copies written again differ");
        return restored;
    }

    /** The roots restored, written again by ObjectOutputStream with the script's calls (no replaceObject). */
    public byte[] rewritten(List<Object> roots) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            int next = 0;
            for (Action action : actions) {
                if (action instanceof Write write && write.unshared()) {
                    out.writeUnshared(roots.get(next++));
                } else if (action instanceof Write) {
                    out.writeObject(roots.get(next++));
                } else {
                    out.reset();
                }
            }
        }
        return bytes.toByteArray();
    }

    public List<Object> jdkRoots() throws IOException, ClassNotFoundException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = replacer == null ? new ObjectOutputStream(bytes) : new ReplacingJdkStream(bytes, replacer)) {
            write(out);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            return read(in);
        }
    }

    public List<Object> codeseRoots(CodeseOptions options) throws IOException, ClassNotFoundException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = replacer == null ? new CodeseOutputStream(bytes, options)
                : new ReplacingCodeseStream(bytes, options, replacer)) {
            write(out);
        }
        try (ObjectInputStream in = new CodeseInputStream(new ByteArrayInputStream(bytes.toByteArray()), options)) {
            return read(in);
        }
    }

    private void write(ObjectOutputStream out) throws IOException {
        for (Action action : actions) {
            if (action instanceof Write write && write.unshared()) {
                out.writeUnshared(write.obj());
            } else if (action instanceof Write write) {
                out.writeObject(write.obj());
            } else {
                out.reset();
            }
        }
    }

    private List<Object> read(ObjectInputStream in) throws IOException, ClassNotFoundException {
        List<Object> roots = new ArrayList<>();
        for (Action action : actions) {
            if (action instanceof Write write) {
                roots.add(write.unshared() ? in.readUnshared() : in.readObject());
            }
        }
        return roots;
    }

    private static final class ReplacingJdkStream extends ObjectOutputStream {
        private final UnaryOperator<Object> replacer;

        ReplacingJdkStream(OutputStream out, UnaryOperator<Object> replacer) throws IOException {
            super(out);
            this.replacer = replacer;
            enableReplaceObject(true);
        }

        @Override
        protected Object replaceObject(Object obj) {
            return replacer.apply(obj);
        }
    }

    private static final class ReplacingCodeseStream extends CodeseOutputStream {
        private final UnaryOperator<Object> replacer;

        ReplacingCodeseStream(OutputStream out, CodeseOptions options, UnaryOperator<Object> replacer) throws IOException {
            super(out, options);
            this.replacer = replacer;
            enableReplaceObject(true);
        }

        @Override
        protected Object replaceObject(Object obj) {
            return replacer.apply(obj);
        }
    }
}
