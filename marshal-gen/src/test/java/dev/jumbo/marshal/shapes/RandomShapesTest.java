package dev.jumbo.marshal.shapes;
import dev.jumbo.marshal.generate.ProgGen;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.jumbo.marshal.JumboObjectOutputStream;
import dev.jumbo.marshal.MarshallerCache;
import dev.jumbo.marshal.Options;
import dev.jumbo.marshal.conformance.ConformanceCheck;
import dev.jumbo.marshal.conformance.ReflectiveStreams;
import dev.jumbo.marshal.conformance.Step;
import dev.jumbo.marshal.conformance.StreamFactory;
import dev.jumbo.marshal.conformance.StreamHooks;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.io.OutputStream;
import java.lang.reflect.Array;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * ProgGen on class shapes nobody wrote by hand: {@link ShapeGenerator} generates a few hundred
 * random serializable classes and records with quotes at run time (ordinary classes of this
 * package), then random graphs over their instances (random field values, shared references,
 * cycles through reference fields, Object[] elements and writeObject's extra objects) go
 * through JumboObjectOutputStream at thresholds 0 and 2 and ReflectiveObjectOutputStream: the
 * bytes must equal java.io.ObjectOutputStream's and read back isomorphic. At threshold 0 most
 * written classes must really have a generated marshaller (not the reflective fallback).
 *
 * <p>{@code -Dshapes.seed=N} replays one seed; {@code -Dshapes.classes} and {@code -Dshapes.graphs}
 * change the sizes.
 */
class RandomShapesTest {
    private static final long SEED = Long.getLong("shapes.seed", 20240611L);
    private static final int CLASSES = Integer.getInteger("shapes.classes", 300);
    private static final int GRAPHS = Integer.getInteger("shapes.graphs", 4000);

    /** A JumboObjectOutputStream factory whose private cache the test can inspect. */
    private static StreamFactory jumbo(Options options) {
        return new StreamFactory() {
            @Override
            public String name() {
                return "JumboObjectOutputStream, threshold " + options.threshold();
            }

            @Override
            public ObjectOutputStream open(OutputStream out, StreamHooks hooks) throws IOException {
                return new JumboObjectOutputStream(out, options);
            }
        };
    }

    @Test
    void generatedShapesWriteAsTheJdkDoes() throws Exception {
        long start = System.nanoTime();
        ShapeGenerator shapes = new ShapeGenerator(SEED);
        shapes.generate(CLASSES);
        long generated = System.nanoTime();
        Options always = Options.defaults().withThreshold(0).withSynchronousGeneration().withPrivateCache();
        Options afterTwo = Options.defaults().withThreshold(2).withSynchronousGeneration().withPrivateCache();
        List<StreamFactory> factories = List.of(jumbo(always), jumbo(afterTwo), ReflectiveStreams.FACTORY);
        Random random = new Random(SEED ^ 0x5DEECE66DL);
        Set<Class<?>> written = new LinkedHashSet<>();
        int objects = 0;
        for (int g = 0; g < GRAPHS; g++) {
            GraphBuilder graph = new GraphBuilder(shapes, random);
            List<Object> roots = graph.build();
            written.addAll(graph.classes);
            objects += graph.objects;
            List<Step> steps = roots.stream().map(Step::object).toList();
            for (StreamFactory factory : factories) {
                try {
                    ConformanceCheck.checkSteps("shapes seed " + SEED + " graph " + g, steps, StreamHooks.NONE, factory);
                } catch (AssertionError | Exception | LinkageError e) {
                    StringBuilder report = new StringBuilder("graph " + g + " of seed " + SEED + " through " + factory.name()
                            + ": " + e + "\nits classes:\n");
                    for (Class<?> type : graph.classes) {
                        for (Class<?> c = type; c != null && shapes.source(c) != null; c = c.getSuperclass()) {
                            report.append(shapes.source(c)).append('\n');
                        }
                    }
                    throw new AssertionError(report.toString(), e);
                }
            }
        }
        long checked = System.nanoTime();

        MarshallerCache cache = always.cache();
        int marshalled = 0;
        Map<String, Integer> reasons = new TreeMap<>();
        for (Class<?> type : written) {
            if (cache.marshaller(type) != null) {
                marshalled++;
            } else {
                String reason = cache.isRefused(type) ? cache.reasonForReflectivePath(type) : "no marshaller and not refused";
                reasons.merge(reason, 1, Integer::sum);
            }
        }
        int marshalledAfterTwo = 0;
        for (Class<?> type : written) {
            if (afterTwo.cache().marshaller(type) != null) {
                marshalledAfterTwo++;
            }
        }
        System.out.printf("[shapes] seed %d: %d classes generated (%d serializable classes, %d records, %d enums, %d non-serializable bases) in %.1f s;"
                        + " %d graphs (%d objects) checked through %d streams in %.1f s%n",
                SEED, shapes.serializableClasses().size() + shapes.records().size() + shapes.enums().size() + shapes.nonSerializableBases().size(),
                shapes.serializableClasses().size(), shapes.records().size(), shapes.enums().size(), shapes.nonSerializableBases().size(),
                (generated - start) / 1e9, GRAPHS, objects, factories.size(), (checked - generated) / 1e9);
        System.out.printf("[shapes] %d classes written; generated marshallers: %d at threshold 0, %d at threshold 2; reflective path at threshold 0: %s%n",
                written.size(), marshalled, marshalledAfterTwo, reasons);
        assertTrue(written.size() >= CLASSES / 2, "only " + written.size() + " generated classes were written");
        assertTrue(marshalled >= written.size() * 9 / 10,
                "ProgGen generated marshallers for only " + marshalled + " of " + written.size() + " classes: " + reasons);
    }

    /** One random graph over instances of the generated classes. */
    static final class GraphBuilder {
        private final ShapeGenerator shapes;
        private final Random random;
        /** The non-record objects, which may be shared and form cycles. */
        private final List<Object> pool = new ArrayList<>();
        private final List<Object> records = new ArrayList<>();
        private final Deque<Object> unfilled = new ArrayDeque<>();
        final Set<Class<?>> classes = new LinkedHashSet<>();
        int objects;
        private int budget;

        GraphBuilder(ShapeGenerator shapes, Random random) {
            this.shapes = shapes;
            this.random = random;
        }

        List<Object> build() throws ReflectiveOperationException {
            budget = 4 + random.nextInt(16);
            int size = 1 + random.nextInt(6);
            for (int i = 0; i < size; i++) {
                newObject(shapes.serializableClasses().get(random.nextInt(shapes.serializableClasses().size())).type());
            }
            while (!unfilled.isEmpty()) {
                fill(unfilled.poll());
            }
            List<Object> roots = new ArrayList<>();
            int count = 1 + random.nextInt(3);
            for (int i = 0; i < count; i++) {
                if (random.nextInt(5) == 0) {
                    roots.add(newRecord(shapes.records().get(random.nextInt(shapes.records().size()))));
                } else {
                    roots.add(pool.get(random.nextInt(pool.size())));
                }
            }
            return roots;
        }

        private Object newObject(Class<?> type) throws ReflectiveOperationException {
            Object object = type.getConstructor().newInstance();
            pool.add(object);
            unfilled.add(object);
            classes.add(type);
            objects++;
            budget--;
            return object;
        }

        /** A record built bottom-up from leaves and other records: never part of a cycle. */
        private Object newRecord(Class<?> type) throws ReflectiveOperationException {
            RecordComponent[] components = type.getRecordComponents();
            Class<?>[] types = new Class<?>[components.length];
            Object[] values = new Object[components.length];
            for (int i = 0; i < components.length; i++) {
                types[i] = components[i].getType();
                values[i] = value(types[i], true);
            }
            Constructor<?> canonical = type.getDeclaredConstructor(types);
            canonical.setAccessible(true);
            Object record = canonical.newInstance(values);
            records.add(record);
            classes.add(type);
            objects++;
            return record;
        }

        /** Every instance field of every level, serial or transient, of the generated classes and bases. */
        private void fill(Object object) throws ReflectiveOperationException {
            for (Class<?> type = object.getClass(); type != Object.class; type = type.getSuperclass()) {
                for (Field field : type.getDeclaredFields()) {
                    if (Modifier.isStatic(field.getModifiers())) {
                        continue;
                    }
                    field.setAccessible(true);
                    field.set(object, value(field.getType(), false));
                }
            }
        }

        /** A random value of {@code type}; {@code leaf}: for a record, nothing that may reach a pool object. */
        private Object value(Class<?> type, boolean leaf) throws ReflectiveOperationException {
            if (type.isPrimitive()) {
                return primitive(type);
            }
            if (random.nextInt(8) == 0) {
                return null;
            }
            if (type == String.class) {
                return string();
            }
            if (type == int[].class) {
                int[] values = new int[random.nextInt(5)];
                for (int i = 0; i < values.length; i++) {
                    values[i] = random.nextInt();
                }
                return values;
            }
            if (type == long[][].class) {
                long[][] rows = new long[random.nextInt(4)][];
                for (int i = 0; i < rows.length; i++) {
                    if (i > 0 && random.nextInt(4) == 0) {
                        rows[i] = rows[i - 1];
                    } else if (random.nextInt(5) != 0) {
                        rows[i] = new long[random.nextInt(3)];
                        for (int j = 0; j < rows[i].length; j++) {
                            rows[i][j] = random.nextLong();
                        }
                    }
                }
                return rows;
            }
            if (type == Object[].class) {
                Object[] elements = new Object[random.nextInt(5)];
                for (int i = 0; i < elements.length; i++) {
                    elements[i] = !leaf && random.nextInt(8) == 0 ? elements : value(Object.class, leaf);
                }
                return elements;
            }
            if (type.isEnum()) {
                Object[] constants = type.getEnumConstants();
                return constants[random.nextInt(constants.length)];
            }
            if (type.isRecord()) {
                List<Object> same = records.stream().filter(type::isInstance).toList();
                return !same.isEmpty() && random.nextBoolean() ? same.get(random.nextInt(same.size())) : newRecord(type);
            }
            if (type == Object.class) {
                return switch (random.nextInt(leaf ? 5 : 8)) {
                    case 0 -> string();
                    case 1 -> random.nextInt(100);
                    case 2 -> shapes.enums().get(0).getEnumConstants()[0];
                    case 3 -> records.isEmpty() ? null : records.get(random.nextInt(records.size()));
                    case 4 -> new int[] {random.nextInt()};
                    case 5 -> newRecord(shapes.records().get(random.nextInt(shapes.records().size())));
                    default -> reference(Object.class);
                };
            }
            if (leaf) {
                return null;
            }
            return reference(type);
        }

        /** A pool object of {@code type} (a shared reference, maybe a cycle), or a new one while the budget lasts. */
        private Object reference(Class<?> type) throws ReflectiveOperationException {
            List<Object> candidates = pool.stream().filter(type::isInstance).toList();
            if (budget > 0 && (candidates.isEmpty() || random.nextInt(3) == 0)) {
                List<Class<?>> types = shapes.serializableClasses().stream()
                        .<Class<?>>map(ShapeGenerator.Shape::type).filter(type::isAssignableFrom).toList();
                if (!types.isEmpty()) {
                    return newObject(types.get(random.nextInt(types.size())));
                }
            }
            return candidates.isEmpty() ? null : candidates.get(random.nextInt(candidates.size()));
        }

        private String string() {
            return switch (random.nextInt(4)) {
                case 0 -> "";
                case 1 -> "s" + random.nextInt(20);
                case 2 -> "\u00e9t\u00e9 \u20ac" + random.nextInt(5);
                default -> Long.toString(random.nextLong(), 36);
            };
        }

        private Object primitive(Class<?> type) {
            if (type == boolean.class) {
                return random.nextBoolean();
            } else if (type == byte.class) {
                return (byte) random.nextInt();
            } else if (type == char.class) {
                return (char) random.nextInt(0x10000);
            } else if (type == short.class) {
                return (short) random.nextInt();
            } else if (type == int.class) {
                return random.nextInt();
            } else if (type == long.class) {
                return random.nextLong();
            } else if (type == float.class) {
                return random.nextInt(10) == 0 ? Float.NaN : random.nextFloat() * 1000 - 500;
            } else {
                return random.nextInt(10) == 0 ? Double.NEGATIVE_INFINITY : random.nextGaussian();
            }
        }
    }
}
