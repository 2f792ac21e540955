package dev.jumbo.examples.sparkdemo;

import java.io.Serializable;

/** The shuffle's key: a word as used in reviews of one genre (a record). */
public record WordInGenre(String word, Genre genre) implements Serializable {
}
