package dev.jumbo.examples.marshaldemo;

/** Describes an object of one class as text; implemented by classes that {@link Describers} generates. */
public interface Describer {
  String describe(Object object);
}
