package dev.jumbo.compiler;

import dev.jumbo.compiler.source.SourceFile;
import dev.jumbo.compiler.translate.FileTranslator;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetEncoder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;

/**
 * Writes the translation of a {@code .jjava} file where javac reads it, in directories by
 * package, in the request's encoding: javac reads translated and plain files with one
 * {@code -encoding}. Host text was decoded from that encoding and quotes are translated to
 * ASCII, so only a character the translation repeats from the file's name can be missing
 * from it; that is an error rather than a silently replaced character.
 */
final class TranslationWriter {
    private final Path directory;
    private final Charset encoding;

    TranslationWriter(Path directory, Charset encoding) {
        this.directory = directory;
        this.encoding = encoding;
    }

    /** A written file or why it could not be written. */
    record Outcome(Optional<Path> file, Optional<Diagnostic> error) {
    }

    /** Writes the translation of {@code original}. */
    Outcome write(SourceFile original, FileTranslator.Translation translation) {
        Optional<Diagnostic> unencodable = unencodable(original, translation.text());
        if (unencodable.isPresent()) {
            return new Outcome(Optional.empty(), unencodable);
        }
        Path packageDirectory = translation.packageName().isEmpty() ? directory
                : directory.resolve(translation.packageName().replace('.', '/'));
        try {
            Files.createDirectories(packageDirectory);
            Path file = Files.writeString(packageDirectory.resolve(translation.className() + ".java"),
                    translation.text(), encoding);
            return new Outcome(Optional.of(file), Optional.empty());
        } catch (IOException exception) {
            throw new UncheckedIOException(exception);
        }
    }

    private Optional<Diagnostic> unencodable(SourceFile original, String text) {
        CharsetEncoder encoder = encoding.newEncoder();
        if (encoder.canEncode(text)) {
            return Optional.empty();
        }
        int missing = text.codePoints().filter(codePoint -> !encoder.canEncode(Character.toString(codePoint)))
                .findFirst().orElseThrow();
        String character = String.format(Locale.ROOT, "U+%04X '%s'", missing, Character.toString(missing));
        String origin = original.fileName().codePoints().anyMatch(codePoint -> codePoint == missing)
                ? " (the file's name has it, and the translation repeats the name)" : "";
        return Optional.of(Diagnostic.error(original.path(), 0, 0, "the translated Java needs the character "
                + character + origin + ", which the source encoding " + encoding.name()
                + " cannot encode; rename the file or choose another encoding", ""));
    }
}
