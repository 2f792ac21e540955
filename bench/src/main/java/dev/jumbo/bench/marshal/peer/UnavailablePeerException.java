package dev.jumbo.bench.marshal.peer;

/** A peer named in a benchmark run whose implementation is not on the class path, or not in the expected shape. */
public final class UnavailablePeerException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public UnavailablePeerException(String message) {
        super(message);
    }
}
