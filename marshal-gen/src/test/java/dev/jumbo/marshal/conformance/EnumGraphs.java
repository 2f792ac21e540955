package dev.jumbo.marshal.conformance;

import java.io.IOException;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.time.DayOfWeek;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** newEnum: TC_ENUM classDesc newHandle enumConstantName; the name is always a new string. */
final class EnumGraphs {
    private EnumGraphs() {
    }

    enum Color { RED, GREEN, BLUE }

    enum Operation {
        PLUS {
            @Override
            int apply(int a, int b) {
                return a + b;
            }
        },
        TIMES {
            @Override
            int apply(int a, int b) {
                return a * b;
            }
        };

        abstract int apply(int a, int b);
    }

    enum Planet {
        MERCURY(3.3e23), EARTH(5.97e24);

        private final double mass;

        Planet(double mass) {
            this.mass = mass;
        }
    }

    /** Serialization ignores an enum's writeReplace and writeObject. */
    enum Stubborn {
        ONLY;

        private Object writeReplace() {
            return "replaced";
        }

        private void writeObject(ObjectOutputStream out) throws IOException {
            out.writeInt(42);
        }
    }

    static final class WithEnum implements Serializable {
        Color color = Color.GREEN;
        Operation operation = Operation.TIMES;
    }

    static void register(GraphRegistry registry) {
        registry.element("newEnum")
                .object("plain constant", () -> Color.RED)
                .object("constant with a body: the enum type's descriptor", () -> Operation.PLUS)
                .object("constant with fields that are not written", () -> Planet.EARTH)
                .object("writeReplace and writeObject of an enum are ignored", () -> Stubborn.ONLY)
                .steps("same constant twice", () -> List.of(Step.object(Color.BLUE), Step.object(Color.BLUE)))
                .steps("two constants share the descriptor", () -> List.of(Step.object(Color.RED), Step.object(Color.GREEN)))
                .steps("name string is new even if written before", () -> List.of(Step.object("RED"), Step.object(Color.RED)))
                .object("enums in fields", WithEnum::new)
                .object("array of enums", () -> new Object[] {Color.RED, Operation.PLUS, Color.RED, Planet.MERCURY})
                .object("Color[]", () -> Color.values())
                .object("JDK enums", () -> new Object[] {TimeUnit.SECONDS, DayOfWeek.FRIDAY, Thread.State.BLOCKED})
                .object("EnumSet", () -> EnumSet.of(Color.RED, Color.BLUE))
                .object("EnumMap", () -> {
                    EnumMap<Color, String> map = new EnumMap<>(Color.class);
                    map.put(Color.GREEN, "g");
                    map.put(Color.RED, "r");
                    return map;
                });
    }
}
