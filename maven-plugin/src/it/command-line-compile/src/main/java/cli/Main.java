package cli;

public final class Main {

  public static void main(String[] args) {
    System.out.println("2 + 40 = " + Adder.sum(2, 40));
  }
}
