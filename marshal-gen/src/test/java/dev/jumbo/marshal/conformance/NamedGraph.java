package dev.jumbo.marshal.conformance;

import java.util.List;
import java.util.function.Supplier;

/**
 * One conformance case: the calls that write a graph (usually one writeObject), grouped by the
 * protocol element it exercises. A failure case expects some step to throw, on both streams alike.
 */
public record NamedGraph(String element, String name, Supplier<List<Step>> steps, StreamHooks hooks, boolean failure) {

    public String id() {
        return element + "/" + name;
    }

    @Override
    public String toString() {
        return id();
    }
}
