package dev.jumbo.compiler;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What to compile: an immutable description of one run of {@link JumboCompiler}.
 *
 * <p>The sources are files and directories. A directory stands for every {@code .jjava}
 * and {@code .java} file below it. All sources are compiled together, so a {@code .jjava}
 * file may use the types of a {@code .java} file and the other way round.
 *
 * <p>Paths are kept as given; a diagnostic names its file by the path under which the
 * file was given (a file argument as written, or a directory argument joined with the
 * file's path below it). Relative paths are resolved against the process's working
 * directory.
 *
 * <p>Builder protocol:
 * <pre>
 * build := CompileRequest.builder() option* outputDirectory(dir) option* build()
 * option := source(path) | sources(paths) | classpathEntry(path) | classpath(paths)
 *         | generatedSourcesDirectory(dir) | release(n) | encoding(charset)
 *         | javacOption(text) | javacOptions(texts)
 * </pre>
 */
public final class CompileRequest {
    /** The Java release compiled for when none is given: the project's minimum JDK. */
    public static final int DEFAULT_RELEASE = 17;

    private final List<Path> sources;
    private final List<Path> classpath;
    private final Path outputDirectory;
    private final Path generatedSourcesDirectory;
    private final int release;
    private final Charset encoding;
    private final List<String> javacOptions;

    private CompileRequest(Builder builder) {
        this.sources = List.copyOf(builder.sources);
        this.classpath = List.copyOf(builder.classpath);
        this.outputDirectory = Objects.requireNonNull(builder.outputDirectory, "outputDirectory");
        this.generatedSourcesDirectory = builder.generatedSourcesDirectory;
        this.release = builder.release;
        this.encoding = builder.encoding;
        this.javacOptions = List.copyOf(builder.javacOptions);
    }

    /** A new builder; only {@link Builder#outputDirectory(Path)} is required. */
    public static Builder builder() {
        return new Builder();
    }

    /** The source files and directories, in the order given. */
    public List<Path> sources() {
        return sources;
    }

    /**
     * The compile classpath: directories and jars. jumbo-lang is added by the compiler
     * when it is not here, because translated quotes call it.
     */
    public List<Path> classpath() {
        return classpath;
    }

    /** Where class files are written, in directories by package. */
    public Path outputDirectory() {
        return outputDirectory;
    }

    /**
     * Where the translated {@code .java} of each {@code .jjava} file is written, in
     * directories by package. When empty, the compiler uses a temporary directory and
     * deletes it at the end of the run.
     */
    public Optional<Path> generatedSourcesDirectory() {
        return Optional.ofNullable(generatedSourcesDirectory);
    }

    /** The {@code --release} given to javac; {@value #DEFAULT_RELEASE} unless set. */
    public int release() {
        return release;
    }

    /**
     * The encoding of the source files, {@code .jjava} and {@code .java} alike, and of the
     * translated Java the compiler writes; UTF-8 unless set. It is javac's {@code -encoding}.
     */
    public Charset encoding() {
        return encoding;
    }

    /** Further javac options, passed after the compiler's own (e.g. {@code -g}, {@code -Xlint}). */
    public List<String> javacOptions() {
        return javacOptions;
    }

    /** A builder holding this request's values, to derive a changed request. */
    public Builder toBuilder() {
        Builder builder = new Builder();
        builder.sources.addAll(sources);
        builder.classpath.addAll(classpath);
        builder.outputDirectory = outputDirectory;
        builder.generatedSourcesDirectory = generatedSourcesDirectory;
        builder.release = release;
        builder.encoding = encoding;
        builder.javacOptions.addAll(javacOptions);
        return builder;
    }

    @Override
    public String toString() {
        return "CompileRequest[sources=" + sources + ", classpath=" + classpath
                + ", outputDirectory=" + outputDirectory
                + ", generatedSourcesDirectory=" + generatedSourcesDirectory
                + ", release=" + release + ", encoding=" + encoding + ", javacOptions=" + javacOptions + "]";
    }

    /** Collects the values of a {@link CompileRequest}; not thread-safe. */
    public static final class Builder {
        private final List<Path> sources = new ArrayList<>();
        private final List<Path> classpath = new ArrayList<>();
        private Path outputDirectory;
        private Path generatedSourcesDirectory;
        private int release = DEFAULT_RELEASE;
        private Charset encoding = StandardCharsets.UTF_8;
        private final List<String> javacOptions = new ArrayList<>();

        private Builder() {
        }

        /** Adds a {@code .jjava} or {@code .java} file, or a directory searched for both. */
        public Builder source(Path fileOrDirectory) {
            sources.add(Objects.requireNonNull(fileOrDirectory));
            return this;
        }

        /** Adds several sources; see {@link #source(Path)}. */
        public Builder sources(Iterable<Path> filesOrDirectories) {
            filesOrDirectories.forEach(this::source);
            return this;
        }

        /** Adds a directory or jar to the compile classpath. */
        public Builder classpathEntry(Path entry) {
            classpath.add(Objects.requireNonNull(entry));
            return this;
        }

        /** Adds several classpath entries. */
        public Builder classpath(Iterable<Path> entries) {
            entries.forEach(this::classpathEntry);
            return this;
        }

        /** Sets where class files go (required). */
        public Builder outputDirectory(Path directory) {
            this.outputDirectory = Objects.requireNonNull(directory);
            return this;
        }

        /** Sets where the translated Java is kept; {@code null} means a temporary directory. */
        public Builder generatedSourcesDirectory(Path directory) {
            this.generatedSourcesDirectory = directory;
            return this;
        }

        /** Sets javac's {@code --release}; at least 17, since the output uses Java 17 features. */
        public Builder release(int release) {
            if (release < DEFAULT_RELEASE) {
                throw new IllegalArgumentException("release " + release + " is below the minimum " + DEFAULT_RELEASE);
            }
            this.release = release;
            return this;
        }

        /** Sets the encoding of the sources and of the translated Java; see {@link CompileRequest#encoding()}. */
        public Builder encoding(Charset encoding) {
            this.encoding = Objects.requireNonNull(encoding);
            return this;
        }

        /** Adds one javac option word. */
        public Builder javacOption(String option) {
            javacOptions.add(Objects.requireNonNull(option));
            return this;
        }

        /** Adds several javac option words. */
        public Builder javacOptions(Iterable<String> options) {
            options.forEach(this::javacOption);
            return this;
        }

        /** The request; fails if no output directory was set. */
        public CompileRequest build() {
            return new CompileRequest(this);
        }
    }
}
