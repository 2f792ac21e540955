package dev.jumbo.codese;

import java.io.InvalidObjectException;
import java.util.ArrayList;
import java.util.List;

/**
 * Tables of numbers as string literals: how a bulk operation of {@link Restore} gets its records
 * (object indices, field values) from a class file's constant pool. A large state restored by
 * straight-line code is megabytes of code that the JVM parses, verifies and then interprets (a
 * method past 8,000 bytes is never compiled); the same stores as a table are a few bytes each,
 * and the loop that reads them is {@link Restore}'s, which the JIT compiles once for every state.
 *
 * <pre>
 * table  := number*
 * number := char[0x8000-0xFFFF]* char[0x0000-0x7FFF]    (15 bits a char, lowest first; bit 15: more follow)
 * </pre>
 *
 * Numbers are unsigned: a signed value is zigzag-encoded ({@link #zigzag}), a reference is its
 * index plus one (0 is null). An object index, the common number, takes one char.
 */
final class Tables {
    /** The most chars in one literal: three bytes each in modified UTF-8 stay under 65,535. */
    static final int MAX_CHARS = 20_000;
    /**
     * The fewest like operations written as a table; fewer stay straight-line code. Straight-line
     * code runs faster in a state's first restores: a table's loop runs interpreted (a loop is
     * compiled on the stack only after tens of thousands of iterations) with calls per record, and
     * a field's setter is a method handle where code has a {@code putfield}. Tables run faster
     * once compiled (straight-line code is never compiled: its methods are past 8,000 bytes) and
     * take a few bytes a store instead of some 20 bytes of code that the JVM parses and verifies.
     * Figure 5 on a quiet machine (codese/README.md), against 16,384: equal at one and ten
     * restores, 1.74-1.79 times ObjectInputStream's speed at a hundred against 1.68, 2.13-2.22
     * warm against 1.77, and smaller files. From 256, warm reached 2.32-2.51 but a hundred
     * restores fell to 1.58-1.63: a 1,000-node tree's tables are compiled too late for them.
     */
    static final int MIN_RECORDS = 2_048;
    /** The longest number: 64 bits in groups of 15. */
    private static final int MAX_NUMBER_CHARS = 5;

    private Tables() {
    }

    static long zigzag(long value) {
        return (value << 1) ^ (value >> 63);
    }

    static long unzigzag(long value) {
        return (value >>> 1) ^ -(value & 1);
    }

    /** Records of a fixed number of numbers, as literals of at most {@link #MAX_CHARS} chars; no record spans two. */
    static final class Builder {
        private final List<String> literals = new ArrayList<>();
        private final int numbersPerRecord;
        private StringBuilder current = new StringBuilder();
        private int records;

        Builder(int numbersPerRecord) {
            this.numbersPerRecord = numbersPerRecord;
        }

        /** Starts a record: a new literal when the longest record might not fit in this one. */
        Builder record() {
            if (current.length() + numbersPerRecord * MAX_NUMBER_CHARS > MAX_CHARS) {
                literals.add(current.toString());
                current = new StringBuilder();
            }
            records++;
            return this;
        }

        Builder add(long unsigned) {
            long rest = unsigned;
            while ((rest & ~0x7FFFL) != 0) {
                current.append((char) (0x8000 | (rest & 0x7FFF)));
                rest >>>= 15;
            }
            current.append((char) rest);
            return this;
        }

        int records() {
            return records;
        }

        /** The chars written so far, in every literal. */
        int length() {
            int length = current.length();
            for (String literal : literals) {
                length += literal.length();
            }
            return length;
        }

        /** The literals, in order. */
        List<String> literals() {
            List<String> all = new ArrayList<>(literals);
            if (current.length() > 0) {
                all.add(current.toString());
            }
            return all;
        }
    }

    /** Reads one table; a number cut short, too long or out of range is an {@link InvalidObjectException}. */
    static final class Reader {
        private final char[] chars;
        private int position;

        Reader(String table) {
            this.chars = table.toCharArray();
        }

        boolean hasNext() {
            return position < chars.length;
        }

        long next() throws InvalidObjectException {
            long value = 0;
            for (int shift = 0; shift < 64; shift += 15) {
                if (position == chars.length) {
                    throw new InvalidObjectException("a stored table ends inside a number");
                }
                char c = chars[position++];
                value |= (long) (c & 0x7FFF) << shift;
                if (c < 0x8000) {
                    return value;
                }
            }
            throw new InvalidObjectException("a stored table holds a number longer than 64 bits");
        }

        /** A number below {@code limit}. */
        int below(int limit) throws InvalidObjectException {
            long value = next();
            if (value >= limit) {
                throw new InvalidObjectException("a stored table's index " + value + " is not below " + limit);
            }
            return (int) value;
        }
    }
}
