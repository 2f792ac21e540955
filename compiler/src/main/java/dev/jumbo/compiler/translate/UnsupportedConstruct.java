package dev.jumbo.compiler.translate;

/** A construct inside a quote that the node API cannot express; becomes an error at the construct. */
final class UnsupportedConstruct extends RuntimeException {
    private final int offset;

    /**
     * @param offset  the offset in the {@code .jjava} file of the construct
     * @param message the message, naming the construct
     */
    UnsupportedConstruct(int offset, String message) {
        super(message, null, false, false);
        this.offset = offset;
    }

    int offset() {
        return offset;
    }
}
