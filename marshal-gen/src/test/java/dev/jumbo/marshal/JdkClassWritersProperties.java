package dev.jumbo.marshal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.jumbo.marshal.jdk.JdkClassWriters;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Date;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.UUID;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The hand-written writers of JDK classes ({@link JdkClassWriters}) on random contents: nested
 * lists, deques, hash maps, linked maps, sorted maps and sets (natural and reversed order) of boxes, UUIDs, dates,
 * big numbers and strings, with shared references, through {@link JumboObjectOutputStream}:
 * {@code java.time} values and immutable collections (written as their replacements), through
 * {@link JumboObjectOutputStream}: the bytes equal {@code java.io.ObjectOutputStream}'s. 2,000 graphs.
 */
class JdkClassWritersProperties {
    private static byte[] write(ObjectOutputStream out, ByteArrayOutputStream bytes, Object root) throws IOException {
        try (out) {
            out.writeObject(root);
            out.writeObject(root);
        }
        return bytes.toByteArray();
    }

    private static void assertSameBytes(Object root) throws IOException {
        ByteArrayOutputStream jdk = new ByteArrayOutputStream();
        ByteArrayOutputStream jumbo = new ByteArrayOutputStream();
        Options options = Options.defaults().withThreshold(0).withSynchronousGeneration().withPrivateCache();

        byte[] expected = write(new ObjectOutputStream(jdk), jdk, root);
        byte[] actual = write(new JumboObjectOutputStream(jumbo, options), jumbo, root);

        assertArrayEquals(expected, actual, () -> "different bytes for " + root);
    }

    @Property(tries = 2000)
    void randomContentsGiveTheJdkBytes(@ForAll("containers") Object root) throws IOException {
        assertSameBytes(root);
    }

    @Example
    void theWritersServeTheirClassesExactly() {
        for (Class<?> type : List.of(Integer.class, Long.class, Double.class, Float.class, Short.class, Byte.class,
                Character.class, Boolean.class, UUID.class, ArrayList.class, LinkedList.class, ArrayDeque.class,
                TreeMap.class, TreeSet.class, HashMap.class, LinkedHashMap.class, Date.class, BigInteger.class, BigDecimal.class,
                LocalDate.class, LocalTime.class, LocalDateTime.class, Instant.class, Duration.class)) {
            MarshallerCache cache = new MarshallerCache();

            assertNotNull(JdkClassWriters.forClass(type), type.getName());
            assertSame(JdkClassWriters.forClass(type), cache.marshaller(type), type.getName());
        }
        assertSame(null, JdkClassWriters.forClass(java.sql.Timestamp.class), "a subclass of Date takes the general path");
    }

    /** BigInteger.valueOf's cached small values are shared: a BigDecimal's inflated value refers back to one written before. */
    @Example
    void aCompactBigDecimalSharesTheCachedBigInteger() throws IOException {
        assertSameBytes(new ArrayList<>(List.of(BigInteger.ONE, new BigDecimal(1), BigInteger.valueOf(-16), new BigDecimal("-0.16"))));
    }

    /** A replaced JDK object written twice is a back-reference the second time, inside and outside another replaced object. */
    @Example
    void aReplacedObjectWrittenAgainIsABackReference() throws IOException {
        LocalDate day = LocalDate.of(2024, 2, 29);
        List<LocalDate> days = List.of(day, day);

        assertSameBytes(new ArrayList<>(List.of(day, day, days, days, Duration.ofSeconds(5))));
    }

    /** Each way a {@code LocalTime} shortens its serial form: whole hours, minutes, seconds, and with nanoseconds. */
    @Example
    void everyShortenedTimeOfDayGivesTheJdkBytes() throws IOException {
        LocalTime[] times = {LocalTime.MIDNIGHT, LocalTime.of(7, 0), LocalTime.of(0, 30), LocalTime.of(23, 59, 1),
                LocalTime.of(0, 0, 59), LocalTime.of(12, 0, 0, 1), LocalTime.MAX};

        assertSameBytes(new ArrayList<>(List.of(times)));
        assertSameBytes(new ArrayList<>(List.of(LocalDateTime.of(LocalDate.MIN, LocalTime.MIDNIGHT), LocalDateTime.MAX)));
    }

    /** A value written unshared first was replaced by the general path: written again, it is that replacement anew. */
    @Example
    void aValueWrittenUnsharedFirstGivesTheJdkBytes() throws IOException {
        LocalDate day = LocalDate.of(1999, 12, 31);
        ByteArrayOutputStream jdk = new ByteArrayOutputStream();
        ByteArrayOutputStream jumbo = new ByteArrayOutputStream();

        try (ObjectOutputStream out = new ObjectOutputStream(jdk)) {
            out.writeUnshared(day);
            out.writeObject(List.of(day, day));
        }
        try (ObjectOutputStream out = new JumboObjectOutputStream(jumbo, Options.defaults().withThreshold(0).withPrivateCache())) {
            out.writeUnshared(day);
            out.writeObject(List.of(day, day));
        }

        assertArrayEquals(jdk.toByteArray(), jumbo.toByteArray());
    }

    /** Under protocol 1 an {@code Externalizable}'s data is not block data: the writers leave such streams to the general path. */
    @Example
    void protocolOneGivesTheJdkBytes() throws IOException {
        List<Object> values = List.of(LocalDate.of(2020, 1, 1), LocalTime.NOON, Instant.EPOCH, Duration.ofDays(1),
                LocalDateTime.of(2020, 1, 1, 12, 0));
        ByteArrayOutputStream jdk = new ByteArrayOutputStream();
        ByteArrayOutputStream jumbo = new ByteArrayOutputStream();

        try (ObjectOutputStream out = new ObjectOutputStream(jdk)) {
            out.useProtocolVersion(java.io.ObjectStreamConstants.PROTOCOL_VERSION_1);
            out.writeObject(new ArrayList<>(values));
        }
        try (ObjectOutputStream out = new JumboObjectOutputStream(jumbo, Options.defaults().withThreshold(0).withPrivateCache())) {
            out.useProtocolVersion(java.io.ObjectStreamConstants.PROTOCOL_VERSION_1);
            out.writeObject(new ArrayList<>(values));
        }

        assertArrayEquals(jdk.toByteArray(), jumbo.toByteArray());
    }

    private static Object timeOfDay(long nanoOfDay) {
        // Most random nanos are non-zero; round some to whole seconds, minutes and hours too.
        long[] units = {1, 1_000_000_000L, 60_000_000_000L, 3_600_000_000_000L};
        long unit = units[(int) (nanoOfDay % units.length)];
        return LocalTime.ofNanoOfDay(nanoOfDay / unit * unit);
    }

    @Provide
    Arbitrary<Object> containers() {
        return Arbitraries.lazyOf(
                () -> leaves().list().ofMaxSize(12).map(ArrayList::new),
                () -> leaves().list().ofMaxSize(12).map(LinkedList::new),
                () -> leaves().list().ofMaxSize(12).map(ArrayDeque::new),
                () -> Arbitraries.maps(Arbitraries.strings().ofMaxLength(6), leaves()).ofMaxSize(8).map(TreeMap::new),
                () -> Arbitraries.maps(leaves(), leaves()).ofMaxSize(20).map(HashMap::new),
                () -> Arbitraries.maps(Arbitraries.strings().ofMaxLength(6), containers()).ofMaxSize(4).map(LinkedHashMap::new),
                () -> Arbitraries.integers().list().ofMaxSize(10).map(values -> reversed(values)),
                () -> Arbitraries.strings().ofMaxLength(5).set().ofMaxSize(10).map(TreeSet::new),
                () -> containers().list().ofMaxSize(4).map(JdkClassWritersProperties::withSharing));
    }

    private static TreeSet<Integer> reversed(List<Integer> values) {
        TreeSet<Integer> set = new TreeSet<>(Collections.reverseOrder());
        set.addAll(values);
        return set;
    }

    /** Nested containers, each element twice: the second time a back-reference. */
    private static ArrayList<Object> withSharing(List<Object> nested) {
        ArrayList<Object> list = new ArrayList<>(nested);
        list.addAll(nested);
        return list;
    }

    private static Arbitrary<Object> leaves() {
        return Arbitraries.oneOf(
                Arbitraries.integers().map(Object.class::cast),
                Arbitraries.longs().map(Object.class::cast),
                Arbitraries.doubles().withSpecialValue(Double.NaN).withSpecialValue(-0.0).map(Object.class::cast),
                Arbitraries.floats().withSpecialValue(Float.NaN).map(Object.class::cast),
                Arbitraries.shorts().map(Object.class::cast),
                Arbitraries.bytes().map(Object.class::cast),
                Arbitraries.chars().map(Object.class::cast),
                Arbitraries.of(true, false).map(Object.class::cast),
                Arbitraries.longs().tuple2().map(bits -> (Object) new UUID(bits.get1(), bits.get2())),
                Arbitraries.longs().map(time -> (Object) new Date(time)),
                Arbitraries.bigIntegers().between(BigInteger.TWO.pow(200).negate(), BigInteger.TWO.pow(200)).map(Object.class::cast),
                Arbitraries.bigIntegers().between(BigInteger.valueOf(-300), BigInteger.valueOf(300))
                        .flatMap(unscaled -> Arbitraries.integers().between(-5, 20).map(scale -> (Object) new BigDecimal(unscaled, scale))),
                Arbitraries.bigDecimals().ofScale(3).map(Object.class::cast),
                Arbitraries.strings().ofMaxLength(8).map(Object.class::cast),
                Arbitraries.longs().between(-100_000, 100_000).map(day -> (Object) LocalDate.ofEpochDay(day)),
                Arbitraries.longs().between(-1L << 40, 1L << 40).map(second -> (Object) Instant.ofEpochSecond(second, second & 0xFFFF)),
                Arbitraries.longs().between(0, 1L << 40).map(seconds -> (Object) LocalDateTime.ofEpochSecond(seconds, 0, ZoneOffset.UTC)),
                Arbitraries.longs().map(nanos -> (Object) Duration.ofNanos(nanos)),
                Arbitraries.longs().between(0, 86_399_999_999_999L).map(JdkClassWritersProperties::timeOfDay),
                Arbitraries.integers().between(-50_000, 50_000).map(day -> (Object) ZonedDateTime.of(LocalDate.ofEpochDay(day).atStartOfDay(), ZoneId.of("Europe/Paris"))),
                Arbitraries.integers().list().ofMaxSize(5).map(values -> (Object) List.copyOf(values)),
                Arbitraries.strings().ofMaxLength(4).set().ofMaxSize(5).map(values -> (Object) Set.copyOf(values)),
                Arbitraries.maps(Arbitraries.strings().ofMaxLength(3), Arbitraries.integers()).ofMaxSize(4).map(values -> (Object) Map.copyOf(values)));
    }
}
