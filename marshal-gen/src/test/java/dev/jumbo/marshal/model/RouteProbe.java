package dev.jumbo.marshal.model;

import dev.jumbo.marshal.ReflectiveObjectOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.LocalDate;
import java.time.ZonedDateTime;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Date;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;

/**
 * Run in a child JVM by SanctionedRouteTest: writes a sample of the JDK's serializable classes
 * (collections, dates, big numbers, {@code UUID}, {@code java.time}, an exception) with
 * ReflectiveObjectOutputStream and with java.io.ObjectOutputStream, and prints whether the bytes
 * are identical. Its stderr must stay empty (no warning of any JDK).
 */
public final class RouteProbe {
    private RouteProbe() {
    }

    static List<Object> jdkObjects() {
        return List.of(new ArrayList<>(List.of(1, 2)), new HashMap<>(Map.of("k", 1L)), new LinkedHashMap<>(Map.of(1.0, 'c')),
                new TreeMap<>(Map.of("t", (short) 1)), new HashSet<>(List.of("h")), new LinkedList<>(List.of((byte) 1)),
                new ArrayDeque<>(List.of(true)), new Date(0), BigInteger.TEN.pow(30), new BigDecimal("1.5"), 2.5f,
                new UUID(1, 2), LocalDate.of(2020, 1, 1), ZonedDateTime.parse("2020-01-01T00:00Z[UTC]"), List.of(1, 2, 3),
                new IllegalStateException("failure"));
    }

    public static void main(String[] args) throws IOException {
        int identical = 0;
        for (Object obj : jdkObjects()) {
            try {
                if (Arrays.equals(write(obj, false), write(obj, true))) {
                    identical++;
                } else {
                    System.out.println("different: " + obj.getClass().getName());
                }
            } catch (IOException e) {
                System.out.println("failed: " + e);
            }
        }
        System.out.println("identical " + identical + " of " + jdkObjects().size());
    }

    private static byte[] write(Object obj, boolean jdk) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = jdk ? new ObjectOutputStream(bytes) : new ReflectiveObjectOutputStream(bytes)) {
            out.writeObject(obj);
        }
        return bytes.toByteArray();
    }
}
