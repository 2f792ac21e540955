package dev.jumbo.bench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class JsonTest {
    @Test
    void readsObjectsArraysStringsNumbersAndLiterals() {
        Object value = Json.parse("{\"a\": [1, -2.5e3, \"x\\\"y\\u0041\"], \"b\": {\"c\": true, \"d\": null}, \"e\": NaN}");

        Map<?, ?> object = (Map<?, ?>) value;
        assertEquals(List.of(1.0, -2500.0, "x\"yA"), object.get("a"));
        assertEquals(true, ((Map<?, ?>) object.get("b")).get("c"));
        assertTrue(((Map<?, ?>) object.get("b")).containsKey("d"));
        assertTrue(Double.isNaN((Double) object.get("e")));
    }

    @Test
    void rejectsTrailingText() {
        assertThrows(IllegalArgumentException.class, () -> Json.parse("[1] 2"));
    }
}
