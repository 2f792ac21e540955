package dev.jumbo.spark.samples;

import java.io.Serializable;

/** A record: read back through its canonical constructor. */
public record Money(long cents, String currency) implements Serializable {
    public Money plus(Money other) {
        if (!currency.equals(other.currency)) {
            throw new IllegalArgumentException("cannot add " + other.currency + " to " + currency);
        }
        return new Money(cents + other.cents, currency);
    }

    public Money times(int quantity) {
        return new Money(cents * quantity, currency);
    }
}
