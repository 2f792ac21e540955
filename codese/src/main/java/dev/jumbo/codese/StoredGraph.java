package dev.jumbo.codese;

import java.util.List;

/**
 * A graph as the generator sees it: its objects by index (discovery order), the classes and
 * routes they need by index, the root's index (-1 for null), and the order in which the finish
 * phase restores them: the graph's post-order, so that an object's referents are complete
 * before its readObject (which may hash them) runs, as when the JDK reads a stream. {@code base}
 * is the stream handle of its first object: the handles the stream's earlier graphs took since
 * the last reset (0 after one).
 */
public record StoredGraph(List<StoredObject> objects, List<StoredClass> classes, List<Route> routes, int root,
                          int[] postOrder, int base) {
}
