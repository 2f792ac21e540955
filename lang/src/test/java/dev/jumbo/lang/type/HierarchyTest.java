package dev.jumbo.lang.type;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * {@link JClass#hierarchy()}: a class and its supertypes, nearest first, each once. Bridges and the check of
 * abstract methods walk it for every generated class, so a library class keeps its own.
 */
class HierarchyTest {
    @Test
    void loadedClassListsItsSupertypesDepthFirstEachOnce() {
        // ArrayList reaches List and Collection both through AbstractList and directly
        JClass arrayList = LoadedClass.classOf(ArrayList.class);

        List<JClass> hierarchy = arrayList.hierarchy();

        assertEquals(reflectedHierarchy(ArrayList.class), hierarchy);
    }

    @Test
    void loadedClassKeepsItsHierarchy() {
        JClass arrayList = LoadedClass.classOf(ArrayList.class);

        List<JClass> first = arrayList.hierarchy();
        List<JClass> second = arrayList.hierarchy();

        assertSame(first, second);
    }

    /** The walk the hierarchy stands for, by reflection: the class, its superclass's walk, then each interface's. */
    private static List<JClass> reflectedHierarchy(Class<?> type) {
        Set<JClass> found = new LinkedHashSet<>();
        walk(type, found);
        return new ArrayList<>(found);
    }

    private static void walk(Class<?> type, Set<JClass> found) {
        if (type == null || !found.add(LoadedClass.classOf(type))) {
            return;
        }
        walk(type.getSuperclass(), found);
        for (Class<?> i : type.getInterfaces()) {
            walk(i, found);
        }
    }
}
