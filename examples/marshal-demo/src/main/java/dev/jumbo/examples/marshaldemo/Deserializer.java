package dev.jumbo.examples.marshaldemo;

import dev.jumbo.marshal.JumboObjectInputStream;
import dev.jumbo.marshal.Options;
import dev.jumbo.marshal.ReflectiveObjectInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputStream;

/** One way of reading Java serialization: the JDK's stream, the reflective reader, or Jumbo's with some options. */
public interface Deserializer {

  /** A short name for tables. */
  String label();

  /** A new stream reading {@code in} (the stream header is read already). */
  ObjectInputStream open(InputStream in) throws IOException;

  /** {@code java.io.ObjectInputStream}: the reference. */
  static Deserializer jdk() {
    return of("OIS", ObjectInputStream::new);
  }

  /** Jumbo's reflective reader: no generated code. */
  static Deserializer reflective() {
    return of("Reflective", ReflectiveObjectInputStream::new);
  }

  /** Jumbo's stream with {@code options}, fixed once: every stream opened shares its cache. */
  static Deserializer jumbo(String label, Options options) {
    return of(label, in -> new JumboObjectInputStream(in, options));
  }

  /**
   * Jumbo's stream with a new private cache for every stream: timing it with synchronous
   * {@code options} includes generating the unmarshallers.
   */
  static Deserializer jumboGenerating(String label, Options options) {
    return of(label, in -> new JumboObjectInputStream(in, options.withPrivateCache()));
  }

  private static Deserializer of(String label, StreamOpener opener) {
    return new Deserializer() {
      @Override
      public String label() {
        return label;
      }

      @Override
      public ObjectInputStream open(InputStream in) throws IOException {
        return opener.open(in);
      }
    };
  }

  /** The constructor of a stream. */
  @FunctionalInterface
  interface StreamOpener {
    ObjectInputStream open(InputStream in) throws IOException;
  }
}
