package dev.jumbo.examples.marshaldemo;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.StreamCorruptedException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Objects to marshal, as the paper's benchmarks marshal them: each root is passed to
 * {@code writeObject} of one stream, in order.
 */
public record Workload(String name, List<Object> roots) {

  public Workload {
    roots = List.copyOf(roots);
  }

  /** Writes every root into {@code stream}, then flushes it. */
  public void writeTo(ObjectOutputStream stream) throws IOException {
    for (Object root : roots) {
      stream.writeObject(root);
    }
    stream.flush();
  }

  /** The bytes {@code serializer} produces for this workload in one new stream. */
  public byte[] bytes(Serializer serializer) {
    ByteArrayOutputStream buffer = new ByteArrayOutputStream();
    try (ObjectOutputStream stream = serializer.open(buffer)) {
      writeTo(stream);
    } catch (IOException e) {
      throw new UncheckedIOException(serializer.label() + " failed on " + name, e);
    }
    return buffer.toByteArray();
  }

  /**
   * Reads {@code bytes} with {@code java.io.ObjectInputStream}: as many objects as this workload
   * has roots, and nothing after them.
   */
  public List<Object> readBack(byte[] bytes) throws IOException, ClassNotFoundException {
    return readBack(bytes, Deserializer.jdk());
  }

  /** Reads {@code bytes} with {@code reader}'s stream: as many objects as this workload has roots, and nothing after them. */
  public List<Object> readBack(byte[] bytes, Deserializer reader) throws IOException, ClassNotFoundException {
    List<Object> read = new ArrayList<>(roots.size());
    try (ObjectInputStream in = reader.open(new ByteArrayInputStream(bytes))) {
      for (int index = 0; index < roots.size(); index++) {
        read.add(in.readObject());
      }
      if (in.read() != -1) {
        throw new StreamCorruptedException("bytes left after the last of " + roots.size() + " objects");
      }
    }
    return read;
  }
}
