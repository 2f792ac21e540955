package latin;

/** Stored in ISO-8859-1, like Greeting.jjava: javac reads both with one -encoding. */
public final class Place {
    public static final String NAME = "Málaga, Genève";

    private Place() {
    }
}
