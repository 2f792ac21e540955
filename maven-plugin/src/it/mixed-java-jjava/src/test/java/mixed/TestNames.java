package mixed;

/** Test .java code that uses a test .jjava class (ExpectedText), and is used by one. */
final class TestNames {

  static final String WORLD = "world";

  private TestNames() {}

  static String expectedText() {
    return ExpectedText.HELLO_WORLD;
  }
}
