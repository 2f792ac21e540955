package dev.jumbo.marshal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.io.OutputStream;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What the underlying stream has received after each call, without a flush: the same bytes as
 * with {@code java.io.ObjectOutputStream}, which writes out at every mode change (code that
 * reads a {@code ByteArrayOutputStream} after {@code writeObject} relies on it). Ours buffers
 * across mode changes and pushes where the JDK's has written everything out.
 */
class VisibleBytesTest {
    /** Two nested objects, block data from a writeObject method, and a long string: several mode changes. */
    static final class Holder implements Serializable {
        private static final long serialVersionUID = 1L;
        final List<Object> items = new ArrayList<>(List.of("a".repeat(700), 42, new int[300]));
    }

    interface Opener {
        ObjectOutputStream open(OutputStream out) throws IOException;
    }

    @ParameterizedTest
    @ValueSource(strings = {"reflective", "jumbo"})
    void theUnderlyingStreamHoldsWhatTheJdksHoldsAfterEachCall(String stream) throws IOException {
        Opener ours = stream.equals("reflective") ? ReflectiveObjectOutputStream::new
                : out -> new JumboObjectOutputStream(out, Options.defaults().withThreshold(0).withSynchronousGeneration().withPrivateCache());

        List<byte[]> expected = visibleAfterEachCall(ObjectOutputStream::new);
        List<byte[]> actual = visibleAfterEachCall(ours);

        for (int call = 0; call < expected.size(); call++) {
            assertArrayEquals(expected.get(call), actual.get(call), "after call " + call);
        }
    }

    private static List<byte[]> visibleAfterEachCall(Opener opener) throws IOException {
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        List<byte[]> visible = new ArrayList<>();
        ObjectOutputStream out = opener.open(sink);
        visible.add(sink.toByteArray());
        out.writeObject(new Holder());
        visible.add(sink.toByteArray());
        out.writeInt(7);
        visible.add(sink.toByteArray());
        out.writeObject(new Holder());
        visible.add(sink.toByteArray());
        out.writeUTF("b".repeat(2000));
        visible.add(sink.toByteArray());
        out.reset();
        visible.add(sink.toByteArray());
        out.writeUnshared(new Holder());
        visible.add(sink.toByteArray());
        out.flush();
        visible.add(sink.toByteArray());
        return visible;
    }
}
