package dev.jumbo.lang;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.jumbo.lang.support.RandomFragments;
import dev.jumbo.lang.support.Trees;
import dev.jumbo.lang.tree.Block;
import dev.jumbo.lang.tree.Lambda;
import dev.jumbo.lang.tree.Node;
import dev.jumbo.lang.tree.TreeScanner;
import dev.jumbo.lang.tree.Visitor;
import java.lang.reflect.Constructor;
import java.lang.reflect.Proxy;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The typed walk over the tree: every node kind dispatches to its own visitor method, and {@link TreeScanner}
 * reaches the same nodes, in the same order, as a walk over the records' components by reflection (the oracle:
 * every component that holds a node, a list of them or a spliced fragment, in declaration order).
 */
class TreeWalkTest {
    @Test
    void everyKindCallsItsOwnVisitMethod() throws Exception {
        List<Class<?>> kinds = new ArrayList<>();
        collectKinds(Node.class, kinds);
        List<String> called = new ArrayList<>();
        Visitor<?> recorder = (Visitor<?>) Proxy.newProxyInstance(getClass().getClassLoader(),
                new Class<?>[] {Visitor.class}, (proxy, method, arguments) -> {
                    called.add(method.getName());
                    return null;
                });

        for (Class<?> kind : kinds) {
            ((Node) someInstance(kind)).accept(recorder);
        }

        List<String> expected = new ArrayList<>();
        for (Class<?> kind : kinds) {
            expected.add("visit" + kind.getSimpleName());
        }
        assertEquals(expected, called);
        assertEquals(Visitor.class.getMethods().length, kinds.size(), "one visitor method per kind");
    }

    @Test
    void scannerVisitsWhatAReflectiveWalkVisitsInTheSameOrder() throws Exception {
        RandomFragments fragments = new RandomFragments(new Trees("Random.jjava", TreeWalkTest.class), 20250101L);
        int visited = 0;
        for (int i = 0; i < 2_000; i++) {
            Code code = fragments.fragment(i);
            List<Node> reflective = new ArrayList<>();
            reflectiveWalk(code, reflective);
            List<Node> scanned = new ArrayList<>();
            new TreeScanner() {
                @Override
                public void scan(Node node) {
                    if (node != null) {
                        scanned.add(node);
                    }
                    super.scan(node);
                }
            }.scan(code.nodes());

            assertEquals(reflective.size(), scanned.size(), "fragment " + i);
            for (int n = 0; n < reflective.size(); n++) {
                assertTrue(reflective.get(n) == scanned.get(n), "fragment " + i + ", node " + n);
            }
            visited += scanned.size();
        }
        assertTrue(visited > 100_000, "the fragments hold nodes: " + visited);
    }

    private static void collectKinds(Class<?> type, List<Class<?>> kinds) {
        if (type.isRecord()) {
            kinds.add(type);
            return;
        }
        for (Class<?> permitted : type.getPermittedSubclasses()) {
            if (!kinds.contains(permitted)) {
                collectKinds(permitted, kinds);
            }
        }
    }

    /** A node of {@code kind} with empty lists, nulls, zeros and false as its components. */
    private static Object someInstance(Class<?> kind) throws Exception {
        RecordComponent[] components = kind.getRecordComponents();
        Class<?>[] types = new Class<?>[components.length];
        Object[] values = new Object[components.length];
        for (int i = 0; i < components.length; i++) {
            Class<?> type = components[i].getType();
            types[i] = type;
            if (type == List.class) {
                values[i] = List.of();
            } else if (type == int.class) {
                values[i] = 0;
            } else if (type == boolean.class) {
                values[i] = false;
            } else if (kind == Lambda.class && type == Node.class) {
                values[i] = new Block(0, List.of()); // a lambda's body is an expression or a block
            }
        }
        Constructor<?> canonical = kind.getDeclaredConstructor(types);
        return canonical.newInstance(values);
    }

    private static void reflectiveWalk(Object value, List<Node> out) throws Exception {
        if (value instanceof List<?> list) {
            for (Object element : list) {
                reflectiveWalk(element, out);
            }
        } else if (value instanceof Code code) {
            reflectiveWalk(code.nodes(), out);
        } else if (value instanceof Node node) {
            out.add(node);
            for (RecordComponent component : node.getClass().getRecordComponents()) {
                reflectiveWalk(component.getAccessor().invoke(node), out);
            }
        }
    }
}
