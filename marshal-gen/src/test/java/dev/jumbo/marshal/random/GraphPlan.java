package dev.jumbo.marshal.random;

import dev.jumbo.marshal.conformance.Step;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;

/**
 * A random graph as data, so jqwik can generate and shrink it: nodes of some kind with a value
 * and edges (indices into the node list; out of range means null), the roots written, and the
 * shape of the script around them (plain, resets, writeUnshared, primitive data between).
 */
public record GraphPlan(List<NodePlan> nodes, List<Integer> roots, int shape) {

    public record NodePlan(Kind kind, int value, List<Integer> edges) {
    }

    public enum Kind {
        PLAIN, CHILD, GRAND_CHILD, CUSTOM, PUT_FIELDS, BLOCK, EXTERNAL, OBJECT_ARRAY, ARRAY_LIST, LINKED_LIST, HASH_MAP,
        RECORD, REPLACED, VALUE
    }

    /** The objects, wired, and the steps that write the roots. */
    public List<Step> steps() {
        Object[] objects = new Object[nodes.size()];
        for (int i = 0; i < objects.length; i++) {
            objects[i] = create(nodes.get(i));
        }
        for (int i = 0; i < objects.length; i++) {
            wire(objects[i], nodes.get(i), objects);
        }
        List<Step> steps = new ArrayList<>();
        for (int r = 0; r < roots.size(); r++) {
            Object root = target(roots.get(r), objects);
            switch (Math.floorMod(shape, 4)) {
                case 1 -> {
                    if (r > 0) {
                        steps.add(Step.reset());
                    }
                    steps.add(Step.object(root));
                }
                case 2 -> steps.add(r == 0 ? Step.unshared(root) : Step.object(root));
                case 3 -> {
                    steps.add(Step.ints(r, shape));
                    steps.add(Step.object(root));
                }
                default -> steps.add(Step.object(root));
            }
        }
        return steps;
    }

    private static Object target(int edge, Object[] objects) {
        return edge >= 0 && edge < objects.length ? objects[edge] : null;
    }

    private static Object create(NodePlan node) {
        int value = node.value();
        return switch (node.kind()) {
            case PLAIN -> new RandomNodes.PlainNode(value);
            case CHILD -> new RandomNodes.ChildNode(value);
            case GRAND_CHILD -> new RandomNodes.GrandChildNode(value);
            case CUSTOM -> new RandomNodes.CustomNode(value);
            case PUT_FIELDS -> new RandomNodes.PutFieldNode(value);
            case BLOCK -> new RandomNodes.BlockNode(Math.floorMod(value, 2500));
            case EXTERNAL -> new RandomNodes.ExternalNode(value);
            case OBJECT_ARRAY -> new Object[node.edges().size()];
            case ARRAY_LIST -> new ArrayList<>();
            case LINKED_LIST -> new LinkedList<>();
            case HASH_MAP -> new HashMap<String, Object>();
            case RECORD -> new RandomNodes.RecordNode(value, "r" + value);
            case REPLACED -> new RandomNodes.ReplacedNode(value);
            case VALUE -> value(value);
        };
    }

    private static Object value(int value) {
        return switch (Math.floorMod(value, 8)) {
            case 0 -> value;
            case 1 -> "s" + value;
            case 2 -> RandomNodes.Shade.values()[Math.floorMod(value, 2)];
            case 3 -> LocalDate.ofEpochDay(Math.floorMod(value, 100_000));
            case 4 -> BigDecimal.valueOf(value, 3);
            case 5 -> new int[] {value, -value};
            case 6 -> (long) value * value;
            default -> value % 3 == 0 ? String.class : int[].class;
        };
    }

    @SuppressWarnings("unchecked")
    private static void wire(Object obj, NodePlan node, Object[] objects) {
        List<Integer> edges = node.edges();
        Object[] targets = new Object[edges.size()];
        for (int i = 0; i < targets.length; i++) {
            targets[i] = target(edges.get(i), objects);
        }
        switch (node.kind()) {
            case GRAND_CHILD -> {
                RandomNodes.GrandChildNode grandChild = (RandomNodes.GrandChildNode) obj;
                grandChild.fourth = at(targets, 3);
                wirePlain(grandChild, targets);
                grandChild.third = at(targets, 2);
            }
            case CHILD -> {
                wirePlain((RandomNodes.PlainNode) obj, targets);
                ((RandomNodes.ChildNode) obj).third = at(targets, 2);
            }
            case PLAIN -> wirePlain((RandomNodes.PlainNode) obj, targets);
            case CUSTOM -> {
                ((RandomNodes.CustomNode) obj).ref = at(targets, 0);
                ((RandomNodes.CustomNode) obj).extra = at(targets, 1);
            }
            case PUT_FIELDS -> ((RandomNodes.PutFieldNode) obj).link = at(targets, 0);
            case BLOCK -> ((RandomNodes.BlockNode) obj).ref = at(targets, 0);
            case EXTERNAL -> ((RandomNodes.ExternalNode) obj).ref = at(targets, 0);
            case OBJECT_ARRAY -> System.arraycopy(targets, 0, obj, 0, targets.length);
            case ARRAY_LIST, LINKED_LIST -> ((List<Object>) obj).addAll(java.util.Arrays.asList(targets));
            case HASH_MAP -> {
                for (int i = 0; i < targets.length; i++) {
                    ((Map<String, Object>) obj).put("k" + i, targets[i]);
                }
            }
            default -> {
                // Records, replaced nodes and values are leaves: a cycle through a record or a
                // replaced object cannot be read back by ObjectInputStream.
            }
        }
    }

    private static void wirePlain(RandomNodes.PlainNode plain, Object[] targets) {
        plain.first = at(targets, 0);
        plain.second = at(targets, 1);
    }

    private static Object at(Object[] targets, int index) {
        return index < targets.length ? targets[index] : null;
    }
}
