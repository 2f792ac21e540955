package dev.jumbo.spark.samples;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A class with {@code writeObject}/{@code readObject}: the entries are written by default, then
 * a format version and the entry count as block data; the total is transient and computed again
 * on reading, and a wrong count fails the read.
 */
public final class Ledger implements Serializable {
    private static final long serialVersionUID = 1L;
    private static final int FORMAT = 2;

    private final String owner;
    private final List<Money> entries;
    private transient Money total;

    public Ledger(String owner, List<Money> entries) {
        this.owner = owner;
        this.entries = new ArrayList<>(entries);
        this.total = sum(this.entries);
    }

    private static Money sum(List<Money> entries) {
        Money total = new Money(0, "EUR");
        for (Money entry : entries) {
            total = total.plus(entry);
        }
        return total;
    }

    public Ledger add(Money entry) {
        List<Money> more = new ArrayList<>(entries);
        more.add(entry);
        return new Ledger(owner, more);
    }

    public Money total() {
        return total;
    }

    public List<Money> entries() {
        return entries;
    }

    private void writeObject(ObjectOutputStream out) throws IOException {
        out.defaultWriteObject();
        out.writeInt(FORMAT);
        out.writeInt(entries.size());
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
        in.defaultReadObject();
        int format = in.readInt();
        int count = in.readInt();
        if (format != FORMAT || count != entries.size()) {
            throw new java.io.InvalidObjectException("ledger of format " + format + " with " + count + " entries, not " + entries.size());
        }
        total = sum(entries);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Ledger that && owner.equals(that.owner) && entries.equals(that.entries) && total.equals(that.total);
    }

    @Override
    public int hashCode() {
        return Objects.hash(owner, entries);
    }

    @Override
    public String toString() {
        return "Ledger[" + owner + ", " + entries + ", total " + total + "]";
    }
}
