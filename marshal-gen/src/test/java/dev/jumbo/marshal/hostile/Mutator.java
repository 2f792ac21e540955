package dev.jumbo.marshal.hostile;

import java.io.ObjectStreamConstants;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Mutates a valid stream into a hostile one, deterministically: mutant {@code index} of a seed is
 * always the same bytes. The kinds take turns, so every kind gets its share of a corpus.
 */
final class Mutator {
    /** What a mutation does to the bytes. */
    enum Kind {
        /** One to three bits flipped anywhere (the stream header included). */
        BIT_FLIP,
        /** The stream cut short. */
        TRUNCATION,
        /** One to four bytes inserted: random ones, or type codes. */
        INSERTED_BYTES,
        /** One to four bytes removed. */
        DELETED_BYTES,
        /** A length (a string's, a block's, or any two or four bytes) set to a boundary value. */
        CORRUPTED_LENGTH,
        /** A back-reference's handle moved, near the table or anywhere. */
        CORRUPTED_HANDLE,
        /** A type code (TC_...) replaced by another. */
        CORRUPTED_TYPE_CODE
    }

    private static final int[] BOUNDARY_VALUES = {0, 1, 0x7f, 0x80, 0xff, 0x100, 0x7fff, 0xffff, 0x10000, 0x7fffffff, 0x80000000, 0xffffffff};

    private final long seed;

    Mutator(long seed) {
        this.seed = seed;
    }

    static Kind kind(int index) {
        return Kind.values()[Math.floorMod(index, Kind.values().length)];
    }

    /** Mutant {@code index} of {@code valid}. */
    byte[] mutate(byte[] valid, int index) {
        Random random = new Random(seed * 1_000_003L + index);
        return switch (kind(index)) {
            case BIT_FLIP -> flipBits(valid, random);
            case TRUNCATION -> java.util.Arrays.copyOf(valid, random.nextInt(valid.length));
            case INSERTED_BYTES -> insert(valid, random);
            case DELETED_BYTES -> delete(valid, random);
            case CORRUPTED_LENGTH -> corruptLength(valid, random);
            case CORRUPTED_HANDLE -> corruptHandle(valid, random);
            case CORRUPTED_TYPE_CODE -> corruptTypeCode(valid, random);
        };
    }

    private static byte[] flipBits(byte[] valid, Random random) {
        byte[] bytes = valid.clone();
        int flips = 1 + random.nextInt(3);
        for (int i = 0; i < flips; i++) {
            bytes[random.nextInt(bytes.length)] ^= (byte) (1 << random.nextInt(8));
        }
        return bytes;
    }

    private static byte[] insert(byte[] valid, Random random) {
        int at = random.nextInt(valid.length + 1);
        byte[] inserted = new byte[1 + random.nextInt(4)];
        for (int i = 0; i < inserted.length; i++) {
            inserted[i] = random.nextBoolean() ? (byte) random.nextInt(256) : typeCode(random);
        }
        byte[] bytes = new byte[valid.length + inserted.length];
        System.arraycopy(valid, 0, bytes, 0, at);
        System.arraycopy(inserted, 0, bytes, at, inserted.length);
        System.arraycopy(valid, at, bytes, at + inserted.length, valid.length - at);
        return bytes;
    }

    private static byte[] delete(byte[] valid, Random random) {
        int count = Math.min(valid.length, 1 + random.nextInt(4));
        int at = random.nextInt(valid.length - count + 1);
        byte[] bytes = new byte[valid.length - count];
        System.arraycopy(valid, 0, bytes, 0, at);
        System.arraycopy(valid, at + count, bytes, at, valid.length - at - count);
        return bytes;
    }

    private static byte[] corruptLength(byte[] valid, Random random) {
        byte[] bytes = valid.clone();
        int value = BOUNDARY_VALUES[random.nextInt(BOUNDARY_VALUES.length)];
        List<Integer> strings = positionsAfter(bytes, ObjectStreamConstants.TC_STRING, 2);
        List<Integer> blocks = positionsAfter(bytes, ObjectStreamConstants.TC_BLOCKDATA, 1);
        int choice = random.nextInt(3);
        if (choice == 0 && !strings.isEmpty()) {
            putShort(bytes, strings.get(random.nextInt(strings.size())), value);
        } else if (choice == 1 && !blocks.isEmpty()) {
            bytes[blocks.get(random.nextInt(blocks.size()))] = (byte) value;
        } else if (bytes.length >= 4) {
            int at = random.nextInt(bytes.length - 3);
            if (random.nextBoolean()) {
                putShort(bytes, at, value);
            } else {
                for (int i = 0; i < 4; i++) {
                    bytes[at + i] = (byte) (value >>> (24 - 8 * i));
                }
            }
        }
        return bytes;
    }

    private static byte[] corruptHandle(byte[] valid, Random random) {
        byte[] bytes = valid.clone();
        List<Integer> handles = new ArrayList<>();
        for (int i = 0; i + 4 < bytes.length; i++) {
            if (bytes[i] == ObjectStreamConstants.TC_REFERENCE && bytes[i + 1] == 0 && bytes[i + 2] == 0x7e) {
                handles.add(i + 1);
            }
        }
        if (handles.isEmpty()) {
            return flipBits(valid, random);
        }
        int at = handles.get(random.nextInt(handles.size()));
        int handle = switch (random.nextInt(3)) {
            case 0 -> ObjectStreamConstants.baseWireHandle + random.nextInt(32);
            case 1 -> ObjectStreamConstants.baseWireHandle - 1 - random.nextInt(4);
            default -> random.nextInt();
        };
        for (int i = 0; i < 4; i++) {
            bytes[at + i] = (byte) (handle >>> (24 - 8 * i));
        }
        return bytes;
    }

    private static byte[] corruptTypeCode(byte[] valid, Random random) {
        byte[] bytes = valid.clone();
        List<Integer> codes = new ArrayList<>();
        for (int i = 4; i < bytes.length; i++) {
            if (bytes[i] >= ObjectStreamConstants.TC_BASE && bytes[i] <= ObjectStreamConstants.TC_MAX) {
                codes.add(i);
            }
        }
        if (codes.isEmpty()) {
            return flipBits(valid, random);
        }
        bytes[codes.get(random.nextInt(codes.size()))] = typeCode(random);
        return bytes;
    }

    private static byte typeCode(Random random) {
        return (byte) (ObjectStreamConstants.TC_BASE + random.nextInt(ObjectStreamConstants.TC_MAX - ObjectStreamConstants.TC_BASE + 1));
    }

    private static List<Integer> positionsAfter(byte[] bytes, byte code, int width) {
        List<Integer> positions = new ArrayList<>();
        for (int i = 4; i + width < bytes.length; i++) {
            if (bytes[i] == code) {
                positions.add(i + 1);
            }
        }
        return positions;
    }

    private static void putShort(byte[] bytes, int at, int value) {
        if (at + 1 < bytes.length) {
            bytes[at] = (byte) (value >>> 8);
            bytes[at + 1] = (byte) value;
        }
    }
}
