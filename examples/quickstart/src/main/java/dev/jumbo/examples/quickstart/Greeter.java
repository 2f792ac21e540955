package dev.jumbo.examples.quickstart;

/** Plain Java, implemented by the class Greeters.jjava generates. */
public interface Greeter {

  String greet(String name);
}
