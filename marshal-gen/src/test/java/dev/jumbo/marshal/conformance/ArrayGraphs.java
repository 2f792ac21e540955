package dev.jumbo.marshal.conformance;

import java.io.Serializable;
import java.util.List;

/** newArray: TC_ARRAY classDesc newHandle (int)size values[size], primitive and object, many dimensions. */
final class ArrayGraphs {
    private ArrayGraphs() {
    }

    static final class Holder implements Serializable {
        Object first;
        Object second;
        int[] numbers;
    }

    record Point(int x, int y) implements Serializable {
    }

    static void register(GraphRegistry registry) {
        registry.element("newArray")
                .object("int[]", () -> new int[] {1, -2, Integer.MAX_VALUE})
                .object("byte[]", () -> new byte[] {1, -2, 127})
                .object("long[] extremes", () -> new long[] {Long.MIN_VALUE, 0, Long.MAX_VALUE})
                .object("float[] with NaN payloads", () -> new float[] {1.5f, Float.intBitsToFloat(0x7f800001), -0.0f})
                .object("double[] with NaN and -0.0", () -> new double[] {Double.NaN, -0.0, 1e308})
                .object("short[]", () -> new short[] {Short.MIN_VALUE, 3})
                .object("char[] with surrogates", () -> "a\ud83d\ude00\u0000".toCharArray())
                .object("boolean[]", () -> new boolean[] {true, false, true})
                .object("empty int[]", () -> new int[0])
                .object("empty Object[]", () -> new Object[0])
                .object("large int[]", () -> PrimitiveDataGraphs.ints(5000))
                .object("large byte[]", () -> PrimitiveDataGraphs.pattern(3000))
                .object("large double[]", () -> {
                    double[] values = new double[700];
                    for (int i = 0; i < values.length; i++) {
                        values[i] = i / 7.0;
                    }
                    return values;
                })
                .object("Object[] of mixed values", () -> new Object[] {1, "two", 3.0, null, 'c', new int[] {4}})
                .object("String[]", () -> new String[] {"a", null, "c"})
                .object("Integer[]", () -> new Integer[] {1, 2, null})
                .object("Number[] holding several classes", () -> new Number[] {1, 2L, 3.0f, (byte) 4})
                .object("Object[] that is a String[]", () -> {
                    Object[] strings = new String[] {"covariant"};
                    return new Object[] {strings};
                })
                .object("Serializable[]", () -> new Serializable[] {"s", 1})
                .object("int[][] jagged", () -> new int[][] {{1}, {}, {2, 3}, null})
                .object("int[][][] three dimensions", () -> new int[][][] {{{1, 2}, {3}}, {{4}}})
                .object("String[][] with a shared row", () -> {
                    String[] row = {"r"};
                    return new String[][] {row, row};
                })
                .object("Object[] containing itself", () -> {
                    Object[] array = new Object[2];
                    array[0] = array;
                    array[1] = "tail";
                    return array;
                })
                .object("array shared by two fields", () -> {
                    Holder holder = new Holder();
                    holder.numbers = new int[] {9, 8};
                    holder.first = holder.numbers;
                    holder.second = holder.numbers;
                    return holder;
                })
                .object("records in an array", () -> new Point[] {new Point(1, 2), new Point(3, 4)})
                .object("array of Class objects", () -> new Class<?>[] {int.class, String.class, int[].class})
                .object("long[][] of two descriptors", () -> new Object[] {new long[][] {{1L}}, new long[] {2L}})
                .steps("two arrays of one class share the descriptor", () -> List.of(Step.object(new int[] {1}), Step.object(new int[] {2})));
    }
}
