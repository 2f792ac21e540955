package mixed;

/** Plain Java, used by Greeter.jjava. */
public record Greeting(String salutation, String name) {

  public String text() {
    return salutation + ", " + name + "!";
  }
}
