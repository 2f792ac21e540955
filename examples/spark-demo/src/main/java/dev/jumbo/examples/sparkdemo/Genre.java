package dev.jumbo.examples.sparkdemo;

/** The genre of a reviewed book. */
public enum Genre {
    NOVEL, POETRY, SCIENCE, HISTORY
}
