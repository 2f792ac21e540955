package demo;

/** A plain Java class that a .jjava file uses and that uses the .jjava file back. */
public record Helper(String name) {
    public static Helper ofExamples() {
        return new Helper(Examples.name());
    }

    public static String shownLoop() {
        return Examples.loop(Examples.write(1, 2)).show();
    }
}
