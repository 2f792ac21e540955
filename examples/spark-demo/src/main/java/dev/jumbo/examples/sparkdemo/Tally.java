package dev.jumbo.examples.sparkdemo;

import java.io.Serializable;
import java.util.Objects;
import java.util.TreeSet;

/** The shuffle's value: how often a word was used, the stars of the reviews it was in, and some books it was said of. */
public final class Tally implements Serializable {
    private static final long serialVersionUID = 1L;
    private static final int BOOKS_KEPT = 3;

    private final long count;
    private final long stars;
    private final TreeSet<String> books;

    private Tally(long count, long stars, TreeSet<String> books) {
        this.count = count;
        this.stars = stars;
        this.books = books;
    }

    public static Tally of(Review review) {
        TreeSet<String> books = new TreeSet<>();
        books.add(review.book());
        return new Tally(1, review.stars(), books);
    }

    public Tally plus(Tally other) {
        TreeSet<String> both = new TreeSet<>(books);
        both.addAll(other.books);
        while (both.size() > BOOKS_KEPT) {
            both.pollLast();
        }
        return new Tally(count + other.count, stars + other.stars, both);
    }

    public long count() {
        return count;
    }

    public double averageStars() {
        return (double) stars / count;
    }

    public TreeSet<String> books() {
        return books;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Tally that && count == that.count && stars == that.stars && books.equals(that.books);
    }

    @Override
    public int hashCode() {
        return Objects.hash(count, stars, books);
    }
}
