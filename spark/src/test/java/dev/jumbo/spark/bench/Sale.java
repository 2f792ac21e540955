package dev.jumbo.spark.bench;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SplittableRandom;

/**
 * The benchmarks' business object: a sale with a customer, a region, a few lines and a few
 * string attributes (about 250-350 bytes of Java serialization once its classes are known).
 */
public final class Sale implements Serializable {
    private static final long serialVersionUID = 1L;
    private static final String[] ATTRIBUTES = {"channel", "campaign", "device", "currency"};
    private static final String[] VALUES = {"web", "store", "spring-sale", "none", "phone", "desktop", "EUR", "USD"};

    private long id;
    private int customerId;
    private Region region;
    private long timestamp;
    private boolean paid;
    private List<SaleLine> lines;
    private Map<String, String> attributes;

    public Sale(long id, int customerId, Region region, long timestamp, boolean paid, List<SaleLine> lines, Map<String, String> attributes) {
        this.id = id;
        this.customerId = customerId;
        this.region = region;
        this.timestamp = timestamp;
        this.paid = paid;
        this.lines = lines;
        this.attributes = attributes;
    }

    /** The sale numbered {@code id}: the same number always gives an equal sale. */
    public static Sale numbered(long id, int customers) {
        SplittableRandom random = new SplittableRandom(id * 0x9E3779B97F4A7C15L);
        List<SaleLine> lines = new ArrayList<>();
        for (int line = 1 + random.nextInt(4); line > 0; line--) {
            lines.add(new SaleLine("sku-" + random.nextInt(5_000), 1 + random.nextInt(9), 99 + random.nextInt(20_000)));
        }
        Map<String, String> attributes = new HashMap<>();
        for (int a = random.nextInt(ATTRIBUTES.length); a >= 0; a--) {
            attributes.put(ATTRIBUTES[a], VALUES[random.nextInt(VALUES.length)]);
        }
        Region[] regions = Region.values();
        return new Sale(id, random.nextInt(customers), regions[random.nextInt(regions.length)],
                1_700_000_000_000L + random.nextInt(1_000_000_000), random.nextBoolean(), lines, attributes);
    }

    public long id() {
        return id;
    }

    public int customerId() {
        return customerId;
    }

    public Region region() {
        return region;
    }

    public long cents() {
        long sum = 0;
        for (SaleLine line : lines) {
            sum += line.cents();
        }
        return sum;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Sale that && id == that.id && customerId == that.customerId && region == that.region
                && timestamp == that.timestamp && paid == that.paid && lines.equals(that.lines) && attributes.equals(that.attributes);
    }

    @Override
    public int hashCode() {
        return Objects.hash(id, customerId, region, timestamp, paid, lines, attributes);
    }
}
