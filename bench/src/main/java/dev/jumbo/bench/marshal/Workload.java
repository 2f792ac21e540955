package dev.jumbo.bench.marshal;

import dev.jumbo.bench.marshal.business.BusinessObjects;
import dev.jumbo.bench.marshal.heterogeneous.HeterogeneousGraph;
import dev.jumbo.bench.marshal.media.MediaContents;
import dev.jumbo.bench.marshal.model.Dummy;
import dev.jumbo.bench.marshal.model.DummyNode;
import dev.jumbo.bench.marshal.model.Simple;
import dev.jumbo.bench.marshal.model.SimpleChild;
import dev.jumbo.bench.marshal.polluted.PollutingClasses;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * The marshalling workloads: for each, the JMH benchmark classes that measure writing it (in
 * this package) and reading it back ({@code dev.jumbo.bench.unmarshal}), its size parameter and
 * values, and the roots it writes, in order, into one stream.
 */
public enum Workload {
    /** Paper Table 1: N {@code Dummy} objects, each with two fresh {@code Simple}s. */
    DUMMY("DummyBenchmark", "count", List.of("1000", "10000", "20000"), List.of(Simple.class, Dummy.class)) {
        @Override
        public Object[] roots(String size) {
            int count = Integer.parseInt(size);
            Object[] roots = new Object[count];
            for (int index = 0; index < count; index++) {
                roots[index] = new Dummy(new Simple(2 * index), new Simple(2 * index + 1), index);
            }
            return roots;
        }
    },
    /** Paper Table 2: N linked lists of 50 {@code Dummy} nodes. */
    DUMMY_LISTS("DummyListBenchmark", "lists", List.of("10", "50", "100", "150", "200"),
            List.of(Simple.class, Dummy.class, DummyNode.class)) {
        @Override
        public Object[] roots(String size) {
            int lists = Integer.parseInt(size);
            Object[] roots = new Object[lists];
            int id = 0;
            for (int list = 0; list < lists; list++) {
                DummyNode head = null;
                for (int node = 0; node < LIST_LENGTH; node++, id++) {
                    head = new DummyNode(new Dummy(new Simple(2 * id), new Simple(2 * id + 1), id), head);
                }
                roots[list] = head;
            }
            return roots;
        }
    },
    /** Paper Table 3: N {@code Dummy} objects whose fields hold a {@code Simple} or a {@code SimpleChild}, at random. */
    MIXED_DUMMY("MixedDummyBenchmark", "count", List.of("1000", "10000", "20000"),
            List.of(Simple.class, SimpleChild.class, Dummy.class)) {
        @Override
        public Object[] roots(String size) {
            int count = Integer.parseInt(size);
            Random random = new Random(SEED);
            Object[] roots = new Object[count];
            for (int index = 0; index < count; index++) {
                roots[index] = new Dummy(simpleOrChild(random, 2 * index), simpleOrChild(random, 2 * index + 1), index);
            }
            return roots;
        }
    },
    /** Paper Table 4: N distinct copies of the 66-class graph of about 13,000 objects. */
    HETEROGENEOUS("HeterogeneousBenchmark", "copies", List.of("1", "3", "5", "7", "9"), HeterogeneousGraph.classes()) {
        @Override
        public Object[] roots(String size) {
            int copies = Integer.parseInt(size);
            Object[] roots = new Object[copies];
            for (int copy = 0; copy < copies; copy++) {
                roots[copy] = HeterogeneousGraph.paperSized();
            }
            return roots;
        }
    },
    /** jvm-serializers' MediaContent: one message in a fresh stream. */
    MEDIA_CONTENT("MediaContentBenchmark", "message", List.of("standard"), MediaContents.classes()) {
        @Override
        public Object[] roots(String size) {
            return new Object[] {MediaContents.standard()};
        }
    },
    /** JDK collections of 10,000 boxed values or strings, one collection per stream. */
    COLLECTIONS("CollectionsBenchmark", "collection", List.of("integerList", "stringList", "stringToLongMap"),
            List.of()) {
        @Override
        public Object[] roots(String size) {
            return switch (size) {
                case "integerList" -> new Object[] {integerList()};
                case "stringList" -> new Object[] {stringList()};
                case "textList" -> new Object[] {textList()};
                case "stringToLongMap" -> new Object[] {stringToLongMap()};
                default -> throw new IllegalArgumentException("unknown collection '" + size + "'");
            };
        }
    },
    /** A graph of ordinary business objects: a ledger of N customers with their orders, and a catalogue. */
    BUSINESS_OBJECTS("BusinessObjectsBenchmark", "customers", List.of("100", "1000"), BusinessObjects.classes()) {
        @Override
        public Object[] roots(String size) {
            return new Object[] {BusinessObjects.ledger(Integer.parseInt(size))};
        }
    },
    /**
     * One object of each of {@value PollutingClasses#COUNT} other classes, then N {@code Dummy}
     * objects as in Table 1, in one stream; the benchmarks also write or read many instances of
     * those classes before they measure ({@link #pollution()}). Warm peers only.
     */
    POLLUTED("PollutedBenchmark", "count", List.of("20000"), List.of()) {
        @Override
        public Object[] roots(String size) {
            List<Class<?>> polluting = PollutingClasses.classes();
            Object[] dummies = DUMMY.roots(size);
            Object[] roots = new Object[polluting.size() + dummies.length];
            for (int index = 0; index < polluting.size(); index++) {
                roots[index] = PollutingClasses.instance(polluting.get(index), index);
            }
            System.arraycopy(dummies, 0, roots, polluting.size(), dummies.length);
            return roots;
        }

        @Override
        public List<Class<?>> classes() {
            List<Class<?>> classes = new ArrayList<>(PollutingClasses.classes());
            classes.addAll(DUMMY.classes());
            return classes;
        }

        @Override
        public String readingBenchmarkClass() {
            return "ReadPollutedBenchmark";
        }
    };

    public static final int LIST_LENGTH = 50;
    public static final int COLLECTION_SIZE = 10_000;
    public static final int POLLUTION_INSTANCES = 120;
    /**
     * How many {@link #pollution()} streams a polluted benchmark writes or reads first: every
     * class passes the default threshold, and the JVM the first-generation mark
     * ({@code Options.FIRST_GENERATION_MARK}, instances in all before a JVM's first background
     * generation), with two streams more, in which each class asks for its code.
     */
    public static final int POLLUTION_STREAMS = Math.max(dev.jumbo.marshal.Options.DEFAULT_THRESHOLD / POLLUTION_INSTANCES,
            dev.jumbo.marshal.Options.FIRST_GENERATION_MARK / (POLLUTION_INSTANCES * PollutingClasses.COUNT)) + 2;
    private static final long SEED = 42L;

    private final String benchmarkClass;
    private final String parameter;
    private final List<String> sizes;
    private final List<Class<?>> classes;

    Workload(String benchmarkClass, String parameter, List<String> sizes, List<Class<?>> classes) {
        this.benchmarkClass = benchmarkClass;
        this.parameter = parameter;
        this.sizes = sizes;
        this.classes = classes;
    }

    /**
     * The application classes of this workload, in a fixed order, for the serializers that
     * require registration (Kryo, Fory); JDK classes are theirs to register.
     */
    public List<Class<?>> classes() {
        return classes;
    }

    /**
     * For {@link #POLLUTED}: {@value #POLLUTION_INSTANCES} instances of each polluting class,
     * interleaved. The polluted benchmarks write or read it until every class has passed the
     * Jumbo streams' default threshold, so that a warm stream has generated code for each class
     * and every call site that dispatches on the class has seen them all.
     */
    public static Object[] pollution() {
        List<Class<?>> polluting = PollutingClasses.classes();
        Object[] roots = new Object[polluting.size() * POLLUTION_INSTANCES];
        for (int index = 0; index < roots.length; index++) {
            roots[index] = PollutingClasses.instance(polluting.get(index % polluting.size()), index);
        }
        return roots;
    }

    /** The roots to write, in order, into one stream; new objects on every call. */
    public abstract Object[] roots(String size);

    /** The simple name of the JMH class in this package that measures writing this workload, or null if none does. */
    public String benchmarkClass() {
        return benchmarkClass;
    }

    /** The simple name of the JMH class in {@code dev.jumbo.bench.unmarshal} that measures reading it back. */
    public String readingBenchmarkClass() {
        return "Read" + benchmarkClass;
    }

    /** The workloads that writing benchmarks measure. */
    public static List<Workload> written() {
        return java.util.Arrays.stream(values()).filter(workload -> workload.benchmarkClass != null).toList();
    }

    /** The name of the JMH parameter that sizes this workload. */
    public String parameter() {
        return parameter;
    }

    /** All sizes, as in the paper's tables. */
    public List<String> sizes() {
        return sizes;
    }

    /** The workload a JMH benchmark class measures, if any. */
    public static Workload forBenchmarkClass(String simpleName) {
        for (Workload workload : values()) {
            if (simpleName.equals(workload.benchmarkClass)) {
                return workload;
            }
        }
        return null;
    }

    private static Simple simpleOrChild(Random random, int id) {
        return random.nextBoolean() ? new Simple(id) : new SimpleChild(id, -id);
    }

    private static List<Integer> integerList() {
        List<Integer> list = new ArrayList<>(COLLECTION_SIZE);
        for (int index = 0; index < COLLECTION_SIZE; index++) {
            list.add(1_000 + index * 7);
        }
        return list;
    }

    private static List<String> stringList() {
        List<String> list = new ArrayList<>(COLLECTION_SIZE);
        for (int index = 0; index < COLLECTION_SIZE; index++) {
            list.add("item-" + index);
        }
        return list;
    }

    /**
     * Strings of people's text beyond ASCII: names and places in Latin-1 with accents, in
     * Cyrillic, in Greek and in CJK characters, each with a number. Reading only (the polluted
     * reading's {@code textList} cell), beside {@code stringList}'s ASCII.
     */
    private static List<String> textList() {
        String[] texts = {"Café Müller, Zürich", "Привет, Москва", "Καλημέρα, Αθήνα", "東京都渋谷区"};
        List<String> list = new ArrayList<>(COLLECTION_SIZE);
        for (int index = 0; index < COLLECTION_SIZE; index++) {
            list.add(texts[index % texts.length] + " " + index);
        }
        return list;
    }

    private static Map<String, Long> stringToLongMap() {
        Map<String, Long> map = new HashMap<>();
        for (int index = 0; index < COLLECTION_SIZE; index++) {
            map.put("key-" + index, 1_000_000L + index);
        }
        return map;
    }
}
