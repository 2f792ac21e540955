package dev.jumbo.marshal.io;

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
 * annotations, and top-level primitives), bytes are cut into blocks of at most 1,024 bytes,
 * each behind a {@code TC_BLOCKDATA} (length up to 255) or {@code TC_BLOCKDATALONG} header: the
 * {@code blockdata} rule of the grammar. A block ends when it is full and more data comes, when
 * the mode changes, or on {@link #drain()} and {@link #flush()}: where
 * {@code java.io.ObjectOutputStream} ends them, so the framing is the same.
 *
 * <p>Unlike the JDK's, a mode change does not write to the underlying stream: plain bytes and
 * blocks share one larger buffer (a block's two header bytes are reserved when it begins, and
 * grow to five only when it passes 255 bytes), which goes out when it is full, when a block
 * is full, on {@link #push()}, {@link #drain()} and {@link #flush()}. The stream pushes after each
 * top-level object, where the JDK's has written everything too.
 *
 * <p>Call protocol: {@code (setBlockDataMode(mode) write*)* (push | drain | flush)* close?}.
 */
public final class BlockDataOutput implements DataOutput {
    /** The largest block {@code java.io.ObjectOutputStream} writes. */
    public static final int MAX_BLOCK_SIZE = 1024;
    private static final int SHORT_HEADER = 2;
    private static final int LONG_HEADER = 5;
    /**
     * A block and then some: the underlying stream gets writes of a kilobyte or more instead of
     * one per mode change, and a stream of one small message does not zero a large array.
     */
    private static final int CAPACITY = 2 * 1024;
    /** The longest run {@link #reserve} gives: it always fits in the emptied buffer. */
    public static final int MAX_RUN = 1024;

    /** A closed stream's buffer: empty, so that any write after close finds no room and takes a buffer anew. */
    private static final byte[] RELEASED = {};
    /**
     * Each thread's spare buffer: the one its last closed stream used. Opening a stream then
     * costs no 2 KiB allocation, which was most of the fixed cost of a stream per message.
     */
    private static final ThreadSpare<byte[]> SPARE = new ThreadSpare<>();

    private final OutputStream out;
    /** Where {@link #close} gives the buffer back. */
    private final ThreadSpare.Holder spares;
    /** The thread's spare while this stream is open; {@link #RELEASED} after {@link #close}, until the next write. */
    private byte[] buffer;
    /** The next byte to write. */
    private int position;
    /** In block-data mode: the first byte of the current block, after its reserved short header. */
    private int blockStart;
    /** Where the writes must stop: the end of the current block, or of the buffer outside block-data mode. */
    private int limit = CAPACITY;
    private boolean blockDataMode;

    /** Over {@code out}, with the buffer of the thread's last closed stream from {@code spares} when it is free. */
    public BlockDataOutput(OutputStream out, ThreadSpare.Holder spares) {
        this.out = out;
        this.spares = spares;
        byte[] taken = SPARE.take(spares);
        this.buffer = taken != null ? taken : new byte[CAPACITY];
    }

    /** A write after {@link #close} (which the JDK allows): a buffer of its own, in the state a flush leaves. */
    private void reacquire() {
        buffer = new byte[CAPACITY];
        if (blockDataMode) {
            blockStart = SHORT_HEADER;
            position = SHORT_HEADER;
            limit = SHORT_HEADER + MAX_BLOCK_SIZE;
        } else {
            position = 0;
            limit = CAPACITY;
        }
    }

    /** Switches block-data mode, ending the current block; returns the previous mode. */
    public boolean setBlockDataMode(boolean mode) throws IOException {
        if (buffer == RELEASED) {
            reacquire();
        }
        if (blockDataMode == mode) {
            return mode;
        }
        if (blockDataMode) {
            endBlock();
        }
        blockDataMode = mode;
        if (mode) {
            beginBlock();
        } else {
            limit = CAPACITY;
        }
        return !mode;
    }

    public boolean blockDataMode() {
        return blockDataMode;
    }

    /** Ends the current block, if any, and writes every buffered byte to the underlying stream. */
    public void drain() throws IOException {
        if (buffer == RELEASED) {
            return;
        }
        if (blockDataMode) {
            endBlock();
            writeOut(position);
            beginBlock();
        } else {
            writeOut(position);
        }
    }

    /**
     * Writes the bytes before the current block to the underlying stream, without ending the
     * block: what the JDK's stream has written out at the end of a top-level object.
     */
    public void push() throws IOException {
        if (buffer == RELEASED) {
            return;
        }
        if (!blockDataMode) {
            writeOut(position);
            return;
        }
        int header = blockStart - SHORT_HEADER;
        int length = position - blockStart;
        writeOut(header);
        if (length > 0) {
            System.arraycopy(buffer, blockStart, buffer, SHORT_HEADER, length);
        }
        blockStart = SHORT_HEADER;
        position = SHORT_HEADER + length;
        limit = SHORT_HEADER + MAX_BLOCK_SIZE;
    }

    /** Writes the first {@code count} buffered bytes out and keeps the rest (there is none outside a block). */
    private void writeOut(int count) throws IOException {
        if (count > 0) {
            out.write(buffer, 0, count);
        }
        position -= count;
    }

    /** Reserves a short header; makes room first for a whole block with a long one. */
    private void beginBlock() throws IOException {
        if (CAPACITY - position < LONG_HEADER + MAX_BLOCK_SIZE) {
            writeOut(position);
        }
        blockStart = position + SHORT_HEADER;
        position = blockStart;
        limit = blockStart + MAX_BLOCK_SIZE;
    }

    /**
     * blockdatashort: TC_BLOCKDATA (unsigned byte)size; blockdatalong: TC_BLOCKDATALONG (int)size.
     * An empty block gives its reserved header back; a long one moves up for its longer header.
     */
    private void endBlock() {
        int length = position - blockStart;
        int header = blockStart - SHORT_HEADER;
        if (length == 0) {
            position = header;
        } else if (length <= 0xFF) {
            buffer[header] = ObjectStreamConstants.TC_BLOCKDATA;
            buffer[header + 1] = (byte) length;
        } else {
            System.arraycopy(buffer, blockStart, buffer, header + LONG_HEADER, length);
            buffer[header] = ObjectStreamConstants.TC_BLOCKDATALONG;
            buffer[header + 1] = (byte) (length >>> 24);
            buffer[header + 2] = (byte) (length >>> 16);
            buffer[header + 3] = (byte) (length >>> 8);
            buffer[header + 4] = (byte) length;
            position = header + LONG_HEADER + length;
        }
    }

    /**
     * The current block is full, or the buffer outside block-data mode: make room for more. A
     * full block goes out at once, as the JDK's does (top-level primitives are block data, and
     * nothing else would write them out before the next object or flush).
     */
    private void overflow() throws IOException {
        if (buffer == RELEASED) {
            reacquire();
            return;
        }
        if (blockDataMode) {
            drain();
        } else {
            writeOut(position);
        }
    }

    public void flush() throws IOException {
        drain();
        out.flush();
    }

    /** Flushes and closes the underlying stream; the buffer goes to the thread's next stream. */
    public void close() throws IOException {
        flush();
        out.close();
        if (buffer != RELEASED) {
            SPARE.giveBack(spares, buffer);
            buffer = RELEASED;
            position = 0;
            limit = 0;
        }
    }

    @Override
    public void write(int value) throws IOException {
        if (position == limit) {
            overflow();
        }
        buffer[position++] = (byte) value;
    }

    @Override
    public void write(byte[] bytes) throws IOException {
        write(bytes, 0, bytes.length);
    }

    @Override
    public void write(byte[] bytes, int offset, int length) throws IOException {
        if (buffer == RELEASED) {
            reacquire();
        }
        if (!blockDataMode) {
            if (length > limit - position) {
                writeOut(position);
                if (length > CAPACITY) {
                    out.write(bytes, offset, length);
                    return;
                }
            }
            System.arraycopy(bytes, offset, buffer, position, length);
            position += length;
            return;
        }
        while (length > 0) {
            if (position == limit) {
                overflow();
            }
            int chunk = Math.min(length, limit - position);
            System.arraycopy(bytes, offset, buffer, position, chunk);
            position += chunk;
            offset += chunk;
            length -= chunk;
        }
    }

    /**
     * Reserves {@code length} bytes, at most {@link #MAX_RUN}, outside block-data mode, and
     * returns where they begin in {@link #buffer()}: a run of primitive values is then stored
     * with one capacity check ({@link PrimitiveRun}; the "trivially copyable" objects of Per
     * Minborg's "Did You Know the Fastest Way of Serializing a Java Field is not Serializing it
     * at All?", without Unsafe). Call protocol:
     * {@code start = reserve(n); store into buffer()[start, start + n)}.
     */
    public int reserve(int length) throws IOException {
        if (blockDataMode || length > MAX_RUN) {
            throw new IllegalStateException("reserve(" + length + ") in " + (blockDataMode ? "block-data mode" : "a run longer than " + MAX_RUN));
        }
        if (buffer == RELEASED) {
            reacquire();
        }
        if (limit - position < length) {
            writeOut(position);
        }
        int start = position;
        position += length;
        return start;
    }

    /** The buffer that {@link #reserve} reserves in (the same array while the stream is open). */
    public byte[] buffer() {
        if (buffer == RELEASED) {
            reacquire();
        }
        return buffer;
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
        if (limit - position >= 2) {
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
        if (limit - position >= 4) {
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

    /**
     * {@code TC_STRING (utf)} straight into the buffer, the length written before the bytes
     * afterwards: the leading ASCII characters found by a scan and copied in bulk, the rest
     * encoded one by one. For a string that surely fits in
     * 65,535 bytes (three bytes a character at most) and in the buffer, outside block-data
     * mode. Returns false, having written nothing, for any other string.
     */
    public boolean writeShortString(String text) throws IOException {
        int length = text.length();
        int room = 3 + 3 * length;
        if (blockDataMode || length > 0xFFFF / 3 || room > CAPACITY) {
            return false;
        }
        if (buffer == RELEASED) {
            reacquire();
        }
        if (limit - position < room) {
            writeOut(position);
        }
        byte[] bytes = buffer;
        int start = position + 3;
        int ascii = asciiPrefix(text);
        copyAscii(text, ascii, bytes, start);
        int next = start + ascii;
        for (int i = ascii; i < length; i++) {
            char c = text.charAt(i);
            if ((char) (c - 1) < 0x7F) {
                bytes[next++] = (byte) c;
            } else if (c < 0x800) {
                bytes[next++] = (byte) (0xC0 | (c >> 6) & 0x1F);
                bytes[next++] = (byte) (0x80 | c & 0x3F);
            } else {
                bytes[next++] = (byte) (0xE0 | (c >> 12) & 0x0F);
                bytes[next++] = (byte) (0x80 | (c >> 6) & 0x3F);
                bytes[next++] = (byte) (0x80 | c & 0x3F);
            }
        }
        int utfLength = next - start;
        bytes[position] = ObjectStreamConstants.TC_STRING;
        bytes[position + 1] = (byte) (utfLength >>> 8);
        bytes[position + 2] = (byte) utfLength;
        position = next;
        return true;
    }

    /** How many of a string's first characters are in U+0001..U+007F, one byte each in modified UTF-8. */
    private static int asciiPrefix(String text) {
        int length = text.length();
        int ascii = 0;
        while (ascii < length && (char) (text.charAt(ascii) - 1) < 0x7F) {
            ascii++;
        }
        return ascii;
    }

    /**
     * The first {@code count} characters of a string, all in U+0001..U+007F, one byte each, into
     * {@code bytes} at {@code offset}: a bulk copy, where a loop of {@code charAt} stores one byte
     * an iteration (a fifth of a fresh media message's writing, string by string).
     */
    @SuppressWarnings("deprecation") // String.getBytes(int, int, byte[], int) keeps the low byte: exact for ASCII
    private static void copyAscii(String text, int count, byte[] bytes, int offset) {
        text.getBytes(0, count, bytes, offset);
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
        if (buffer == RELEASED) {
            reacquire();
        }
        int length = text.length();
        int ascii = asciiPrefix(text);
        writeAscii(text, ascii);
        int index = ascii;
        for (; index < length; index++) {
            char c = text.charAt(index);
            int size = utfSize(c);
            if (PlatformBehaviour.UTF_TAIL_ENDS_BLOCK_EARLY && blockDataMode && position + size >= limit) {
                endBlock();
                beginBlock();
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
            if (position == limit) {
                overflow();
            }
            int chunk = Math.min(count - copied, limit - position);
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
