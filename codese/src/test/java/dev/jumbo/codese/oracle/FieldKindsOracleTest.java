package dev.jumbo.codese.oracle;

import dev.jumbo.codese.oracle.OracleClasses.Canonical;
import dev.jumbo.codese.oracle.OracleClasses.Pair;
import dev.jumbo.codese.oracle.OracleClasses.Replaced;
import dev.jumbo.codese.oracle.OracleClasses.ReplacedOnly;
import dev.jumbo.codese.oracle.OracleClasses.Tone;
import java.io.Serializable;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every kind of field (final or not, typed or {@code Object}, an array element) holding every kind
 * of value (records, enum constants, readResolve and writeReplace objects, proxies, strings,
 * arrays, the JDK's classes), alone, shared between the kinds of field of one graph, and shared
 * with earlier roots of the stream: CoDeSe restores what ObjectInputStream restores.
 */
class FieldKindsOracleTest {
    static final class Handler implements InvocationHandler, Serializable {
        private static final long serialVersionUID = 1L;

        @Override
        public Object invoke(Object proxy, Method method, Object[] args) {
            return null;
        }
    }

    /** One value of each kind, fresh per case. */
    record Values(Pair record, Tone constant, Replaced resolved, Canonical canonical, ReplacedOnly replaced,
                  Runnable proxy, String string, int[] ints, String[] strings, ArrayList<Object> list,
                  HashMap<String, Object> map, LocalDate date, BigDecimal decimal, Integer boxed) {
        static Values fresh() {
            Runnable proxy = (Runnable) Proxy.newProxyInstance(FieldKindsOracleTest.class.getClassLoader(),
                    new Class<?>[] {Runnable.class}, new Handler());
            return new Values(new Pair("left", 1), Tone.HIGH, new Replaced(2), Canonical.ONE, new ReplacedOnly(3), proxy,
                    new String("text"), new int[] {4, 5}, new String[] {"a", null}, new ArrayList<>(List.of("x", 6)),
                    new HashMap<>(Map.of("key", "value")), LocalDate.of(2024, 2, 29), new BigDecimal("1.50"), 1000);
        }

        List<Object> all() {
            return List.of(record, constant, resolved, canonical, replaced, proxy, string, ints, strings, list, map, date,
                    decimal, boxed);
        }
    }

    /** Non-final typed fields: a public class path class, so they are stored by putfield in a segment. */
    public static final class TypedFields implements Serializable {
        private static final long serialVersionUID = 1L;
        public Pair record;
        public Tone constant;
        public Replaced resolved;
        public Canonical canonical;
        public Runnable proxy;
        public String string;
        public int[] ints;
        public String[] strings;
        public ArrayList<Object> list;
        public HashMap<String, Object> map;
        public LocalDate date;
        public BigDecimal decimal;
        public Integer boxed;

        TypedFields(Values values) {
            record = values.record();
            constant = values.constant();
            resolved = values.resolved();
            canonical = values.canonical();
            proxy = values.proxy();
            string = values.string();
            ints = values.ints();
            strings = values.strings();
            list = values.list();
            map = values.map();
            date = values.date();
            decimal = values.decimal();
            boxed = values.boxed();
        }
    }

    /** Final typed fields: stored by their setter routes. */
    static final class FinalTypedFields implements Serializable {
        private static final long serialVersionUID = 1L;
        final Pair record;
        final Tone constant;
        final Replaced resolved;
        final Canonical canonical;
        final Runnable proxy;
        final String string;
        final int[] ints;
        final String[] strings;
        final ArrayList<Object> list;
        final HashMap<String, Object> map;
        final LocalDate date;
        final BigDecimal decimal;
        final Integer boxed;

        FinalTypedFields(Values values) {
            record = values.record();
            constant = values.constant();
            resolved = values.resolved();
            canonical = values.canonical();
            proxy = values.proxy();
            string = values.string();
            ints = values.ints();
            strings = values.strings();
            list = values.list();
            map = values.map();
            date = values.date();
            decimal = values.decimal();
            boxed = values.boxed();
        }
    }

    /** Object fields, and the writeReplace object no typed field can hold (its copy is another class). */
    public static final class ObjectFields implements Serializable {
        private static final long serialVersionUID = 1L;
        public Object first;
        public Object second;
        public Object third;
        public Object fourth;
        public Object fifth;
        public Object sixth;
        public Object seventh;
        public Object eighth;
        public Object ninth;
        public Object tenth;
        public Object eleventh;
        public Object twelfth;
        public Object thirteenth;
        public Object fourteenth;

        ObjectFields(Values values) {
            Object[] all = values.all().toArray();
            first = all[0];
            second = all[1];
            third = all[2];
            fourth = all[3];
            fifth = all[4];
            sixth = all[5];
            seventh = all[6];
            eighth = all[7];
            ninth = all[8];
            tenth = all[9];
            eleventh = all[10];
            twelfth = all[11];
            thirteenth = all[12];
            fourteenth = all[13];
        }
    }

    static final class FinalObjectFields implements Serializable {
        private static final long serialVersionUID = 1L;
        final Object first;
        final Object second;
        final Object third;
        final Object fourth;
        final Object fifth;
        final Object sixth;
        final Object seventh;
        final Object eighth;
        final Object ninth;
        final Object tenth;
        final Object eleventh;
        final Object twelfth;
        final Object thirteenth;
        final Object fourteenth;

        FinalObjectFields(Values values) {
            Object[] all = values.all().toArray();
            first = all[0];
            second = all[1];
            third = all[2];
            fourth = all[3];
            fifth = all[4];
            sixth = all[5];
            seventh = all[6];
            eighth = all[7];
            ninth = all[8];
            tenth = all[9];
            eleventh = all[10];
            twelfth = all[11];
            thirteenth = all[12];
            fourteenth = all[13];
        }
    }

    /** Elements of an Object[] and of arrays of a value's own type. */
    public static final class ArrayElements implements Serializable {
        private static final long serialVersionUID = 1L;
        public Object[] objects;
        public Pair[] records;
        public Tone[] constants;
        public Replaced[] resolved;
        public Runnable[] proxies;
        public int[][] arrays;

        ArrayElements(Values values) {
            objects = values.all().toArray();
            records = new Pair[] {values.record(), null, values.record()};
            constants = new Tone[] {values.constant()};
            resolved = new Replaced[] {values.resolved(), values.resolved()};
            proxies = new Runnable[] {values.proxy()};
            arrays = new int[][] {values.ints()};
        }
    }

    private static final Map<String, java.util.function.Function<Values, Object>> HOLDERS = Map.of(
            "non-final typed fields", TypedFields::new,
            "final typed fields", FinalTypedFields::new,
            "non-final Object fields", ObjectFields::new,
            "final Object fields", FinalObjectFields::new,
            "array elements", ArrayElements::new);

    @TestFactory
    Stream<DynamicTest> everyFieldKindHoldsEveryValueKind() {
        List<DynamicTest> tests = new ArrayList<>();
        HOLDERS.forEach((name, holder) -> {
            tests.add(DynamicTest.dynamicTest(name, () -> StreamScript.of(holder.apply(Values.fresh())).check()));
            tests.add(DynamicTest.dynamicTest(name + ", the values written before", () -> {
                Values values = Values.fresh();
                List<Object> roots = new ArrayList<>(values.all());
                roots.add(holder.apply(values));
                StreamScript.of(roots.toArray()).check();
            }));
        });
        tests.add(DynamicTest.dynamicTest("every field kind shares the values", () -> {
            Values values = Values.fresh();
            List<Object> holders = new ArrayList<>();
            for (java.util.function.Function<Values, Object> holder : HOLDERS.values()) {
                holders.add(holder.apply(values));
            }
            StreamScript.of(holders, values.all().toArray(), holders).check();
        }));
        return tests.stream();
    }
}
