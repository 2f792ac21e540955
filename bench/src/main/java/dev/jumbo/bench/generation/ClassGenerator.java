package dev.jumbo.bench.generation;

/** One way to build a class at run time and load it: a peer of the generation-cost benchmark. */
public interface ClassGenerator {
    /**
     * Builds, defines and instantiates a new class of the given shape and simple name (in
     * {@link JavaSources#PACKAGE}); instantiating forces linking, so verification is included.
     */
    Object generate(ClassShape shape, String simpleName) throws Exception;
}
