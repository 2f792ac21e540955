package dev.jumbo.codese.oracle;

import dev.jumbo.codese.oracle.OracleClasses.Canonical;
import dev.jumbo.codese.oracle.OracleClasses.Custom;
import dev.jumbo.codese.oracle.OracleClasses.External;
import dev.jumbo.codese.oracle.OracleClasses.Kept;
import dev.jumbo.codese.oracle.OracleClasses.Pair;
import dev.jumbo.codese.oracle.OracleClasses.PutFields;
import dev.jumbo.codese.oracle.OracleClasses.Replaced;
import dev.jumbo.codese.oracle.OracleClasses.ReplacedOnly;
import dev.jumbo.codese.oracle.OracleClasses.Tone;
import java.io.Serializable;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A random stream as data, so that jqwik can generate and shrink it: nodes of some kind with a
 * value and edges (indexes into the node list; out of range is null), the roots written in order,
 * and the script around them ({@code shape mod 4}: plain writes; a reset before every other root;
 * the first root unshared; a replaceObject that turns string builders into other objects; and
 * {@link #options()} from {@code shape mod 8}).
 * Records, replaced and resolved objects are leaves (a record's component, too): through a cycle,
 * ObjectInputStream gives them back unfinished, which the post-order of a restore cannot promise.
 * What a custom node writes unshared is a leaf too.
 */
public record RandomGraphPlan(List<NodePlan> nodes, List<Integer> roots, int shape) {
    public record NodePlan(Kind kind, int value, List<Integer> edges) {
    }

    public enum Kind {
        NODE, CUSTOM, PUT_FIELDS, EXTERNAL, OBJECT_ARRAY, ARRAY_LIST, HASH_MAP, CHAINED_MAP, INLINE_MAP, PROXY,
        RECORD, REPLACED, REPLACED_ONLY, CANONICAL, STRING, BUILDER, CONSTANT, INTS, BOX, DATE;

        boolean isLeaf() {
            return ordinal() >= RECORD.ordinal();
        }
    }

    /** A node of every field kind: typed, Object, final, an element of a final array. */
    public static final class Node implements Serializable {
        private static final long serialVersionUID = 1L;
        public Object first;
        public Object second;
        public Pair pair;
        public final Object[] slots;
        final int number;

        Node(int number, int slots) {
            this.number = number;
            this.slots = new Object[slots];
        }
    }

    /** A handler whose attachment can be any node: proxies take part in cycles. */
    public static final class Handler implements InvocationHandler, Serializable {
        private static final long serialVersionUID = 1L;
        Object attachment;

        @Override
        public Object invoke(Object proxy, Method method, Object[] args) {
            return attachment;
        }
    }

    /** How CoDeSe stores and restores it: every other stream in tiny methods and classes, on two threads. */
    /**
     * The defaults, or tiny methods and classes restored on two threads; either with tables from
     * two like operations on (so that a random graph reaches every kind of table).
     */
    public dev.jumbo.codese.CodeseOptions options() {
        int choice = Math.floorMod(shape, 8);
        dev.jumbo.codese.CodeseOptions options = choice < 4 ? dev.jumbo.codese.CodeseOptions.DEFAULTS
                : new dev.jumbo.codese.CodeseOptions(2, 2, 4, 2);
        return choice % 4 >= 2 ? options.withTableRecords(2) : options;
    }

    /** The stream's calls. */
    public StreamScript script() {
        Object[] objects = new Object[nodes.size()];
        for (int i = 0; i < objects.length; i++) {
            objects[i] = create(nodes.get(i), objects);
        }
        for (int i = 0; i < objects.length; i++) {
            wire(objects[i], nodes.get(i), objects);
        }
        List<StreamScript.Action> actions = new ArrayList<>();
        int scriptShape = Math.floorMod(shape, 4);
        for (int r = 0; r < roots.size(); r++) {
            if (scriptShape == 1 && r % 2 == 1) {
                actions.add(new StreamScript.Reset());
            }
            actions.add(new StreamScript.Write(target(roots.get(r), objects), scriptShape == 2 && r == 0));
        }
        return new StreamScript(actions, scriptShape == 3 ? RandomGraphPlan::replace : null);
    }

    private static Object replace(Object obj) {
        return obj instanceof StringBuilder builder ? builder.length() % 2 == 0 ? new Kept(builder.length()) : null : obj;
    }

    private static Object target(int edge, Object[] objects) {
        return edge >= 0 && edge < objects.length ? objects[edge] : null;
    }

    /** Leaves are made first, from the plan alone; a record's component is a leaf made before it, or null. */
    private Object create(NodePlan node, Object[] objects) {
        int value = node.value();
        return switch (node.kind()) {
            case NODE -> new Node(value, node.edges().size());
            case CUSTOM -> new Custom();
            case PUT_FIELDS -> new PutFields();
            case EXTERNAL -> new External();
            case OBJECT_ARRAY -> new Object[node.edges().size()];
            case ARRAY_LIST -> new ArrayList<>();
            case HASH_MAP -> new HashMap<String, Object>();
            case CHAINED_MAP -> new HashTables.ChainedMap(1 + Math.floorMod(value, 8));
            case INLINE_MAP -> new HashTables.InlineMap();
            case PROXY -> Proxy.newProxyInstance(RandomGraphPlan.class.getClassLoader(), new Class<?>[] {Runnable.class},
                    new Handler());
            case RECORD -> new Pair(leafBefore(node, objects), value);
            case REPLACED -> new Replaced(value);
            case REPLACED_ONLY -> new ReplacedOnly(value);
            case CANONICAL -> value % 2 == 0 ? Canonical.ONE : new Canonical(value);
            case STRING -> new String("s" + value);
            case BUILDER -> new StringBuilder("b" + value);
            case CONSTANT -> Tone.values()[Math.floorMod(value, 2)];
            case INTS -> new int[] {value, -value};
            case BOX -> value;
            case DATE -> LocalDate.ofEpochDay(Math.floorMod(value, 100_000));
        };
    }

    private Object leafBefore(NodePlan node, Object[] objects) {
        for (int edge : node.edges()) {
            if (edge >= 0 && edge < objects.length && objects[edge] != null && nodes.get(edge).kind().isLeaf()) {
                return objects[edge];
            }
        }
        return null;
    }

    @SuppressWarnings("unchecked")
    private void wire(Object obj, NodePlan node, Object[] objects) {
        List<Integer> edges = node.edges();
        Object[] targets = new Object[edges.size()];
        for (int i = 0; i < targets.length; i++) {
            targets[i] = target(edges.get(i), objects);
        }
        switch (node.kind()) {
            case NODE -> {
                Node plain = (Node) obj;
                plain.first = at(targets, 0);
                plain.second = at(targets, 1);
                plain.pair = at(targets, 2) instanceof Pair pair ? pair : null;
                System.arraycopy(targets, 0, plain.slots, 0, targets.length);
            }
            case CUSTOM -> {
                Custom custom = (Custom) obj;
                custom.field = at(targets, 0);
                custom.written = at(targets, 1);
                // Unshared, a custom node would be written anew each time it reaches itself: without end.
                custom.unshared = edges.size() > 2 && at(targets, 2) != null && nodes.get(edges.get(2)).kind().isLeaf()
                        ? targets[2] : null;
            }
            case PUT_FIELDS -> ((PutFields) obj).link = at(targets, 0);
            case EXTERNAL -> {
                ((External) obj).first = at(targets, 0);
                ((External) obj).second = at(targets, 1);
            }
            case OBJECT_ARRAY -> System.arraycopy(targets, 0, obj, 0, targets.length);
            case ARRAY_LIST -> ((List<Object>) obj).addAll(java.util.Arrays.asList(targets));
            case HASH_MAP -> {
                for (int i = 0; i < targets.length; i++) {
                    ((Map<String, Object>) obj).put("k" + i, targets[i]);
                }
            }
            case CHAINED_MAP -> {
                for (int i = 0; i < targets.length; i++) {
                    ((HashTables.ChainedMap) obj).put("k" + i, targets[i]);
                }
            }
            case INLINE_MAP -> {
                for (int i = 0; i < targets.length; i++) {
                    ((HashTables.InlineMap) obj).put("k" + i, targets[i]);
                }
            }
            case PROXY -> ((Handler) Proxy.getInvocationHandler(obj)).attachment = at(targets, 0);
            default -> {
                // leaves
            }
        }
    }

    private static Object at(Object[] targets, int index) {
        return index < targets.length ? targets[index] : null;
    }
}
