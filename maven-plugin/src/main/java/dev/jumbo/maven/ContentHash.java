package dev.jumbo.maven;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** SHA-256 digests, as lower-case hex: content hashes of sources and the configuration fingerprint. */
public final class ContentHash {

  private ContentHash() {}

  public static String of(Path file) throws IOException {
    return of(Files.readAllBytes(file));
  }

  public static String of(byte[] content) {
    return HexFormat.of().formatHex(digest().digest(content));
  }

  static MessageDigest digest() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException impossible) {
      throw new IllegalStateException("every JDK has SHA-256", impossible);
    }
  }
}
