package mixed;

public final class App {

  public static void main(String[] args) {
    System.out.println(Greeter.greet("world").text());
  }
}
