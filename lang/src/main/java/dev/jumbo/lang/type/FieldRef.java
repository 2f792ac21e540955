package dev.jumbo.lang.type;

import java.lang.reflect.Modifier;

/** A field of a class: owner, name, type and modifiers; {@code constant} for compile-time constants. */
public record FieldRef(JClass owner, String name, JType type, int modifiers, Object constant) {
    public boolean isStatic() {
        return Modifier.isStatic(modifiers);
    }
}
