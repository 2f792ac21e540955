package dev.jumbo.examples.marshaldemo;

/** The marshal demo's entry point. */
public final class Main {

  private Main() {}

  public static void main(String[] args) {
    System.out.println("Jumbo marshal demo");
  }
}
