package dev.jumbo.examples.quickstart;

import java.util.function.IntUnaryOperator;

/** Runs the three generators and prints what the generated code computes. */
public final class Main {

  private Main() {}

  public static void main(String[] args) throws ReflectiveOperationException {
    IntUnaryOperator doubler = Loops.doublerUpTo(100);
    System.out.println("infiniteLoopGen: doubling 3 until it reaches 100 gives " + doubler.applyAsInt(3));

    IntUnaryOperator fifthPower = Power.power(5);
    System.out.println("power(5): 2^5 = " + fifthPower.applyAsInt(2) + ", 3^5 = " + fifthPower.applyAsInt(3));
    System.out.println("power(5) generated:");
    System.out.println(Power.powerClass(5).show().strip());

    Greeter greeter = Greeters.greeter("Hello");
    System.out.println("type-declaration quote: " + greeter.greet("Jumbo") + " (class " + greeter.getClass().getName() + ")");
  }
}
