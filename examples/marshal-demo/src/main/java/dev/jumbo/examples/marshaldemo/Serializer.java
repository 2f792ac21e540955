package dev.jumbo.examples.marshaldemo;

import dev.jumbo.marshal.JumboObjectOutputStream;
import dev.jumbo.marshal.Options;
import dev.jumbo.marshal.ReflectiveObjectOutputStream;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.io.OutputStream;

/** One way of writing Java serialization: the JDK's stream, the reflective writer, or Jumbo's with some options. */
public interface Serializer {

  /** A short name for tables. */
  String label();

  /** A new stream writing into {@code out} (the stream header is written already). */
  ObjectOutputStream open(OutputStream out) throws IOException;

  /** {@code java.io.ObjectOutputStream}: the reference. */
  static Serializer jdk() {
    return of("OOS", ObjectOutputStream::new);
  }

  /** Jumbo's reflective writer (the paper's Kaffe OOS): no generated code. */
  static Serializer reflective() {
    return of("Reflective", ReflectiveObjectOutputStream::new);
  }

  /** Jumbo's stream with {@code options}, fixed once: every stream opened shares its cache. */
  static Serializer jumbo(String label, Options options) {
    return of(label, out -> new JumboObjectOutputStream(out, options));
  }

  /**
   * Jumbo's stream with a new private cache for every stream: each stream generates its own
   * marshallers, so timing it with synchronous {@code options} includes generation (the paper's
   * "Jumbo + compilation").
   */
  static Serializer jumboGenerating(String label, Options options) {
    return of(label, out -> new JumboObjectOutputStream(out, options.withPrivateCache()));
  }

  private static Serializer of(String label, StreamOpener opener) {
    return new Serializer() {
      @Override
      public String label() {
        return label;
      }

      @Override
      public ObjectOutputStream open(OutputStream out) throws IOException {
        return opener.open(out);
      }
    };
  }

  /** The constructor of a stream. */
  @FunctionalInterface
  interface StreamOpener {
    ObjectOutputStream open(OutputStream out) throws IOException;
  }
}
