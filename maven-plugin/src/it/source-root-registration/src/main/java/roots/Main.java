package roots;

public final class Main {

  public static void main(String[] args) {
    System.out.println(Helper.describe(Adder.sum(2, 40)));
  }
}
