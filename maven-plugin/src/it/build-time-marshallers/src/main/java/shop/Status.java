package shop;

/** An enum: written by the stream's own rule, so nothing is stored for it. */
public enum Status {
    OPEN, PAID
}
