package dev.jumbo.marshal.reading;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** An entry excuses one kind of difference of the cases it names, for the readers it names. */
class KnownFailuresTest {
    private static final KnownFailures LIST = new KnownFailures(KnownFailures.parse("""
            # a comment
            Reflective | graph/one | callbacks differ | one case
            Jumbo | mutant * | expected java.lang.\\w+Exception | mutants
            InputStream | * | filter calls differ only | any case, one kind
            """));

    @Test
    void aWholeIdEntryNamesOneCaseAndMustNotPass() {
        assertTrue(LIST.excuse("ReflectiveObjectInputStream", "graph/one", "callbacks differ: at call 2"));
        assertTrue(LIST.exactly("ReflectiveObjectInputStream", "graph/one"));
        assertFalse(LIST.excuse("ReflectiveObjectInputStream", "graph/one two", "callbacks differ: at call 2"));
        assertEquals("one case", LIST.reasonFor("ReflectiveObjectInputStream", "graph/one"));
    }

    @Test
    void anEntryExcusesOnlyItsDifference() {
        assertFalse(LIST.excuse("ReflectiveObjectInputStream", "graph/one", "expected no exception at read -1"));
        assertFalse(LIST.excuse("JumboObjectInputStream, threshold 0", "mutant 3 of x", "rewriting the values: expected 3 bytes"));
    }

    @Test
    void aPrefixEntryNamesManyCasesOfOneReader() {
        assertTrue(LIST.excuse("JumboObjectInputStream, threshold 0", "mutant 3 of x", "expected java.lang.IllegalStateException: at read 0"));
        assertFalse(LIST.exactly("JumboObjectInputStream, threshold 0", "mutant 3 of x"));
        assertFalse(LIST.excuse("ReflectiveObjectInputStream", "mutant 3 of x", "expected java.lang.IllegalStateException: at read 0"));
        assertNull(LIST.reasonFor("SomeReader", "mutant 3 of x"));
    }

    @Test
    void aStarEntryNamesEveryCase() {
        assertTrue(LIST.excuse("JumboObjectInputStream, threshold 100", "anything", "filter calls differ only in array checks"));
        assertFalse(LIST.excuse("JumboObjectInputStream, threshold 100", "anything", "filter calls differ: at call 3"));
    }

    @Test
    void aCaseNamedByTwoEntriesIsExcusedForEitherDifference() {
        KnownFailures two = new KnownFailures(KnownFailures.parse("R | a | first | one\nR | * | second | two"));

        assertTrue(two.excuse("R", "a", "first difference"));
        assertTrue(two.excuse("R", "a", "second difference"));
        assertFalse(two.excuse("R", "a", "third difference"));
    }

    @Test
    void aLineWithoutFourPartsIsRefused() {
        assertThrows(IllegalStateException.class, () -> KnownFailures.parse("Reflective | case | reason only"));
    }
}
