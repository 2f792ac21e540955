package dev.jumbo.marshal.conformance;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

/** prevObject, reset and writeUnshared: handles from 0x7e0000, cycles, sharing and its absence. */
final class ReferenceGraphs {
    private ReferenceGraphs() {
    }

    static final class Pair implements Serializable {
        Object left;
        Object right;

        Pair(Object left, Object right) {
            this.left = left;
            this.right = right;
        }
    }

    static final class Link implements Serializable {
        int index;
        Link next;

        Link(int index) {
            this.index = index;
        }
    }

    static Link chain(int length, boolean circular) {
        Link head = new Link(0);
        Link tail = head;
        for (int i = 1; i < length; i++) {
            tail.next = new Link(i);
            tail = tail.next;
        }
        if (circular) {
            tail.next = head;
        }
        return head;
    }

    static void register(GraphRegistry registry) {
        registry.element("prevObject and reset")
                .object("shared object in two fields", () -> {
                    Object shared = new Pair(1, 2);
                    return new Pair(shared, shared);
                })
                .object("object referring to itself", () -> {
                    Pair self = new Pair(null, "x");
                    self.left = self;
                    return self;
                })
                .object("cycle of three", () -> chain(3, true))
                .object("chain of 500", () -> chain(500, false))
                .object("circular chain of 100", () -> chain(100, true))
                .object("one object ten times in a list", () -> {
                    Pair shared = new Pair("a", "b");
                    List<Object> list = new ArrayList<>();
                    for (int i = 0; i < 10; i++) {
                        list.add(shared);
                    }
                    return list;
                })
                .object("handle numbers past 0xff and 0xffff", () -> {
                    Object[] objects = new Object[70000];
                    for (int i = 0; i < objects.length; i++) {
                        objects[i] = i % 3 == 0 ? new Pair(null, null) : objects[i / 2];
                    }
                    return objects;
                })
                .steps("several roots sharing objects", () -> {
                    Pair shared = new Pair("s", 1);
                    return List.of(Step.object(new Pair(shared, null)), Step.object(shared), Step.object(new Pair(null, shared)));
                })
                .steps("reset between two writes of one object", () -> {
                    Pair pair = new Pair("r", "s");
                    return List.of(Step.object(pair), Step.reset(), Step.object(pair));
                })
                .steps("reset rewrites class descriptors", () -> List.of(Step.object(new Link(1)), Step.reset(), Step.object(new Link(2))))
                .steps("reset at the start", () -> List.of(Step.reset(), Step.object("after reset")))
                .steps("two resets in a row", () -> List.of(Step.object(1), Step.reset(), Step.reset(), Step.object(1)))
                .steps("writeUnshared then writeObject of the same object", () -> {
                    Pair pair = new Pair(1, 1);
                    return List.of(Step.unshared(pair), Step.object(pair), Step.object(pair));
                })
                .steps("writeObject then writeUnshared of the same object", () -> {
                    Pair pair = new Pair(2, 2);
                    return List.of(Step.object(pair), Step.unshared(pair));
                })
                .steps("writeUnshared of an array and a class", () -> List.of(Step.unshared(new int[] {1}), Step.unshared(String.class),
                        Step.object(String.class)))
                .steps("writeUnshared of an enum constant", () -> List.of(Step.unshared(EnumGraphs.Color.RED)))
                .steps("writeUnshared of null", () -> {
                    List<Step> steps = new ArrayList<>();
                    steps.add(Step.unshared(null));
                    return steps;
                })
                .object("null root", () -> null)
                .steps("primitives and objects interleaved with resets", () -> List.of(Step.ints(1), Step.reset(), Step.ints(2),
                        Step.object("x"), Step.reset(), Step.bytes(PrimitiveDataGraphs.pattern(10))));
    }
}
