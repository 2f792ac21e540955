package dev.jumbo.codese;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.StreamCorruptedException;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.CRC32;
import java.util.zip.CheckedInputStream;
import java.util.zip.CheckedOutputStream;

/**
 * The stored form of one graph (one {@code writeObject} call): the generated class files plus
 * what they need, which a class file cannot hold. Layout (big-endian, as {@code DataOutput}):
 * <pre>
 * container  := magic:u4 version:u2
 *               chunkCount:u4 (host:i4 length:u4 classFile:u1[length])*   -- host: class index, or -1
 *               classCount:u4 (0:u1 name:utf serialVersionUID:i8 | 1:u1 interfaceCount:u2 interface:utf*)*
 *                                             -- 1: a proxy class, by its interfaces
 *               routeCount:u4 (kind:u1 classIndex:u4 fieldName:utf fieldType:utf)*
 *               objectCount:u4 root:i4 base:u4   -- base: the stream handle of object 0
 *               crc32:u4                      -- CRC-32 of every byte before it
 * </pre>
 * magic is {@code 0xC0DE5E00}; version is 4 (version 3's code called a constructor route
 * through its method handle; it is refused). A stream's containers number their objects on
 * from each other, as the JDK's handles: {@code base} is the count of objects the stream's
 * earlier containers hold since its last reset (0 after a reset), which a container's code
 * refers to by handle ({@code r.earlier}). Reading checks the magic, the version, every count
 * against the bytes seen so far (nothing is allocated for data the stream has not shown:
 * {@code objectCount} may not exceed the class files' size, since every object costs code), every
 * index against its table, and the checksum, before anything is defined; each failure is a
 * {@link StreamCorruptedException}.
 */
final class Container {
    static final int MAGIC = 0xC0DE5E00;
    static final int VERSION = 4;
    static final int MAX_CHUNKS = 1 << 20;

    /**
     * What a container holds. Read only (0 when writing): {@code bytes}, the container's size, and
     * {@code codeChecksum}, the CRC-32 of its bytes up to the end of the class files, which the
     * container's own checksum computes on the way and {@link PreparedCache} takes as its hash.
     */
    record Contents(List<StoredClassFile> classFiles, List<StoredClass> classes, List<Route> routes, int objectCount,
                    int root, int base, long bytes, int codeChecksum) {
    }

    private Container() {
    }

    static void write(OutputStream out, Contents contents) throws IOException {
        CheckedOutputStream checked = new CheckedOutputStream(out, new CRC32());
        DataOutputStream data = new DataOutputStream(checked);
        data.writeInt(MAGIC);
        data.writeShort(VERSION);
        data.writeInt(contents.classFiles().size());
        for (StoredClassFile classFile : contents.classFiles()) {
            data.writeInt(classFile.hostClass());
            data.writeInt(classFile.bytes().length);
            data.write(classFile.bytes());
        }
        data.writeInt(contents.classes().size());
        for (StoredClass stored : contents.classes()) {
            if (stored.isProxy()) {
                data.writeByte(1);
                data.writeShort(stored.proxyInterfaces().size());
                for (String name : stored.proxyInterfaces()) {
                    data.writeUTF(name);
                }
            } else {
                data.writeByte(0);
                data.writeUTF(stored.name());
                data.writeLong(stored.serialVersionUID());
            }
        }
        data.writeInt(contents.routes().size());
        for (Route route : contents.routes()) {
            data.writeByte(route.kind().ordinal());
            data.writeInt(route.classIndex());
            data.writeUTF(route.fieldName());
            data.writeUTF(route.fieldType());
        }
        data.writeInt(contents.objectCount());
        data.writeInt(contents.root());
        data.writeInt(contents.base());
        data.flush();
        int checksum = (int) checked.getChecksum().getValue();
        new DataOutputStream(out).writeInt(checksum);
    }

    static Contents read(InputStream in) throws IOException {
        CheckedInputStream checked = new CheckedInputStream(in, new CRC32());
        CountingInput counting = new CountingInput(checked);
        DataInputStream data = new DataInputStream(counting);
        try {
            int magic = data.readInt();
            if (magic != MAGIC) {
                throw new StreamCorruptedException(String.format("invalid codese container header: %08X", magic));
            }
            int version = data.readUnsignedShort();
            if (version != VERSION) {
                throw new StreamCorruptedException("unsupported codese container version " + version);
            }
            int chunkCount = count(data, "class file", MAX_CHUNKS);
            List<StoredClassFile> classFiles = new ArrayList<>();
            long codeBytes = 0;
            for (int i = 0; i < chunkCount; i++) {
                int host = data.readInt();
                int length = count(data, "class file length", Integer.MAX_VALUE);
                // Allocated at once only when the stream shows that many bytes ready (a hostile
                // length allocates nothing it has not sent), else read in steps.
                byte[] classFile;
                if (length <= data.available()) {
                    classFile = new byte[length];
                    data.readFully(classFile);
                } else {
                    classFile = data.readNBytes(length);
                }
                if (classFile.length != length) {
                    throw new EOFException("a class file ends early");
                }
                codeBytes += length;
                classFiles.add(new StoredClassFile(classFile, host));
            }
            int codeChecksum = (int) checked.getChecksum().getValue();
            int classCount = count(data, "class", Integer.MAX_VALUE);
            for (StoredClassFile classFile : classFiles) {
                if (classFile.hostClass() < -1 || classFile.hostClass() >= classCount) {
                    throw new StreamCorruptedException("bad host class index " + classFile.hostClass());
                }
            }
            List<StoredClass> classes = new ArrayList<>();
            for (int i = 0; i < classCount; i++) {
                classes.add(storedClass(data));
            }
            int routeCount = count(data, "route", Integer.MAX_VALUE);
            List<Route> routes = new ArrayList<>();
            Route.Kind[] kinds = Route.Kind.values();
            for (int i = 0; i < routeCount; i++) {
                int kind = data.readUnsignedByte();
                int classIndex = data.readInt();
                if (kind >= kinds.length || classIndex < 0 || classIndex >= classCount) {
                    throw new StreamCorruptedException("bad route " + i + ": kind " + kind + ", class " + classIndex);
                }
                routes.add(new Route(kinds[kind], classIndex, data.readUTF(), data.readUTF()));
            }
            int objectCount = count(data, "object", Integer.MAX_VALUE);
            if (objectCount > codeBytes) {
                throw new StreamCorruptedException(objectCount + " objects from " + codeBytes + " bytes of code");
            }
            int root = data.readInt();
            if (root < -1 || root >= objectCount) {
                throw new StreamCorruptedException("bad root index " + root);
            }
            int base = count(data, "earlier object", Integer.MAX_VALUE);
            int expected = (int) checked.getChecksum().getValue();
            int stored = data.readInt();
            if (stored != expected) {
                throw new StreamCorruptedException("codese container checksum mismatch");
            }
            return new Contents(classFiles, classes, routes, objectCount, root, base, counting.count(), codeChecksum);
        } catch (java.io.UTFDataFormatException e) {
            throw (StreamCorruptedException) new StreamCorruptedException("bad name in codese container").initCause(e);
        }
    }

    private static StoredClass storedClass(DataInputStream data) throws IOException {
        int kind = data.readUnsignedByte();
        if (kind == 0) {
            return new StoredClass(data.readUTF(), data.readLong());
        }
        if (kind != 1) {
            throw new StreamCorruptedException("bad class kind " + kind);
        }
        int count = data.readUnsignedShort();
        List<String> interfaces = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            interfaces.add(data.readUTF());
        }
        return StoredClass.proxy(interfaces);
    }

    private static int count(DataInputStream data, String what, int maximum) throws IOException {
        int count = data.readInt();
        if (count < 0 || count > maximum) {
            throw new StreamCorruptedException("bad " + what + " count " + count);
        }
        return count;
    }

    /** Counts the bytes read, for the filter's streamBytes. */
    private static final class CountingInput extends java.io.FilterInputStream {
        private long count;

        CountingInput(InputStream in) {
            super(in);
        }

        long count() {
            return count;
        }

        @Override
        public int read() throws IOException {
            int value = super.read();
            if (value >= 0) {
                count++;
            }
            return value;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            int read = super.read(buffer, offset, length);
            if (read > 0) {
                count += read;
            }
            return read;
        }
    }
}
