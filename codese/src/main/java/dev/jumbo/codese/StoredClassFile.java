package dev.jumbo.codese;

/**
 * One generated class of a stored state: its class file, and the class (an index into the class
 * table) whose nestmate it is defined as, or -1 for a class of codese's own package.
 */
public record StoredClassFile(byte[] bytes, int hostClass) {
}
