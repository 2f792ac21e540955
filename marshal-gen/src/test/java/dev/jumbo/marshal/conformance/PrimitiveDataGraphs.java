package dev.jumbo.marshal.conformance;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.io.UTFDataFormatException;
import java.util.List;

/** blockdata: primitive data written at the top level, cut into blocks of at most 1,024 bytes. */
final class PrimitiveDataGraphs {
    private PrimitiveDataGraphs() {
    }

    static void register(GraphRegistry registry) {
        registry.element("blockdata")
                .steps("empty stream", List::of)
                .steps("boolean true and false", () -> List.of(Step.data("booleans", out -> {
                    out.writeBoolean(true);
                    out.writeBoolean(false);
                }, in -> {
                    assertEquals(true, in.readBoolean());
                    assertEquals(false, in.readBoolean());
                })))
                .steps("bytes of every sign", () -> List.of(Step.data("bytes", out -> {
                    out.writeByte(-128);
                    out.writeByte(127);
                    out.writeByte(0);
                }, in -> {
                    assertEquals(-128, in.readByte());
                    assertEquals(127, in.readByte());
                    assertEquals(0, in.readByte());
                })))
                .steps("shorts and chars", () -> List.of(Step.data("shorts", out -> {
                    out.writeShort(-32768);
                    out.writeChar('\uffff');
                    out.writeChar('\u00e9');
                }, in -> {
                    assertEquals(-32768, in.readShort());
                    assertEquals('\uffff', in.readChar());
                    assertEquals('\u00e9', in.readChar());
                })))
                .steps("int extremes", () -> List.of(Step.ints(0, -1, Integer.MIN_VALUE, Integer.MAX_VALUE)))
                .steps("long extremes", () -> List.of(Step.data("longs", out -> {
                    out.writeLong(Long.MIN_VALUE);
                    out.writeLong(Long.MAX_VALUE);
                }, in -> {
                    assertEquals(Long.MIN_VALUE, in.readLong());
                    assertEquals(Long.MAX_VALUE, in.readLong());
                })))
                .steps("float specials and a NaN payload", () -> List.of(Step.data("floats", out -> {
                    out.writeFloat(Float.NaN);
                    out.writeFloat(Float.intBitsToFloat(0x7fc00123));
                    out.writeFloat(-0.0f);
                    out.writeFloat(Float.MIN_VALUE);
                }, in -> {
                    assertEquals(Float.NaN, in.readFloat());
                    assertEquals(Float.NaN, in.readFloat());
                    assertEquals(-0.0f, in.readFloat());
                    assertEquals(Float.MIN_VALUE, in.readFloat());
                })))
                .steps("double specials and a NaN payload", () -> List.of(Step.data("doubles", out -> {
                    out.writeDouble(Double.longBitsToDouble(0x7ff0000000000123L));
                    out.writeDouble(Double.NEGATIVE_INFINITY);
                    out.writeDouble(Math.PI);
                }, in -> {
                    assertEquals(Double.NaN, in.readDouble());
                    assertEquals(Double.NEGATIVE_INFINITY, in.readDouble());
                    assertEquals(Math.PI, in.readDouble());
                })))
                .steps("writeBytes drops the high bytes", () -> List.of(Step.data("writeBytes", out -> out.writeBytes("ab\u0163"), in -> {
                    assertEquals('a', in.readByte());
                    assertEquals('b', in.readByte());
                    assertEquals(0x63, in.readByte());
                })))
                .steps("writeChars", () -> List.of(Step.data("writeChars", out -> out.writeChars("h\u00e9\ud83d\ude00"), in -> {
                    for (char c : "h\u00e9\ud83d\ude00".toCharArray()) {
                        assertEquals(c, in.readChar());
                    }
                })))
                .steps("writeUTF ascii", () -> List.of(Step.utf("hello, world")))
                .steps("writeUTF empty", () -> List.of(Step.utf("")))
                .steps("writeUTF with NUL and supplementary characters", () -> List.of(Step.utf("a\u0000b\ud83d\ude00c")))
                .steps("writeUTF of 600 two-byte characters crosses a block", () -> List.of(Step.utf("\u00e9".repeat(600))))
                .steps("writeUTF ascii head then three-byte tail over blocks", () -> List.of(Step.utf("x".repeat(700) + "\u20ac".repeat(900))))
                .steps("writeUTF ascii tail after a two-byte character", () -> List.of(Step.utf("\u00e9" + "y".repeat(3000))))
                .steps("writeUTF of exactly 65535 bytes", () -> List.of(Step.utf("\u20ac".repeat(21845))))
                .steps("writeUTF over 65535 bytes as the platform does", () -> List.of(longUtf("z".repeat(70000))))
                .steps("bytes 255", () -> List.of(Step.bytes(pattern(255))))
                .steps("bytes 256 take a long block header", () -> List.of(Step.bytes(pattern(256))))
                .steps("bytes 1023", () -> List.of(Step.bytes(pattern(1023))))
                .steps("bytes 1024 fill one block", () -> List.of(Step.bytes(pattern(1024))))
                .steps("bytes 1025 spill into a second block", () -> List.of(Step.bytes(pattern(1025))))
                .steps("bytes 5000", () -> List.of(Step.bytes(pattern(5000))))
                .steps("write of an array slice", () -> List.of(Step.data("slice", out -> out.write(pattern(2000), 700, 1200), in -> {
                    byte[] read = new byte[1200];
                    in.readFully(read);
                    assertArrayEquals(java.util.Arrays.copyOfRange(pattern(2000), 700, 1900), read);
                })))
                .steps("256 ints fill one block", () -> List.of(Step.ints(ints(256))))
                .steps("257 ints", () -> List.of(Step.ints(ints(257))))
                .steps("an int straddles a block boundary", () -> List.of(Step.bytes(pattern(1022)), Step.ints(0x01020304)))
                .steps("a long straddles a block boundary", () -> List.of(Step.bytes(pattern(1019)), Step.data("long", out -> out.writeLong(-2L),
                        in -> assertEquals(-2L, in.readLong()))))
                .steps("flush ends a block early", () -> List.of(Step.bytes(pattern(100)), Step.data("flush", ObjectOutputStream::flush, in -> {
                }), Step.bytes(pattern(100))))
                .steps("primitives around an object", () -> List.of(Step.ints(1, 2), Step.object("between"), Step.ints(3), Step.object(7L)))
                .steps("blocks around an object", () -> List.of(Step.bytes(pattern(1500)), Step.object(new int[] {1}), Step.bytes(pattern(1500))));
    }

    static byte[] pattern(int length) {
        byte[] bytes = new byte[length];
        for (int i = 0; i < length; i++) {
            bytes[i] = (byte) (i * 31 + 7);
        }
        return bytes;
    }

    static int[] ints(int count) {
        int[] values = new int[count];
        for (int i = 0; i < count; i++) {
            values[i] = i * 0x01010101;
        }
        return values;
    }

    /** JDK 17 refuses writeUTF over 65,535 bytes; JDK 24+ writes it with an eight-byte length. */
    private static Step longUtf(String text) {
        boolean accepted = platformAcceptsLongUtf();
        return Step.data("long writeUTF", out -> {
            try {
                out.writeUTF(text);
            } catch (UTFDataFormatException refused) {
                out.writeInt(-1);
            }
        }, in -> {
            if (accepted) {
                assertEquals(text.length(), in.readLong());
                byte[] body = new byte[text.length()];
                in.readFully(body);
                assertEquals(text, new String(body, java.nio.charset.StandardCharsets.US_ASCII));
            } else {
                assertEquals(-1, in.readInt());
            }
        });
    }

    private static boolean platformAcceptsLongUtf() {
        try (ObjectOutputStream probe = new ObjectOutputStream(new ByteArrayOutputStream())) {
            probe.writeUTF("a".repeat(0x10000));
            return true;
        } catch (IOException e) {
            return false;
        }
    }
}
