package dev.jumbo.codese;

/**
 * One entry of a stored state's class table: a class the state names, by name, with the
 * serialVersionUID it had when stored (0 where the class has none: arrays, primitives, enums,
 * records, classes that are not serializable). Restore resolves each name once, checks it with
 * the stream's {@code ObjectInputFilter}, and compares the serialVersionUID.
 */
public record StoredClass(String name, long serialVersionUID) {
}
