package dev.jumbo.marshal.conformance;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.URI;
import java.time.DayOfWeek;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.Month;
import java.time.MonthDay;
import java.time.OffsetDateTime;
import java.time.OffsetTime;
import java.time.Period;
import java.time.Year;
import java.time.YearMonth;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.AbstractMap;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Collections;
import java.util.Comparator;
import java.util.Date;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Hashtable;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.UUID;
import java.util.Vector;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

/** The JDK's collections and value classes: their own writeObject, writeReplace and serial fields. */
final class JdkClassGraphs {
    private JdkClassGraphs() {
    }

    static void register(GraphRegistry registry) {
        registerCollections(registry);
        registerMaps(registry);
        registerValues(registry);
        registerTime(registry);
    }

    private static void registerCollections(GraphRegistry registry) {
        registry.element("JDK collections")
                .object("empty ArrayList", ArrayList::new)
                .object("ArrayList with nulls and mixed values", () -> new ArrayList<>(Arrays.asList(1, null, "two", 3.0)))
                .object("ArrayList containing itself", () -> {
                    List<Object> list = new ArrayList<>();
                    list.add(list);
                    list.add("end");
                    return list;
                })
                .object("ArrayList of user objects", () -> new ArrayList<>(List.of(new ReferenceGraphs.Link(1), new ReferenceGraphs.Link(2))))
                .object("LinkedList", () -> new LinkedList<>(List.of("a", "b", "c")))
                .object("ArrayDeque", () -> new ArrayDeque<>(List.of(3, 1, 2)))
                .object("PriorityQueue", () -> new PriorityQueue<>(List.of(5, 1, 4, 2)))
                .object("PriorityQueue with a comparator", () -> {
                    PriorityQueue<String> queue = new PriorityQueue<>(Collections.reverseOrder());
                    queue.addAll(List.of("x", "a", "m"));
                    return queue;
                })
                .object("Vector", () -> new Vector<>(List.of(1, 2)))
                .object("CopyOnWriteArrayList", () -> new CopyOnWriteArrayList<>(List.of("c", "o", "w")))
                .object("HashSet of strings", () -> new HashSet<>(List.of("x", "y", "z")))
                .object("LinkedHashSet", () -> new LinkedHashSet<>(List.of(3, 1, 2)))
                .object("TreeSet", () -> new TreeSet<>(List.of("b", "a", "c")))
                .object("TreeSet with a case-insensitive comparator", () -> {
                    TreeSet<String> set = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
                    set.addAll(List.of("B", "a", "C"));
                    return set;
                })
                .object("List.of empty", List::of)
                .object("List.of one", () -> List.of("one"))
                .object("List.of two", () -> List.of(1, 2))
                .object("List.of many", () -> List.of(1, 2, 3, 4, 5))
                .object("Set.of", () -> Set.of("p", "q", "r"))
                .object("Arrays.asList", () -> Arrays.asList("as", "list"))
                .object("Collections.emptyList", Collections::emptyList)
                .object("Collections.singletonList", () -> Collections.singletonList("single"))
                .object("Collections.nCopies", () -> Collections.nCopies(4, "n"))
                .object("unmodifiableList of an ArrayList", () -> Collections.unmodifiableList(new ArrayList<>(List.of(1, 2))))
                .object("unmodifiableList of a LinkedList", () -> Collections.unmodifiableList(new LinkedList<>(List.of(1, 2))))
                .object("synchronizedList", () -> Collections.synchronizedList(new ArrayList<>(List.of("s"))))
                .object("unmodifiableSet", () -> Collections.unmodifiableSet(new TreeSet<>(Set.of(4, 5))))
                .object("lists sharing elements", () -> {
                    ReferenceGraphs.Link shared = new ReferenceGraphs.Link(9);
                    return new ArrayList<>(List.of(new ArrayList<>(List.of(shared)), new LinkedList<>(List.of(shared))));
                });
    }

    private static void registerMaps(GraphRegistry registry) {
        registry.element("JDK maps")
                .object("empty HashMap", HashMap::new)
                .object("HashMap with string keys", () -> new HashMap<>(Map.of("a", 1, "b", 2, "c", 3)))
                .object("HashMap with a null key and value", () -> {
                    Map<String, Object> map = new HashMap<>();
                    map.put(null, "null key");
                    map.put("null value", null);
                    return map;
                })
                .object("HashMap of 100 entries", () -> {
                    Map<Integer, String> map = new HashMap<>();
                    for (int i = 0; i < 100; i++) {
                        map.put(i * 7, "v" + i);
                    }
                    return map;
                })
                .object("HashMap holding itself as a value", () -> {
                    Map<String, Object> map = new HashMap<>();
                    map.put("self", map);
                    return map;
                })
                .object("HashMap with a custom load factor", () -> {
                    Map<String, String> map = new HashMap<>(64, 0.5f);
                    map.put("k", "v");
                    return map;
                })
                .object("LinkedHashMap in insertion order", () -> {
                    Map<String, Integer> map = new LinkedHashMap<>();
                    map.put("z", 1);
                    map.put("a", 2);
                    return map;
                })
                .object("LinkedHashMap in access order", () -> {
                    Map<String, Integer> map = new LinkedHashMap<>(16, 0.75f, true);
                    map.put("first", 1);
                    map.put("second", 2);
                    map.get("first");
                    return map;
                })
                .object("TreeMap", () -> new TreeMap<>(Map.of("b", 2, "a", 1)))
                .object("TreeMap with a reverse comparator", () -> {
                    TreeMap<Integer, String> map = new TreeMap<>(Comparator.reverseOrder());
                    map.put(1, "one");
                    map.put(2, "two");
                    return map;
                })
                .object("Hashtable", () -> new Hashtable<>(Map.of("h", 1)))
                .object("ConcurrentHashMap", () -> new ConcurrentHashMap<>(Map.of("c", 1, "d", 2)))
                .object("Map.of", () -> Map.of("m", 1))
                .object("Map.of many", () -> Map.of("a", 1, "b", 2, "c", 3, "d", 4))
                .object("Collections.emptyMap", Collections::emptyMap)
                .object("Collections.singletonMap", () -> Collections.singletonMap("k", "v"))
                .object("synchronizedMap", () -> Collections.synchronizedMap(new TreeMap<>(Map.of("s", 1))))
                .object("unmodifiableMap", () -> Collections.unmodifiableMap(new LinkedHashMap<>(Map.of("u", 1))))
                .object("AbstractMap.SimpleEntry", () -> new AbstractMap.SimpleEntry<>("key", 42))
                .object("maps sharing a value", () -> {
                    int[] shared = {1, 2};
                    return new Object[] {new HashMap<>(Map.of("a", shared)), new TreeMap<>(Map.of("b", shared))};
                });
    }

    private static void registerValues(GraphRegistry registry) {
        registry.element("JDK values")
                .object("Boolean", () -> Boolean.TRUE)
                .object("Byte", () -> (byte) -3)
                .object("Short", () -> (short) 1234)
                .object("Character", () -> '\u00e9')
                .object("Integer", () -> -123456)
                .object("Long", () -> Long.MIN_VALUE)
                .object("Float", () -> 3.5f)
                .object("Double NaN", () -> Double.NaN)
                .object("every boxed type together", () -> new Object[] {true, (byte) 1, (short) 2, 'c', 3, 4L, 5f, 6d})
                .object("same Integer twice in an array", () -> {
                    Integer boxed = 1000;
                    return new Object[] {boxed, boxed, Integer.valueOf(1001)};
                })
                .object("BigInteger small", () -> BigInteger.valueOf(42))
                .object("BigInteger negative huge", () -> BigInteger.TWO.pow(300).negate())
                .object("BigInteger zero", () -> BigInteger.ZERO)
                .object("BigDecimal", () -> new BigDecimal("3.14159"))
                .object("BigDecimal with a large unscaled value", () -> new BigDecimal("123456789012345678901234567890.000001"))
                .object("BigDecimal negative scale", () -> new BigDecimal(BigInteger.TEN, -5))
                .object("UUID", () -> new UUID(0x0123456789abcdefL, 0xfedcba9876543210L))
                .object("Date", () -> new Date(1_600_000_000_000L))
                .object("Locale", () -> Locale.CANADA_FRENCH)
                .object("URI", () -> URI.create("https://example.org/a?b=c#d"))
                .object("BitSet", () -> BitSet.valueOf(new long[] {0b1011L, -1L}))
                .object("StringBuilder", () -> new StringBuilder("builder \u00e9"))
                .object("StringBuffer", () -> new StringBuffer("buffer"))
                .object("Exception with a message", () -> new IllegalStateException("a message"))
                .object("serializable lambda", () -> (Runnable & java.io.Serializable) () -> {
                });
    }

    private static void registerTime(GraphRegistry registry) {
        registry.element("java.time")
                .object("Instant", () -> Instant.ofEpochSecond(1_700_000_000L, 123_456_789))
                .object("Duration", () -> Duration.ofSeconds(3661, 5))
                .object("Period", () -> Period.of(1, 2, 3))
                .object("LocalDate", () -> LocalDate.of(2024, 2, 29))
                .object("LocalTime", () -> LocalTime.of(23, 59, 58, 999))
                .object("LocalDateTime", () -> LocalDateTime.of(1999, 12, 31, 23, 59))
                .object("ZonedDateTime in a region", () -> ZonedDateTime.of(2021, 3, 28, 1, 30, 0, 0, ZoneId.of("Europe/Paris")))
                .object("ZonedDateTime at an offset", () -> ZonedDateTime.of(2021, 3, 28, 1, 30, 0, 0, ZoneOffset.ofHours(-5)))
                .object("OffsetDateTime", () -> OffsetDateTime.of(2020, 1, 1, 0, 0, 0, 0, ZoneOffset.ofHoursMinutes(5, 30)))
                .object("OffsetTime", () -> OffsetTime.of(12, 0, 0, 0, ZoneOffset.UTC))
                .object("ZoneOffset", () -> ZoneOffset.ofTotalSeconds(-3600))
                .object("ZoneId region", () -> ZoneId.of("America/New_York"))
                .object("Year", () -> Year.of(1969))
                .object("YearMonth", () -> YearMonth.of(2000, 2))
                .object("MonthDay", () -> MonthDay.of(12, 25))
                .object("DayOfWeek and Month enums", () -> new Object[] {DayOfWeek.MONDAY, Month.JULY})
                .steps("one LocalDate twice: one Ser object", () -> {
                    LocalDate date = LocalDate.of(2000, 1, 1);
                    return List.of(Step.object(date), Step.object(date));
                })
                .object("many time values in a list", () -> new ArrayList<>(List.of(LocalDate.of(2001, 1, 1), Instant.EPOCH, Duration.ZERO, LocalDate.of(2001, 1, 1))));
    }
}
