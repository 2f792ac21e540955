package dev.jumbo.examples.sparkdemo;

import java.io.Serializable;
import java.util.List;

/** A book review: the input of the word count (an ordinary class with a nested list). */
public final class Review implements Serializable {
    private static final long serialVersionUID = 1L;

    private final String book;
    private final Genre genre;
    private final int stars;
    private final List<String> sentences;

    public Review(String book, Genre genre, int stars, List<String> sentences) {
        this.book = book;
        this.genre = genre;
        this.stars = stars;
        this.sentences = sentences;
    }

    public Genre genre() {
        return genre;
    }

    public int stars() {
        return stars;
    }

    public List<String> sentences() {
        return sentences;
    }

    public String book() {
        return book;
    }
}
