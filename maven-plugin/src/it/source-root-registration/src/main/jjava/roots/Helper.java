package roots;

/** Plain Java beside the .jjava sources: only maven-compiler-plugin compiles it, from the registered root src/main/jjava. */
public final class Helper {

  private Helper() {}

  public static String describe(Object value) {
    return "sum " + value;
  }
}
