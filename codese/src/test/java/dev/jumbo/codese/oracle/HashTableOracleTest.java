package dev.jumbo.codese.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.jumbo.codese.oracle.HashTables.CaseInsensitiveMap;
import dev.jumbo.codese.oracle.HashTables.ChainedMap;
import dev.jumbo.codese.oracle.HashTables.IndexedWords;
import dev.jumbo.codese.oracle.HashTables.InlineMap;
import dev.jumbo.codese.oracle.HashTables.MapBackedSet;
import dev.jumbo.codese.oracle.HashTables.MultiKeyMap;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Hash-table classes with their own writeObject ({@link HashTables}): CoDeSe restores the table
 * their readObject builds from ObjectInputStream's stream (its size, so its order; the values
 * shared between entries and with other roots).
 */
class HashTableOracleTest {
    /** One of each kind of table, grown past its first capacity, one string the value of many entries. */
    private static List<Object> tables(String shared) {
        ChainedMap grown = new ChainedMap();
        ChainedMap presized = new ChainedMap(64);
        CaseInsensitiveMap caseInsensitive = new CaseInsensitiveMap();
        InlineMap small = new InlineMap();
        InlineMap delegating = new InlineMap();
        MultiKeyMap multiKeys = new MultiKeyMap();
        for (int i = 0; i < 30; i++) {
            grown.put("key" + i, i % 3 == 0 ? shared : "value" + i);
            caseInsensitive.put("Key" + i, shared);
            delegating.put("key" + i, shared);
            multiKeys.put("first" + i, i, shared);
        }
        for (int i = 0; i < 3; i++) {
            presized.put(i, shared);
            small.put("key" + i, shared);
        }
        MapBackedSet set = new MapBackedSet(new ChainedMap(2), shared);
        for (int i = 0; i < 10; i++) {
            set.add("element" + i);
        }
        return List.of(grown, presized, caseInsensitive, small, delegating, multiKeys, set,
                new IndexedWords("one", "two", "three", shared));
    }

    @Test
    void eachTableAlone() throws Exception {
        for (Object table : tables(new String("shared"))) {
            StreamScript.of(table).check();
        }
    }

    @Test
    void tablesSharingAValueInOneGraph() throws Exception {
        String shared = new String("shared");

        StreamScript.Restored restored = StreamScript.of(new ArrayList<>(tables(shared))).check();

        @SuppressWarnings("unchecked")
        List<Object> copies = (List<Object>) restored.codese(0);
        ChainedMap grown = (ChainedMap) copies.get(0);
        assertSame(grown.get("key0"), grown.get("key3"));
        assertEquals(64, grown.table.length > 0 ? ((ChainedMap) copies.get(1)).table.length : 0);
    }

    @Test
    void tablesSharingAValueWithEarlierRootsAndWrittenTwice() throws Exception {
        String shared = new String("shared");
        List<Object> roots = new ArrayList<>();
        roots.add(shared);
        roots.addAll(tables(shared));
        roots.addAll(tables(shared));
        roots.add(roots.get(1));

        StreamScript.of(roots.toArray()).check();
    }
}
