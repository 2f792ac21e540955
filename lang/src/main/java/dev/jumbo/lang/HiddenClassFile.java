package dev.jumbo.lang;

import java.util.List;

/**
 * A hidden nestmate's class file and the class data it expects, undefined: what
 * {@link Code#defineClass(java.lang.invoke.MethodHandles.Lookup)} would pass to
 * {@code defineHiddenClassWithClassData}. The class data is the constants of the fragment's
 * {@code `Value} holes, in index order (empty when it has none: then define with
 * {@code defineHiddenClass}). For offline generation: the class is defined later, perhaps in
 * another JVM, by code that rebuilds equal constants.
 */
public record HiddenClassFile(byte[] bytes, List<Object> constants) {
    public HiddenClassFile {
        constants = List.copyOf(constants);
    }
}
