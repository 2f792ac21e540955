package dev.jumbo.marshal.reading;

import dev.jumbo.marshal.conformance.JdkStreams;
import dev.jumbo.marshal.conformance.NamedGraph;
import dev.jumbo.marshal.conformance.Step;
import dev.jumbo.marshal.conformance.StreamHooks;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.util.List;

/** The write side's cases as streams: written by java.io.ObjectOutputStream, to be read back. */
public final class WrittenStreams {
    private WrittenStreams() {
    }

    /**
     * The bytes ObjectOutputStream writes for {@code steps} with {@code hooks}. A step that
     * throws (a failure graph) is left as the JDK leaves it (often a TC_EXCEPTION in the
     * stream) and the next steps are written after it.
     */
    public static byte[] write(List<Step> steps, StreamHooks hooks) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = JdkStreams.REFERENCE.open(bytes, hooks)) {
            for (Step step : steps) {
                try {
                    step.write(out);
                } catch (IOException | RuntimeException failure) {
                    // Part of the case: the reader meets what the writer left.
                }
            }
        } catch (IOException impossible) {
            throw new AssertionError("writing to memory failed", impossible);
        }
        return bytes.toByteArray();
    }

    /** The named graph's stream, read back with the reads that mirror its steps. */
    public static ReadingCase of(NamedGraph graph, ReadingCase.HooksMaker hooks) {
        List<Step> steps = graph.steps().get();
        return new ReadingCase(graph.id(), write(steps, graph.hooks()), ReadAction.of(steps), hooks);
    }
}
