package dev.jumbo.bench.unmarshal;

import dev.jumbo.marshal.ReflectiveObjectInputStream;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Date;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * What the JDK classes' readers ({@code JdkClassReaders}) save, without JMH: graphs of JDK
 * classes written by {@code ObjectOutputStream}, read by the JDK's {@code ObjectInputStream}, by
 * {@link ReflectiveObjectInputStream} (which uses the readers) and by a subclass of it that
 * overrides {@code available()}, one of the methods a JDK class's {@code readObject} calls, so that
 * it keeps the classes' own {@code readObject}. Readers take turns in every round; it prints the
 * median time per read. Indicative only on a shared machine.
 *
 * <p>Usage: {@code java -cp bench/target/benchmarks.jar dev.jumbo.bench.unmarshal.JdkClassReadingCrossCheck [rounds]}
 * (default 15 rounds of 50 reads per reader and graph).
 */
public final class JdkClassReadingCrossCheck {
    private JdkClassReadingCrossCheck() {
    }

    /** Overrides a method a JDK class's readObject calls: the stream then keeps the classes' own readObject. */
    private static final class WithoutJdkReaders extends ReflectiveObjectInputStream {
        WithoutJdkReaders(InputStream in) throws IOException {
            super(in);
        }

        @Override
        public int available() throws IOException {
            return super.available();
        }
    }

    private interface Opener {
        ObjectInputStream open(InputStream in) throws IOException;
    }

    public static void main(String[] args) throws Exception {
        Map<String, Object> workloads = new LinkedHashMap<>();
        ArrayList<Object> times = new ArrayList<>();
        for (int i = 0; i < 1000; i++) {
            times.add(LocalDate.of(2000 + i % 50, 1 + i % 12, 1 + i % 28));
            times.add(Instant.ofEpochSecond(1_700_000_000L + i, i));
        }
        workloads.put("ArrayList of 2000 java.time values", times);
        HashMap<String, Integer> map = new HashMap<>();
        for (int i = 0; i < 1000; i++) {
            map.put("key" + i, i * 1000);
        }
        workloads.put("HashMap<String,Integer> of 1000", map);
        ArrayList<Object> lists = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            lists.add(new ArrayList<>(List.of(i, (long) i, "s" + i, new Date(i))));
        }
        workloads.put("ArrayList of 200 small ArrayLists (boxes, Date)", lists);
        HashSet<Object> set = new HashSet<>();
        for (int i = 0; i < 1000; i++) {
            set.add(new UUID(i, -i));
        }
        workloads.put("HashSet of 1000 UUIDs", set);
        Map<String, Opener> readers = new LinkedHashMap<>();
        readers.put("jdk", ObjectInputStream::new);
        readers.put("ours, JDK class readers", ReflectiveObjectInputStream::new);
        readers.put("ours, own readObject", WithoutJdkReaders::new);
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 15;
        for (Map.Entry<String, Object> workload : workloads.entrySet()) {
            ByteArrayOutputStream buffer = new ByteArrayOutputStream();
            try (ObjectOutputStream out = new ObjectOutputStream(buffer)) {
                out.writeObject(workload.getValue());
            }
            byte[] bytes = buffer.toByteArray();
            Map<String, long[]> samples = new LinkedHashMap<>();
            for (String name : readers.keySet()) {
                samples.put(name, new long[rounds]);
            }
            for (int warm = 0; warm < 3; warm++) {
                for (Opener opener : readers.values()) {
                    time(opener, bytes, 200);
                }
            }
            for (int round = 0; round < rounds; round++) {
                for (Map.Entry<String, Opener> reader : readers.entrySet()) {
                    samples.get(reader.getKey())[round] = time(reader.getValue(), bytes, 50);
                }
            }
            System.out.println(workload.getKey() + " (" + bytes.length + " bytes):");
            for (Map.Entry<String, long[]> sample : samples.entrySet()) {
                long[] values = sample.getValue().clone();
                Arrays.sort(values);
                System.out.printf("  %-26s median %8.1f us per read%n", sample.getKey(), values[values.length / 2] / 1000.0);
            }
        }
    }

    private static Object sink;

    /** Nanoseconds per read, averaged over {@code count} reads. */
    static long time(Opener opener, byte[] bytes, int count) throws Exception {
        long start = System.nanoTime();
        for (int i = 0; i < count; i++) {
            try (ObjectInputStream in = opener.open(new ByteArrayInputStream(bytes))) {
                sink = in.readObject();
            }
        }
        return (System.nanoTime() - start) / count;
    }
}
