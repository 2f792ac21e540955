package dev.jumbo.bench.marshal.shortstream;

import dev.jumbo.bench.marshal.media.MediaContents;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** The messages that applications send one per stream. */
public enum Shape {
    /** jvm-serializers' MediaContent message (896 bytes in the JDK's format). */
    MEDIA {
        @Override
        public Object message() {
            return MediaContents.standard();
        }

        @Override
        public List<Class<?>> classes() {
            return MediaContents.classes();
        }
    },
    /** A Spark-like record: five fields, one {@code LocalDate}. */
    RECORD {
        @Override
        public Object message() {
            return new Sale("store-17", 4_711L, 3, 19.99, LocalDate.of(2026, 11, 27));
        }

        @Override
        public List<Class<?>> classes() {
            return List.of(Sale.class);
        }
    },
    /** A {@code HashMap<String,Integer>} of ten entries. */
    MAP {
        @Override
        public Object message() {
            Map<String, Integer> map = new HashMap<>();
            for (int i = 0; i < 10; i++) {
                map.put("key-" + i, i * 31);
            }
            return map;
        }

        @Override
        public List<Class<?>> classes() {
            return List.of();
        }
    },
    /** No message at all: the fixed cost of a stream, opened and closed. */
    EMPTY {
        @Override
        public Object message() {
            throw new UnsupportedOperationException("an empty stream has no message");
        }

        @Override
        public Object[] roots() {
            return new Object[0];
        }

        @Override
        public List<Class<?>> classes() {
            return List.of();
        }
    };

    /** A new message of this shape. */
    public abstract Object message();

    /** What one stream of this shape writes: one message (none for {@link #EMPTY}). */
    public Object[] roots() {
        return new Object[] {message()};
    }

    /** The application classes that Kryo and Fory register for this shape. */
    public abstract List<Class<?>> classes();

    /** The large graph of the mixed workload: a list of 10,000 distinct strings. */
    public static Object largeGraph() {
        List<String> list = new ArrayList<>();
        for (int i = 0; i < 10_000; i++) {
            list.add("element-" + i);
        }
        return list;
    }
}
