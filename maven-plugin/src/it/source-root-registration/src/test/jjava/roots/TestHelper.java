package roots;

/** Plain Java beside the test .jjava sources: maven-compiler-plugin compiles it from the registered root src/test/jjava. */
public final class TestHelper {

  private TestHelper() {}

  public static String expected() {
    return "sum 42";
  }
}
