package dev.jumbo.marshal.io;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamConstants;
import java.io.UTFDataFormatException;
import java.io.UncheckedIOException;

/**
 * The two places where {@code java.io.ObjectOutputStream} writes different bytes on different
 * JDKs, found by asking the running JDK's stream once (feature probes, not version numbers).
 *
 * <ul>
 *   <li>JDK 24 rewrote {@code writeUTF}: in block-data mode, the part of a string after its
 *       leading ASCII run ends a block early, before a character that would bring the block to
 *       1,024 bytes; JDK 17 fills every block to 1,024 bytes.</li>
 *   <li>The same rewrite lets {@code writeUTF} take a string of more than 65,535 bytes, with an
 *       eight-byte length; JDK 17 throws {@code UTFDataFormatException}.</li>
 * </ul>
 */
final class PlatformBehaviour {
    static final boolean UTF_TAIL_ENDS_BLOCK_EARLY = probeUtfTailEndsBlockEarly();
    static final boolean WRITE_UTF_ACCEPTS_LONG_STRINGS = probeWriteUtfAcceptsLongStrings();

    private PlatformBehaviour() {
    }

    /** 600 two-byte characters in block-data mode: is the first block shorter than 1,024 bytes? */
    private static boolean probeUtfTailEndsBlockEarly() {
        try {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            try (ObjectOutputStream probe = new ObjectOutputStream(bytes)) {
                probe.writeUTF("\u00e9".repeat(600));
            }
            byte[] written = bytes.toByteArray();
            int headerEnd = 4;
            if (written[headerEnd] != ObjectStreamConstants.TC_BLOCKDATALONG) {
                throw new IllegalStateException("unexpected probe output: no long block after the stream header");
            }
            int firstBlockLength = (written[headerEnd + 1] & 0xFF) << 24 | (written[headerEnd + 2] & 0xFF) << 16
                    | (written[headerEnd + 3] & 0xFF) << 8 | written[headerEnd + 4] & 0xFF;
            return firstBlockLength < BlockDataOutput.MAX_BLOCK_SIZE;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static boolean probeWriteUtfAcceptsLongStrings() {
        try (ObjectOutputStream probe = new ObjectOutputStream(new ByteArrayOutputStream())) {
            probe.writeUTF("a".repeat(0x10000));
            return true;
        } catch (UTFDataFormatException e) {
            return false;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
