package dev.jumbo.marshal;

import java.io.DataOutput;
import java.io.IOException;
import java.io.ObjectStreamConstants;
import java.io.OutputStream;
import java.io.UTFDataFormatException;

/**
 * The byte sink of a serialization stream, with the protocol's block-data framing.
 *
 * <p>Outside block-data mode, bytes go to the underlying stream as they are. In block-data
 * mode (primitive data written by {@code writeObject}/{@code writeExternal} methods, class
 * annotations, and top-level primitives), bytes are buffered and cut into blocks of at most
 * 1,024 bytes, each behind a {@code TC_BLOCKDATA} (length up to 255) or
 * {@code TC_BLOCKDATALONG} header: the {@code blockdata} rule of the grammar. A block ends when
 * the buffer is full and more data comes, or when the mode changes, or on {@link #drain()}
 * and {@link #flush()}; this is where {@code java.io.ObjectOutputStream} ends them.
 *
 * <p>Call protocol: {@code (setBlockDataMode(mode) write*)* drain? flush? close?}.
 */
public final class BlockDataOutput implements DataOutput {
    /** The largest block {@code java.io.ObjectOutputStream} writes. */
    public static final int MAX_BLOCK_SIZE = 1024;

    private final OutputStream out;
    private final byte[] buffer = new byte[MAX_BLOCK_SIZE];
    private final byte[] header = new byte[5];
    private int position;
    private boolean blockDataMode;

    public BlockDataOutput(OutputStream out) {
        this.out = out;
    }

    /** Switches block-data mode, ending the current block; returns the previous mode. */
    public boolean setBlockDataMode(boolean mode) throws IOException {
        if (blockDataMode == mode) {
            return mode;
        }
        drain();
        blockDataMode = mode;
        return !mode;
    }

    public boolean blockDataMode() {
        return blockDataMode;
    }

    /** Writes out the buffered bytes: one block of block data, or plain bytes. */
    public void drain() throws IOException {
        if (position == 0) {
            return;
        }
        if (blockDataMode) {
            writeBlockHeader(position);
        }
        out.write(buffer, 0, position);
        position = 0;
    }

    /** blockdatashort: TC_BLOCKDATA (unsigned byte)size; blockdatalong: TC_BLOCKDATALONG (int)size. */
    private void writeBlockHeader(int length) throws IOException {
        if (length <= 0xFF) {
            header[0] = ObjectStreamConstants.TC_BLOCKDATA;
            header[1] = (byte) length;
            out.write(header, 0, 2);
        } else {
            header[0] = ObjectStreamConstants.TC_BLOCKDATALONG;
            header[1] = (byte) (length >>> 24);
            header[2] = (byte) (length >>> 16);
            header[3] = (byte) (length >>> 8);
            header[4] = (byte) length;
            out.write(header, 0, 5);
        }
    }

    public void flush() throws IOException {
        drain();
        out.flush();
    }

    public void close() throws IOException {
        flush();
        out.close();
    }

    @Override
    public void write(int value) throws IOException {
        if (position == MAX_BLOCK_SIZE) {
            drain();
        }
        buffer[position++] = (byte) value;
    }

    @Override
    public void write(byte[] bytes) throws IOException {
        write(bytes, 0, bytes.length);
    }

    @Override
    public void write(byte[] bytes, int offset, int length) throws IOException {
        if (!blockDataMode) {
            if (length <= MAX_BLOCK_SIZE - position) {
                System.arraycopy(bytes, offset, buffer, position, length);
                position += length;
            } else {
                drain();
                out.write(bytes, offset, length);
            }
            return;
        }
        while (length > 0) {
            if (position == MAX_BLOCK_SIZE) {
                drain();
            }
            int chunk = Math.min(length, MAX_BLOCK_SIZE - position);
            System.arraycopy(bytes, offset, buffer, position, chunk);
            position += chunk;
            offset += chunk;
            length -= chunk;
        }
    }

    @Override
    public void writeBoolean(boolean value) throws IOException {
        write(value ? 1 : 0);
    }

    @Override
    public void writeByte(int value) throws IOException {
        write(value);
    }

    @Override
    public void writeShort(int value) throws IOException {
        if (position + 2 <= MAX_BLOCK_SIZE) {
            buffer[position] = (byte) (value >>> 8);
            buffer[position + 1] = (byte) value;
            position += 2;
        } else {
            write(value >>> 8);
            write(value);
        }
    }

    @Override
    public void writeChar(int value) throws IOException {
        writeShort(value);
    }

    @Override
    public void writeInt(int value) throws IOException {
        if (position + 4 <= MAX_BLOCK_SIZE) {
            buffer[position] = (byte) (value >>> 24);
            buffer[position + 1] = (byte) (value >>> 16);
            buffer[position + 2] = (byte) (value >>> 8);
            buffer[position + 3] = (byte) value;
            position += 4;
        } else {
            writeShort(value >>> 16);
            writeShort(value);
        }
    }

    @Override
    public void writeLong(long value) throws IOException {
        writeInt((int) (value >>> 32));
        writeInt((int) value);
    }

    /** Floats and doubles go out with their canonical NaN, as {@code java.io.DataOutputStream} writes them. */
    @Override
    public void writeFloat(float value) throws IOException {
        writeInt(Float.floatToIntBits(value));
    }

    @Override
    public void writeDouble(double value) throws IOException {
        writeLong(Double.doubleToLongBits(value));
    }

    @Override
    public void writeBytes(String text) throws IOException {
        for (int i = 0; i < text.length(); i++) {
            write(text.charAt(i));
        }
    }

    @Override
    public void writeChars(String text) throws IOException {
        for (int i = 0; i < text.length(); i++) {
            writeChar(text.charAt(i));
        }
    }

    /**
     * {@code DataOutput.writeUTF}: a two-byte length and modified UTF-8. A string longer than
     * 65,535 bytes is refused, or written with an eight-byte length, as the running JDK's
     * {@code ObjectOutputStream} does (see {@link PlatformBehaviour}).
     */
    @Override
    public void writeUTF(String text) throws IOException {
        long length = utfLength(text);
        if (length <= 0xFFFF) {
            writeShort((int) length);
        } else if (PlatformBehaviour.WRITE_UTF_ACCEPTS_LONG_STRINGS) {
            writeLong(length);
        } else {
            throw new UTFDataFormatException();
        }
        writeUtfBody(text);
    }

    /** The number of bytes of a string in modified UTF-8: U+0000 takes two. */
    public static long utfLength(String text) {
        int length = text.length();
        long bytes = length;
        for (int i = 0; i < length; i++) {
            char c = text.charAt(i);
            if ((char) (c - 1) >= 0x7F) {
                bytes += c < 0x800 ? 1 : 2;
            }
        }
        return bytes;
    }

    private static int utfSize(char c) {
        if (c != 0 && c < 0x80) {
            return 1;
        }
        return c < 0x800 ? 2 : 3;
    }

    /** The bytes of a string in modified UTF-8, without the length. */
    public void writeUtfBody(String text) throws IOException {
        int length = text.length();
        int ascii = 0;
        while (ascii < length && (char) (text.charAt(ascii) - 1) < 0x7F) {
            ascii++;
        }
        writeAscii(text, ascii);
        int index = ascii;
        for (; index < length; index++) {
            char c = text.charAt(index);
            int size = utfSize(c);
            if (PlatformBehaviour.UTF_TAIL_ENDS_BLOCK_EARLY && position + size >= MAX_BLOCK_SIZE) {
                drain();
            }
            writeUtfChar(c, size);
        }
    }

    /**
     * The first {@code count} characters of a string, all in U+0001..U+007F, one byte each:
     * copied in bulk, with the block boundaries of a byte-at-a-time write.
     */
    @SuppressWarnings("deprecation") // String.getBytes(int, int, byte[], int) keeps the low byte: exact for ASCII
    private void writeAscii(String text, int count) throws IOException {
        int copied = 0;
        while (copied < count) {
            if (position == MAX_BLOCK_SIZE) {
                drain();
            }
            int chunk = Math.min(count - copied, MAX_BLOCK_SIZE - position);
            text.getBytes(copied, copied + chunk, buffer, position);
            position += chunk;
            copied += chunk;
        }
    }

    private void writeUtfChar(char c, int size) throws IOException {
        if (size == 1) {
            write(c);
        } else if (size == 2) {
            write(0xC0 | (c >> 6) & 0x1F);
            write(0x80 | c & 0x3F);
        } else {
            write(0xE0 | (c >> 12) & 0x0F);
            write(0x80 | (c >> 6) & 0x3F);
            write(0x80 | c & 0x3F);
        }
    }
}
