package dev.jumbo.marshal.conformance;

import java.io.Serializable;
import java.util.List;

/** classDesc over hierarchies: field order, serialVersionUID, flags, super descriptors, classdata per class. */
final class HierarchyGraphs {
    private HierarchyGraphs() {
    }

    static class Top implements Serializable {
        int top = 1;
        String label = "top";
    }

    static class Middle extends Top {
        long middle = 2;
    }

    static class Bottom extends Middle {
        Object bottom = "b";
    }

    static class Sibling extends Middle {
        double sibling = 0.5;
    }

    /** Not serializable: its state is not written, and it needs a no-arg constructor to read back. */
    static class PlainBase {
        int notWritten = 11;
    }

    static class SerializableChild extends PlainBase implements Serializable {
        int written = 12;
    }

    static class Shadowing extends Top {
        String top = "shadow";
        int label = 3;
    }

    /** Fields declared out of order; the stream orders primitives first, each group by name. */
    static class Unsorted implements Serializable {
        String zebra = "z";
        int yak = 1;
        Object alpha = "a";
        boolean bee = true;
        char cat = 'c';
        byte dog = 2;
        short eel = 3;
        long fox = 4;
        float gnu = 5;
        double hen = 6;
        int[] ant = {1};
        Integer apple = 7;
    }

    static class StaticAndTransient implements Serializable {
        static int counter = 99;
        transient int cached = 5;
        transient Object cache = "gone";
        int kept = 6;
    }

    static class Declared implements Serializable {
        private static final long serialVersionUID = -1234567890123L;
        int value = 1;
    }

    static class ComputedUid implements Serializable {
        private int value = 2;
        protected String name = "computed";

        public int value() {
            return value;
        }
    }

    abstract static class AbstractShape implements Serializable {
        String kind;
    }

    static final class Circle extends AbstractShape {
        double radius = 1.5;

        Circle() {
            kind = "circle";
        }
    }

    static class Level1 implements Serializable {
        int l1 = 1;
    }

    static class Level2 extends Level1 {
        int l2 = 2;
    }

    static class Level3 extends Level2 {
        int l3 = 3;
    }

    static class Level4 extends Level3 {
        int l4 = 4;
    }

    static class Level5 extends Level4 {
        int l5 = 5;
    }

    static class Level6 extends Level5 {
        int l6 = 6;
    }

    static class Generic<T> implements Serializable {
        T value;
        List<T> values;
    }

    static class InterfaceTyped implements Serializable {
        CharSequence text = "chars";
        Comparable<String> comparable = "cmp";
        Serializable anything = 5;
    }

    static class Outer implements Serializable {
        int outer = 3;
        Object inner = new InnerOfOuter();

        class InnerOfOuter implements Serializable {
            int value = 8;
        }
    }

    static class NoFields implements Serializable {
    }

    static class NoFieldsChild extends NoFields {
        int child = 1;
    }

    static void register(GraphRegistry registry) {
        registry.element("classDesc hierarchy")
                .object("three serializable levels", Bottom::new)
                .steps("siblings share their superclass descriptors", () -> List.of(Step.object(new Bottom()), Step.object(new Sibling())))
                .object("non-serializable base class", SerializableChild::new)
                .object("field names shadowed across levels", Shadowing::new)
                .object("field order: primitives first, then by name", Unsorted::new)
                .object("static and transient fields are not written", StaticAndTransient::new)
                .object("declared serialVersionUID", Declared::new)
                .object("computed serialVersionUID", ComputedUid::new)
                .object("abstract superclass", Circle::new)
                .object("six levels", Level6::new)
                .object("each level of six as its own object", () -> new Object[] {new Level1(), new Level2(), new Level3(), new Level6()})
                .object("generic class with erased fields", () -> {
                    Generic<String> generic = new Generic<>();
                    generic.value = "v";
                    generic.values = new java.util.ArrayList<>(List.of("w"));
                    return generic;
                })
                .object("fields typed by interfaces", InterfaceTyped::new)
                .object("inner class with its outer instance", Outer::new)
                .object("class without fields", NoFields::new)
                .object("fields only in the subclass", NoFieldsChild::new)
                .object("anonymous serializable class", () -> new Top() {
                    final int anonymous = 9;
                })
                .object("local class", () -> {
                    class Local implements Serializable {
                        String local = "here";
                    }
                    return new Local();
                })
                .steps("descriptor types strings shared across classes", () -> List.of(Step.object(new Top()), Step.object(new Shadowing())));
    }
}
