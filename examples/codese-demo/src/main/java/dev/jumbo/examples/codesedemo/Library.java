package dev.jumbo.examples.codesedemo;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** The demo's state: books by title (a TreeMap), loans by reader (a HashMap), shared authors. */
public final class Library implements Serializable {
    private static final long serialVersionUID = 1L;

    enum Genre { NOVEL, POETRY, ESSAY }

    record Author(String name, int born) implements Serializable {
    }

    static final class Book implements Serializable {
        private static final long serialVersionUID = 1L;
        final String title;
        final Author author;
        final Genre genre;
        int copies;
        double price;

        Book(String title, Author author, Genre genre, int copies, double price) {
            this.title = title;
            this.author = author;
            this.genre = genre;
            this.copies = copies;
            this.price = price;
        }
    }

    private final TreeMap<String, Book> books = new TreeMap<>();
    private final Map<String, List<Book>> loans = new HashMap<>();

    /** A library of {@code size} books by size/10 authors, every third book lent. */
    static Library of(int size) {
        Library library = new Library();
        List<Author> authors = new ArrayList<>();
        for (int i = 0; i < Math.max(1, size / 10); i++) {
            authors.add(new Author("Author " + i, 1800 + i % 200));
        }
        Genre[] genres = Genre.values();
        for (int i = 0; i < size; i++) {
            Book book = new Book("Title " + i, authors.get(i % authors.size()), genres[i % genres.length], 1 + i % 4,
                    9.5 + i % 30);
            library.books.put(book.title, book);
            if (i % 3 == 0) {
                library.loans.computeIfAbsent("reader " + i % 97, reader -> new ArrayList<>()).add(book);
            }
        }
        return library;
    }

    int size() {
        return books.size();
    }
}
