package dev.jumbo.marshal.io;

import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectStreamConstants;
import java.io.StreamCorruptedException;
import java.io.UTFDataFormatException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Objects;

/**
 * The byte source of {@code ReflectiveObjectInputStream}: the stream protocol's two modes, as
 * {@link BlockDataOutput} writes them.
 *
 * <p><b>Block-data mode</b> reads primitive data out of {@code TC_BLOCKDATA}/
 * {@code TC_BLOCKDATALONG} blocks, across block boundaries; a block is read into the buffer
 * 1,024 bytes at a time, as the JDK's reader does, so that the byte count agrees with the
 * JDK's. Anything else where a block header is expected ends the block data: {@link #read()}
 * returns -1 and the caller decides (an {@code OptionalDataException} with {@code eof}). A
 * {@code TC_RESET} between blocks is handled here, through the owner's reset action, because
 * a primitive value may span blocks separated by a reset.
 *
 * <p><b>Object mode</b> reads exactly the bytes asked for, never ahead (another reader of the
 * underlying stream finds it where the JDK's reader would leave it), with a one-byte peek. A
 * {@link ByteArrayInput} is read in place; a {@link ReadAheadInput}, which its owner chose, is
 * read as one, its buffer filled again when the reader has taken all of it.
 * Generated code reads a class's primitive values at once: {@link #fill(int)} then the
 * {@code next*} methods, which decode from the buffer.
 *
 * <p>Call protocol: {@code (setBlockDataMode(mode) | read* | peek* | fill(n) next*
 * | peekObjectOfReference takeObjectOfReference? | peekReference takeReference?)*}; in object
 * mode a {@code fill(n)} is followed by {@code next*} calls taking exactly {@code n} bytes before
 * anything else is read, and each {@code take} only follows its {@code peek} that found the
 * bytes.
 */
public final class BlockDataInput {
    /** Largest chunk of a block read at once; the JDK's buffer size. */
    static final int MAX_BLOCK_SIZE = 1024;
    /** What {@link #readBlockHeader} returns when no header can be read without blocking. */
    private static final int HEADER_BLOCKED = -2;
    private static final int TC_BASE = ObjectStreamConstants.TC_BASE;
    private static final int TC_MAX = ObjectStreamConstants.TC_MAX;
    private static final byte[] NO_BYTES = {};
    /** What the JDK's UTF-8 decoder gives for bytes it cannot decode. */
    private static final char REPLACEMENT = '\uFFFD';
    /** {@code TC_OBJECT TC_REFERENCE (int)handle}. */
    private static final int OBJECT_OF_REFERENCE_LENGTH = 6;
    /** {@code TC_REFERENCE (int)handle}. */
    private static final int REFERENCE_LENGTH = 5;

    private final InputStream in;
    /**
     * {@link #in} when it is a {@link ByteArrayInput}, else null: its array is read in place
     * (the raw view, {@link #viewDirect}), and its reads take no lock and bind statically (a
     * sealed class of two), where an {@code InputStream}'s are virtual calls.
     */
    private final ByteArrayInput direct;
    /** The byte taken from {@link #in} by a peek, or -1. */
    private int peeked = -1;
    /** Bytes taken from {@link #in}, as the JDK's {@code getBytesRead} counts them. */
    private long bytesRead;

    /** Our own buffer: block data, and object-mode reads from a stream other than a {@link ByteArrayInput}. */
    private byte[] own = NO_BYTES;
    /**
     * What {@link #position} and {@link #end} index: {@link #own}, or, after an object-mode
     * {@link #fill}/primitive read from a {@link ByteArrayInput}, that input's array itself
     * (read only, never written: every path that writes takes {@link #own} back first).
     */
    private byte[] buffer = own;
    private int position;
    /** End of the buffered bytes; in block-data mode -1 means the block data has ended. */
    private int end = -1;
    /** Bytes of the current block still in {@link #in}. */
    private int unread;
    private boolean blockDataMode;
    /**
     * Set while the stream stands at the end of field values written by default serialization
     * without a {@code writeObject} method: there is no {@code TC_ENDBLOCKDATA}, yet reading
     * further block data must look like its end.
     */
    private boolean defaultDataEnd;
    private final ResetAction resetAction;
    /**
     * Reads spanning blocks, and readLine, through the same DataInputStream as the JDK's; made
     * on the first such read (most streams have none).
     */
    private DataInputStream spanning;
    /** Made on the first text that standard UTF-8 does not decode (see {@link #readBodyAtHand}). */
    private char[] characters;

    /**
     * @param in the underlying stream
     * @param resetAction what a {@code TC_RESET} between blocks does (it may throw
     *        {@link StreamCorruptedException})
     */
    public BlockDataInput(InputStream in, ResetAction resetAction) {
        this.in = Objects.requireNonNull(in, "in");
        this.direct = in instanceof ByteArrayInput array ? array : null;
        this.resetAction = Objects.requireNonNull(resetAction, "resetAction");
    }

    /** The DataInputStream of spanning reads, made on first use. */
    private DataInputStream spanning() {
        if (spanning == null) {
            spanning = new DataInputStream(Spanning.of(this));
        }
        return spanning;
    }

    /**
     * This stream as the {@link InputStream} under {@link #spanning}. Made by {@link #of}, typed
     * {@code InputStream}: verifying BlockDataInput then does not load this class.
     */
    private static final class Spanning extends InputStream {
        private final BlockDataInput input;

        private Spanning(BlockDataInput input) {
            this.input = input;
        }

        static InputStream of(BlockDataInput input) {
            return new Spanning(input);
        }

        @Override
        public int read() throws IOException {
            return input.read();
        }

        @Override
        public int read(byte[] bytes, int offset, int length) throws IOException {
            return input.read(bytes, offset, length, true);
        }

        @Override
        public long skip(long length) throws IOException {
            return input.skip(length);
        }

        @Override
        public int available() throws IOException {
            return input.available();
        }
    }

    /** What a {@code TC_RESET} in block data does: clears the handle table, or refuses. */
    @FunctionalInterface
    public interface ResetAction {
        void reset() throws StreamCorruptedException;
    }

    // ---------------------------------------------------------------- the underlying stream

    private int sourcePeek() throws IOException {
        if (peeked < 0) {
            peeked = direct != null ? direct.read() : in.read();
            if (peeked >= 0) {
                bytesRead++;
            }
        }
        return peeked;
    }

    private int sourceRead() throws IOException {
        if (peeked >= 0) {
            int value = peeked;
            peeked = -1;
            return value;
        }
        int value = direct != null ? direct.read() : in.read();
        if (value >= 0) {
            bytesRead++;
        }
        return value;
    }

    private int sourceRead(byte[] bytes, int offset, int length) throws IOException {
        if (length == 0) {
            return 0;
        }
        int taken = 0;
        if (peeked >= 0) {
            bytes[offset++] = (byte) peeked;
            peeked = -1;
            length--;
            taken = 1;
            if (length == 0) {
                return 1;
            }
        }
        int count = direct != null ? direct.read(bytes, offset, length) : in.read(bytes, offset, length);
        if (count > 0) {
            bytesRead += count;
        }
        return count >= 0 ? count + taken : (taken > 0 ? taken : -1);
    }

    private void sourceReadFully(byte[] bytes, int offset, int length) throws IOException {
        int done = 0;
        while (done < length) {
            int count = sourceRead(bytes, offset + done, length - done);
            if (count < 0) {
                throw new EOFException();
            }
            done += count;
        }
    }

    private int sourceAvailable() throws IOException {
        return in.available() + (peeked >= 0 ? 1 : 0);
    }

    /** Bytes taken from the underlying stream so far (the filter's {@code streamBytes}). */
    public long bytesRead() {
        return bytesRead;
    }

    // ---------------------------------------------------------------- modes

    /** Sets the mode; returns the previous one. Leaving block-data mode with unread data is refused. */
    public boolean setBlockDataMode(boolean mode) {
        return blockDataMode == mode ? mode : switchBlockDataMode(mode);
    }

    /** {@link #setBlockDataMode} when the mode changes: out of line, so that the common call stays small. */
    private boolean switchBlockDataMode(boolean mode) {
        if (mode) {
            buffer = own;
            position = 0;
            end = 0;
            unread = 0;
        } else if (position < end) {
            throw new IllegalStateException("unread block data");
        }
        blockDataMode = mode;
        return !mode;
    }

    public boolean blockDataMode() {
        return blockDataMode;
    }

    public void setDefaultDataEnd(boolean value) {
        defaultDataEnd = value;
    }

    public boolean defaultDataEnd() {
        return defaultDataEnd;
    }

    /**
     * Whether block-data mode stands at a block's end, with nothing of it left and the default
     * data not ended: where an object may follow in a class's custom data.
     */
    public boolean atBlockEnd() {
        return blockDataMode && currentBlockRemaining() == 0 && !defaultDataEnd;
    }

    /** Skips the rest of the current block data, up to its end (block-data mode only). */
    public void skipBlockData() throws IOException {
        if (!blockDataMode) {
            throw new IllegalStateException("not in block data mode");
        }
        while (end >= 0) {
            refill();
        }
    }

    /** Unread bytes of the current block (0 at the end of block data); block-data mode only. */
    public int currentBlockRemaining() {
        if (!blockDataMode) {
            throw new IllegalStateException();
        }
        return end >= 0 ? (end - position) + unread : 0;
    }

    /**
     * blockdata header: the length of the next block, -1 when something else follows (the end of
     * the block data), or {@link #HEADER_BLOCKED} when {@code canBlock} is false and the header is
     * not yet available. {@code TC_RESET}s between blocks are consumed here.
     */
    private int readBlockHeader(boolean canBlock) throws IOException {
        if (defaultDataEnd) {
            return -1;
        }
        try {
            while (true) {
                int available = canBlock ? Integer.MAX_VALUE : sourceAvailable();
                if (available == 0) {
                    return HEADER_BLOCKED;
                }
                int typeCode = sourcePeek();
                switch (typeCode) {
                    case ObjectStreamConstants.TC_BLOCKDATA -> {
                        if (available < 2) {
                            return HEADER_BLOCKED;
                        }
                        sourceRead();
                        int length = sourceRead();
                        if (length < 0) {
                            throw new EOFException();
                        }
                        return length;
                    }
                    case ObjectStreamConstants.TC_BLOCKDATALONG -> {
                        if (available < 5) {
                            return HEADER_BLOCKED;
                        }
                        byte[] header = new byte[5];
                        sourceReadFully(header, 0, 5);
                        int length = ((header[1] & 0xFF) << 24) | ((header[2] & 0xFF) << 16)
                                | ((header[3] & 0xFF) << 8) | (header[4] & 0xFF);
                        if (length < 0) {
                            throw new StreamCorruptedException("illegal block data header length: " + length);
                        }
                        return length;
                    }
                    case ObjectStreamConstants.TC_RESET -> {
                        sourceRead();
                        resetAction.reset();
                    }
                    default -> {
                        if (typeCode >= 0 && (typeCode < TC_BASE || typeCode > TC_MAX)) {
                            throw new StreamCorruptedException(String.format("invalid type code: %02X", typeCode));
                        }
                        return -1;
                    }
                }
            }
        } catch (EOFException e) {
            throw new StreamCorruptedException("unexpected EOF while reading block data header");
        }
    }

    /** Block-data mode: the next chunk of the current block, or the next block, or the end (end = -1). */
    private void refill() throws IOException {
        buffer = own;
        try {
            do {
                position = 0;
                if (unread > 0) {
                    int wanted = Math.min(unread, MAX_BLOCK_SIZE);
                    buffer = ownFor(wanted);
                    int count = sourceRead(buffer, 0, wanted);
                    if (count < 0) {
                        throw new StreamCorruptedException("unexpected EOF in middle of data block");
                    }
                    end = count;
                    unread -= count;
                } else {
                    int length = readBlockHeader(true);
                    if (length >= 0) {
                        end = 0;
                        unread = length;
                    } else {
                        end = -1;
                        unread = 0;
                    }
                }
            } while (position == end);
        } catch (IOException e) {
            position = 0;
            end = -1;
            unread = 0;
            throw e;
        }
    }

    // ---------------------------------------------------------------- peeking

    /** The next byte without taking it, or -1 (end of block data, or of the stream). */
    public int peek() throws IOException {
        if (blockDataMode) {
            if (position == end) {
                refill();
            }
            return end >= 0 ? buffer[position] & 0xFF : -1;
        }
        return sourcePeek();
    }

    /** The next byte without taking it; EOFException when there is none. */
    public byte peekByte() throws IOException {
        int value = peek();
        if (value < 0) {
            throw new EOFException();
        }
        return (byte) value;
    }

    // ---------------------------------------------------------------- InputStream-like reads

    public int read() throws IOException {
        if (blockDataMode) {
            if (position == end) {
                refill();
            }
            return end >= 0 ? buffer[position++] & 0xFF : -1;
        }
        return sourceRead();
    }

    /**
     * Reads up to {@code length} bytes. In object mode with {@code copy}, the bytes pass through
     * our buffer (so a caller never sees the underlying stream's array), as the JDK does.
     */
    public int read(byte[] bytes, int offset, int length, boolean copy) throws IOException {
        if (length == 0) {
            return 0;
        }
        if (blockDataMode) {
            if (position == end) {
                refill();
            }
            if (end < 0) {
                return -1;
            }
            int count = Math.min(length, end - position);
            System.arraycopy(buffer, position, bytes, offset, count);
            position += count;
            return count;
        }
        if (copy) {
            buffer = own();
            int count = sourceRead(buffer, 0, Math.min(length, MAX_BLOCK_SIZE));
            if (count > 0) {
                System.arraycopy(buffer, 0, bytes, offset, count);
            }
            return count;
        }
        return sourceRead(bytes, offset, length);
    }

    public void readFully(byte[] bytes, int offset, int length, boolean copy) throws IOException {
        while (length > 0) {
            int count = read(bytes, offset, length, copy);
            if (count < 0) {
                throw new EOFException();
            }
            offset += count;
            length -= count;
        }
    }

    public long skip(long length) throws IOException {
        long remaining = length;
        while (remaining > 0) {
            if (blockDataMode) {
                if (position == end) {
                    refill();
                }
                if (end < 0) {
                    break;
                }
                int count = (int) Math.min(remaining, end - position);
                remaining -= count;
                position += count;
            } else {
                buffer = own();
                int count = sourceRead(buffer, 0, (int) Math.min(remaining, MAX_BLOCK_SIZE));
                if (count < 0) {
                    break;
                }
                remaining -= count;
            }
        }
        return length - remaining;
    }

    public int available() throws IOException {
        if (!blockDataMode) {
            return sourceAvailable();
        }
        if (position == end && unread == 0) {
            int length;
            while ((length = readBlockHeader(false)) == 0) {
                // an empty block: look at the next header
            }
            if (length == -1) {
                position = 0;
                end = -1;
            } else if (length != HEADER_BLOCKED) {
                position = 0;
                end = 0;
                unread = length;
            }
        }
        int unreadAvailable = unread > 0 ? Math.min(sourceAvailable(), unread) : 0;
        return end >= 0 ? (end - position) + unreadAvailable : 0;
    }

    public void close() throws IOException {
        if (blockDataMode) {
            position = 0;
            end = -1;
            unread = 0;
        }
        in.close();
    }

    // ---------------------------------------------------------------- primitives

    /**
     * Makes {@code size} bytes available at {@link #position}; false when only a spanning read
     * can. In block-data mode at the end of what is buffered, the next chunk or block comes
     * first, as the spanning read's first byte would fetch it: a value that opens a block (an
     * {@code ArrayList}'s capacity, the first value a {@code writeObject} writes) is then read
     * in place, and a stream need not make the spanning reader for it.
     */
    private boolean buffered(int size) throws IOException {
        if (!blockDataMode) {
            if (viewDirect(size)) {
                return true;
            }
            position = 0;
            end = 0;
            ensureCapacity(size);
            sourceReadFully(buffer, 0, size);
            end = size;
            return true;
        }
        if (position == end) {
            refill();
        }
        return end - position >= size;
    }

    /** Makes {@link #own} the buffer, with room for {@code size} bytes. */
    private void ensureCapacity(int size) {
        if (own().length < size) {
            own = new byte[Math.max(size, own.length * 2)];
        }
        buffer = own;
    }

    /**
     * Our own buffer, made on first use: a short stream read from a {@link ByteArrayInput} may
     * never need it (object mode views the input's array; block data it may have none of).
     */
    private byte[] own() {
        return ownFor(MAX_BLOCK_SIZE);
    }

    /**
     * Our own buffer with room for {@code size} bytes (at most a block): the short blocks of a
     * small stream (an {@code Externalizable}'s few bytes) do not cost a whole block's array.
     */
    private byte[] ownFor(int size) {
        if (own.length < size) {
            own = new byte[Math.min(MAX_BLOCK_SIZE, Math.max(size, 2 * own.length))];
        }
        return own;
    }

    /**
     * Object mode from a {@link ByteArrayInput} holding {@code size} more bytes (and no peeked
     * byte): takes them by pointing the buffer at the input's array, with no copy.
     */
    private boolean viewDirect(int size) {
        ByteArrayInput source = direct;
        if (source == null || peeked >= 0) {
            return false;
        }
        int at = source.position;
        if (source.limit - at < size) {
            return false;
        }
        buffer = source.bytes;
        position = at;
        end = at + size;
        source.position = at + size;
        bytesRead += size;
        return true;
    }

    public boolean readBoolean() throws IOException {
        int value = read();
        if (value < 0) {
            throw new EOFException();
        }
        return value != 0;
    }

    public byte readByte() throws IOException {
        int value = read();
        if (value < 0) {
            throw new EOFException();
        }
        return (byte) value;
    }

    public int readUnsignedByte() throws IOException {
        int value = read();
        if (value < 0) {
            throw new EOFException();
        }
        return value;
    }

    public char readChar() throws IOException {
        if (!buffered(2)) {
            return spanning().readChar();
        }
        return (char) nextShortUnchecked();
    }

    public short readShort() throws IOException {
        if (!buffered(2)) {
            return spanning().readShort();
        }
        return (short) nextShortUnchecked();
    }

    public int readUnsignedShort() throws IOException {
        if (!buffered(2)) {
            return spanning().readUnsignedShort();
        }
        return nextShortUnchecked() & 0xFFFF;
    }

    public int readInt() throws IOException {
        if (!buffered(4)) {
            return spanning().readInt();
        }
        return nextInt();
    }

    public float readFloat() throws IOException {
        if (!buffered(4)) {
            return spanning().readFloat();
        }
        return Float.intBitsToFloat(nextInt());
    }

    public long readLong() throws IOException {
        if (!buffered(8)) {
            return spanning().readLong();
        }
        return nextLong();
    }

    public double readDouble() throws IOException {
        if (!buffered(8)) {
            return spanning().readDouble();
        }
        return Double.longBitsToDouble(nextLong());
    }

    @SuppressWarnings("deprecation")
    public String readLine() throws IOException {
        return spanning().readLine();
    }

    public int skipBytes(int length) throws IOException {
        return spanning().skipBytes(length);
    }

    // ---------------------------------------------------------------- fast reads for generated code

    /**
     * Object mode: reads exactly {@code size} bytes into the buffer, to be taken by the
     * {@code next*} methods (a class's primitive field values, read at once).
     */
    public void fill(int size) throws IOException {
        if (blockDataMode) {
            throw new IllegalStateException("fill in block data mode");
        }
        if (viewDirect(size)) {
            return;
        }
        position = 0;
        end = 0;
        ensureCapacity(size);
        sourceReadFully(buffer, 0, size);
        end = size;
    }

    public boolean nextBoolean() {
        return buffer[position++] != 0;
    }

    public byte nextByte() {
        return buffer[position++];
    }

    public char nextChar() {
        return (char) nextShortUnchecked();
    }

    public short nextShort() {
        return (short) nextShortUnchecked();
    }

    private int nextShortUnchecked() {
        int value = ((buffer[position] & 0xFF) << 8) | (buffer[position + 1] & 0xFF);
        position += 2;
        return value;
    }

    public int nextInt() {
        int p = position;
        position = p + 4;
        return intAt(buffer, p);
    }

    public float nextFloat() {
        return Float.intBitsToFloat(nextInt());
    }

    public long nextLong() {
        long high = nextInt() & 0xFFFFFFFFL;
        long low = nextInt() & 0xFFFFFFFFL;
        return (high << 32) | low;
    }

    public double nextDouble() {
        return Double.longBitsToDouble(nextLong());
    }

    // ---------------------------------------------------------------- primitive arrays, in bounded chunks

    /**
     * Reads a primitive array's values. The array is allocated as the bytes arrive, in chunks
     * that at most double what has been read (never the claimed length at once), so a length
     * the stream does not back ends in {@link EOFException}/{@link StreamCorruptedException}
     * without a large allocation.
     */
    public Object readPrimitiveArray(Class<?> componentType, int length) throws IOException {
        int capacity = Math.min(length, ArrayChunks.FIRST_CHUNK);
        Object array = java.lang.reflect.Array.newInstance(componentType, capacity);
        int filled = 0;
        while (filled < length) {
            if (filled == capacity) {
                capacity = ArrayChunks.nextCapacity(capacity, length);
                array = ArrayChunks.copyOf(array, capacity);
            }
            readPrimitives(array, componentType, filled, capacity - filled);
            filled = capacity;
        }
        return array;
    }

    /** Reads {@code length} primitive values into an array allocated by the caller. */
    public void readPrimitiveValues(Object array, int length) throws IOException {
        readPrimitives(array, array.getClass().getComponentType(), 0, length);
    }

    private static int elementSize(Class<?> componentType) {
        if (componentType == int.class || componentType == float.class) {
            return 4;
        } else if (componentType == long.class || componentType == double.class) {
            return 8;
        } else if (componentType == short.class || componentType == char.class) {
            return 2;
        }
        return 1;
    }

    /**
     * {@code count} values from {@code offset}: in object mode 1,024 bytes at a time, as the JDK
     * reads them; in block-data mode the whole values in the buffer at once, and a value that
     * spans two blocks on its own.
     */
    private void readPrimitives(Object array, Class<?> componentType, int offset, int count) throws IOException {
        if (componentType == byte.class) {
            readFully((byte[]) array, offset, count, true);
            return;
        }
        int size = elementSize(componentType);
        int index = offset;
        int stop = offset + count;
        while (index < stop) {
            int values;
            if (!blockDataMode) {
                values = Math.min(stop - index, MAX_BLOCK_SIZE / size);
                buffer = own();
                position = 0;
                end = 0;
                sourceReadFully(buffer, 0, values * size);
                end = values * size;
            } else {
                values = Math.min(stop - index, Math.max(0, end - position) / size);
                if (values == 0) {
                    readOneSpanning(array, componentType, index);
                    index++;
                    continue;
                }
            }
            decode(array, componentType, index, values);
            index += values;
        }
    }

    private void readOneSpanning(Object array, Class<?> componentType, int index) throws IOException {
        if (componentType == int.class) {
            ((int[]) array)[index] = readInt();
        } else if (componentType == long.class) {
            ((long[]) array)[index] = readLong();
        } else if (componentType == double.class) {
            ((double[]) array)[index] = readDouble();
        } else if (componentType == float.class) {
            ((float[]) array)[index] = readFloat();
        } else if (componentType == short.class) {
            ((short[]) array)[index] = readShort();
        } else if (componentType == char.class) {
            ((char[]) array)[index] = readChar();
        } else if (componentType == boolean.class) {
            ((boolean[]) array)[index] = readBoolean();
        } else {
            throw new IllegalArgumentException("not a primitive component type: " + componentType);
        }
    }

    private void decode(Object array, Class<?> componentType, int offset, int count) {
        int stop = offset + count;
        if (componentType == int.class) {
            int[] values = (int[]) array;
            for (int i = offset; i < stop; i++) {
                values[i] = nextInt();
            }
        } else if (componentType == long.class) {
            long[] values = (long[]) array;
            for (int i = offset; i < stop; i++) {
                values[i] = nextLong();
            }
        } else if (componentType == double.class) {
            double[] values = (double[]) array;
            for (int i = offset; i < stop; i++) {
                values[i] = nextDouble();
            }
        } else if (componentType == float.class) {
            float[] values = (float[]) array;
            for (int i = offset; i < stop; i++) {
                values[i] = nextFloat();
            }
        } else if (componentType == short.class) {
            short[] values = (short[]) array;
            for (int i = offset; i < stop; i++) {
                values[i] = nextShort();
            }
        } else if (componentType == char.class) {
            char[] values = (char[]) array;
            for (int i = offset; i < stop; i++) {
                values[i] = nextChar();
            }
        } else if (componentType == boolean.class) {
            boolean[] values = (boolean[]) array;
            for (int i = offset; i < stop; i++) {
                values[i] = nextBoolean();
            }
        } else {
            throw new IllegalArgumentException("not a primitive component type: " + componentType);
        }
    }

    // ---------------------------------------------------------------- raw view, for recognizing known bytes

    /**
     * How many bytes object mode can take now straight from the {@link ByteArrayInput}, without
     * blocking: they are {@link #rawArray()} from {@link #rawPosition()}. -1 in block-data mode,
     * for any other source, or after a peek.
     */
    public int rawAvailable() {
        if (blockDataMode || direct == null || peeked >= 0) {
            return -1;
        }
        return direct.limit - direct.position;
    }

    /** The array {@link #rawAvailable()} counts in (read only). */
    public byte[] rawArray() {
        return direct.bytes;
    }

    public int rawPosition() {
        return direct.position;
    }

    /**
     * The wire handle in a {@code TC_OBJECT TC_REFERENCE (int)handle} that object mode holds
     * next in a {@link ByteArrayInput} (a new object whose class descriptor is a back-reference,
     * the commonest six bytes of a stream), whether or not its first byte was peeked; or 0 when
     * it holds something else. Takes nothing: {@link #takeObjectOfReference} does. 0 is no handle
     * a reader accepts, so a caller that gets it reads the bytes by the grammar.
     */
    public int peekObjectOfReference() {
        if (blockDataMode || direct == null) {
            return 0;
        }
        byte[] bytes = direct.bytes;
        int at = aheadPosition();
        if (direct.limit - at < OBJECT_OF_REFERENCE_LENGTH || bytes[at] != ObjectStreamConstants.TC_OBJECT
                || bytes[at + 1] != ObjectStreamConstants.TC_REFERENCE) {
            return 0;
        }
        return intAt(bytes, at + 2);
    }

    /** Where the next byte of the {@link ByteArrayInput} is: a peeked byte of the array is the one before its position. */
    private int aheadPosition() {
        return peeked >= 0 ? direct.position - 1 : direct.position;
    }

    private static int intAt(byte[] bytes, int at) {
        return ((bytes[at] & 0xFF) << 24) | ((bytes[at + 1] & 0xFF) << 16) | ((bytes[at + 2] & 0xFF) << 8)
                | (bytes[at + 3] & 0xFF);
    }

    /**
     * Whether the next object's first bytes can be seen without reading them: the bytes are in a
     * {@link ByteArrayInput}, and no block data is left before them.
     */
    public boolean canPeekObject() {
        return direct != null && !(blockDataMode && (position < end || unread > 0));
    }

    /**
     * Whether object mode holds next, in a {@link ByteArrayInput}, a new object of a new class
     * descriptor ({@code TC_OBJECT TC_CLASSDESC}) whose class name begins with neither
     * {@code "java."} nor {@code '['}: a message whose first class is an application's, which its
     * reader resolves with the caller's class loader. False for anything else, and where
     * {@link #canPeekObject} is false. Takes nothing.
     */
    public boolean peekNewClassDescriptorOutsideJava() {
        if (!canPeekObject()) {
            return false;
        }
        byte[] bytes = direct.bytes;
        int at = aheadPosition();
        int name = at + 4;
        if (direct.limit - name < JAVA_PACKAGE.length || bytes[at] != ObjectStreamConstants.TC_OBJECT
                || bytes[at + 1] != ObjectStreamConstants.TC_CLASSDESC || bytes[name] == '[') {
            return false;
        }
        int length = ((bytes[at + 2] & 0xFF) << 8) | (bytes[at + 3] & 0xFF);
        return length >= JAVA_PACKAGE.length ? !Arrays.equals(bytes, name, name + JAVA_PACKAGE.length, JAVA_PACKAGE, 0,
                JAVA_PACKAGE.length) : length > 0;
    }

    private static final byte[] JAVA_PACKAGE = {'j', 'a', 'v', 'a', '.'};

    /**
     * The wire handle of a back-reference ({@code TC_REFERENCE (int)handle}) ahead, when the
     * source is a {@link ByteArrayInput} read in object mode and the five bytes are at hand; 0 when
     * it holds something else (0 is no valid wire handle). Takes nothing: {@link #takeReference}
     * does.
     */
    public int peekReference() {
        if (blockDataMode || direct == null) {
            return 0;
        }
        byte[] bytes = direct.bytes;
        int at = aheadPosition();
        if (direct.limit - at < REFERENCE_LENGTH || bytes[at] != ObjectStreamConstants.TC_REFERENCE) {
            return 0;
        }
        return intAt(bytes, at + 1);
    }

    /** Takes the five bytes {@link #peekReference} found, as reading them would. */
    public void takeReference() {
        takeAhead(REFERENCE_LENGTH);
    }

    /** Takes the six bytes {@link #peekObjectOfReference} found, as reading them would. */
    public void takeObjectOfReference() {
        takeAhead(OBJECT_OF_REFERENCE_LENGTH);
    }

    /** Takes the next {@code length} bytes of the {@link ByteArrayInput} in object mode, a peeked byte among them. */
    private void takeAhead(int length) {
        int taken = peeked >= 0 ? length - 1 : length;
        peeked = -1;
        direct.position += taken;
        bytesRead += taken;
        buffer = own;
        position = 0;
        end = 0;
    }

    /** Takes {@code count} of the bytes {@link #rawAvailable()} counted, as reading them would. */
    public void rawSkip(int count) {
        direct.position += count;
        bytesRead += count;
        buffer = own;
        position = 0;
        end = 0;
    }

    // ---------------------------------------------------------------- modified UTF-8

    /** utf: (unsigned short)length, then modified UTF-8. */
    public String readUTF() throws IOException {
        return readUtfBody(readUnsignedShort());
    }

    /** long-utf: (long)length, then modified UTF-8. */
    public String readLongUTF() throws IOException {
        return readUtfBody(readLong());
    }

    /**
     * Modified UTF-8 of {@code utfLength} bytes. The builder starts at no more than 65,535
     * characters and grows with the bytes read, so a claimed length is never allocated at once.
     */
    String readUtfBody(long utfLength) throws IOException {
        String standard = readBodyAtHand(utfLength);
        if (standard != null) {
            return standard;
        }
        if (!blockDataMode) {
            buffer = own();
            position = 0;
            end = 0;
            if (utfLength > 0 && utfLength <= MAX_BLOCK_SIZE) {
                // A short text from a stream that is not a byte array: read whole, and decoded at once where it can be.
                int length = (int) utfLength;
                sourceReadFully(buffer, 0, length);
                String whole = standardTextOrNull(buffer, 0, length);
                if (whole != null) {
                    return whole;
                }
                end = length;
            }
        }
        StringBuilder text = new StringBuilder(utfLength > 0 && utfLength < Integer.MAX_VALUE
                ? (int) Math.min(utfLength, 0xFFFF) : 16);
        while (utfLength > 0) {
            int available = end - position;
            if (available >= 3 || available == utfLength) {
                int before = position;
                decodeSpan(text, utfLength);
                utfLength -= position - before;
            } else if (blockDataMode) {
                utfLength -= decodeCharacter(text, utfLength);
            } else {
                if (available > 0) {
                    System.arraycopy(buffer, position, buffer, 0, available);
                }
                position = 0;
                end = (int) Math.min(MAX_BLOCK_SIZE, utfLength);
                sourceReadFully(buffer, available, end - available);
            }
        }
        if (!blockDataMode) {
            position = 0;
            end = 0;
        }
        return text.toString();
    }

    /**
     * The common case of modified UTF-8, text already at hand (in the current block, or in the
     * {@link ByteArrayInput} in object mode) that standard UTF-8 decodes to the same characters
     * ({@link #standardTextOrNull}). Returns null, having taken nothing, for any other text or
     * when the bytes are not all at hand.
     */
    private String readBodyAtHand(long utfLength) {
        if (utfLength <= 0 || utfLength > MAX_BLOCK_SIZE * 64) {
            return null;
        }
        int length = (int) utfLength;
        if (blockDataMode) {
            String text = end - position < length ? null : standardTextOrNull(buffer, position, length);
            if (text != null) {
                position += length;
            }
            return text;
        }
        ByteArrayInput source = direct;
        if (source == null || peeked >= 0 || source.limit - source.position < length) {
            return null;
        }
        String text = standardTextOrNull(source.bytes, source.position, length);
        if (text != null) {
            takeAhead(length);
        }
        return text;
    }

    /**
     * newString in one step, when the source is a {@link ByteArrayInput} in object mode and holds
     * {@code TC_STRING (unsigned short)length} then that many bytes, length at least one:
     * the string (taken as {@link #readBodyAtHand} takes it). Null, having taken
     * nothing, for anything else (another type code, a long or empty string, text that standard
     * UTF-8 does not decode alike, bytes not all at hand), which the grammar's path then reads.
     */
    public String takeShortString() {
        ByteArrayInput source = direct;
        if (blockDataMode || source == null || peeked >= 0) {
            return null;
        }
        byte[] bytes = source.bytes;
        int at = source.position;
        int available = source.limit - at;
        if (available < 3 || bytes[at] != ObjectStreamConstants.TC_STRING) {
            return null;
        }
        int length = ((bytes[at + 1] & 0xFF) << 8) | (bytes[at + 2] & 0xFF);
        if (length == 0 || available - 3 < length) {
            return null;
        }
        String text = standardTextOrNull(bytes, at + 3, length);
        if (text != null) {
            takeAhead(3 + length);
        }
        return text;
    }

    /**
     * The text of {@code length} bytes of modified UTF-8, decoded by the JDK's standard UTF-8
     * decoder where the two agree; null where they may not. They differ in three things only:
     * modified UTF-8 writes U+0000 in two bytes and a supplementary character as two surrogates
     * of three bytes each, both of which the standard decoder refuses (U+FFFD), and it has no
     * four-byte form, which the standard decoder takes as a surrogate pair. So a decoding without
     * U+FFFD and without a surrogate is the modified UTF-8 text; anything else (those forms,
     * malformed bytes, a U+FFFD of the text itself) goes to {@link #decodeSpan}, which gives the
     * JDK's characters or its {@code UTFDataFormatException}. The standard decoder checks ASCII
     * with an intrinsic and decodes the rest in one pass into a compact string, where decoding
     * into a builder costs a copy more and a widening for text beyond Latin-1.
     */
    private static String standardTextOrNull(byte[] bytes, int offset, int length) {
        String text = new String(bytes, offset, length, StandardCharsets.UTF_8);
        if (text.indexOf(REPLACEMENT) >= 0) {
            return null;
        }
        int characters = text.length();
        if (characters != length) {
            // Characters of several bytes: a four-byte sequence would have given a surrogate.
            for (int index = 0; index < characters; index++) {
                if (Character.isSurrogate(text.charAt(index))) {
                    return null;
                }
            }
        }
        return text;
    }

    /** Decodes whole characters from the buffer, stopping short of one that may not be complete. */
    private void decodeSpan(StringBuilder text, long utfLength) throws UTFDataFormatException {
        int start = position;
        if (characters == null) {
            characters = new char[256];
        }
        int available = Math.min(end - position, characters.length);
        int stop = start + (utfLength > available ? available - 2 : (int) utfLength);
        char[] chars = characters;
        int count = 0;
        boolean outOfBounds = false;
        try {
            while (position < stop) {
                int b1 = buffer[position++] & 0xFF;
                switch (b1 >> 4) {
                    case 0, 1, 2, 3, 4, 5, 6, 7 -> chars[count++] = (char) b1;
                    case 12, 13 -> {
                        int b2 = buffer[position++];
                        if ((b2 & 0xC0) != 0x80) {
                            throw new UTFDataFormatException();
                        }
                        chars[count++] = (char) (((b1 & 0x1F) << 6) | (b2 & 0x3F));
                    }
                    case 14 -> {
                        int b2 = buffer[position];
                        int b3 = buffer[position + 1];
                        position += 2;
                        if ((b2 & 0xC0) != 0x80 || (b3 & 0xC0) != 0x80) {
                            throw new UTFDataFormatException();
                        }
                        chars[count++] = (char) (((b1 & 0x0F) << 12) | ((b2 & 0x3F) << 6) | (b3 & 0x3F));
                    }
                    default -> throw new UTFDataFormatException();
                }
            }
        } catch (ArrayIndexOutOfBoundsException e) {
            outOfBounds = true;
        } finally {
            if (outOfBounds || position > end || (position - start) > utfLength) {
                position = start + (int) Math.min(utfLength, end - start);
                throw new UTFDataFormatException();
            }
        }
        text.append(chars, 0, count);
    }

    /** One character byte by byte, near a block boundary; returns the bytes it took. */
    private int decodeCharacter(StringBuilder text, long utfLength) throws IOException {
        int b1 = readByte() & 0xFF;
        switch (b1 >> 4) {
            case 0, 1, 2, 3, 4, 5, 6, 7 -> {
                text.append((char) b1);
                return 1;
            }
            case 12, 13 -> {
                if (utfLength < 2) {
                    throw new UTFDataFormatException();
                }
                int b2 = readByte();
                if ((b2 & 0xC0) != 0x80) {
                    throw new UTFDataFormatException();
                }
                text.append((char) (((b1 & 0x1F) << 6) | (b2 & 0x3F)));
                return 2;
            }
            case 14 -> {
                if (utfLength < 3) {
                    if (utfLength == 2) {
                        readByte();
                    }
                    throw new UTFDataFormatException();
                }
                int b2 = readByte();
                int b3 = readByte();
                if ((b2 & 0xC0) != 0x80 || (b3 & 0xC0) != 0x80) {
                    throw new UTFDataFormatException();
                }
                text.append((char) (((b1 & 0x0F) << 12) | ((b2 & 0x3F) << 6) | (b3 & 0x3F)));
                return 3;
            }
            default -> throw new UTFDataFormatException();
        }
    }
}
