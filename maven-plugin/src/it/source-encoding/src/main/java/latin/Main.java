package latin;

/**
 * Stored in ISO-8859-1 like Greeting.jjava. Prints the strings with every non-ASCII character
 * as a unicode escape, so that the output does not depend on the console's encoding.
 */
public final class Main {
    public static void main(String[] arguments) {
        System.out.println("plain: " + escaped(Greeting.plain()));
        System.out.println("quoted: " + escaped(Greeting.quoted()));
        System.out.println("java: " + escaped("Málaga"));
    }

    private static String escaped(String text) {
        StringBuilder escaped = new StringBuilder();
        for (char character : text.toCharArray()) {
            escaped.append(character < 0x80 ? String.valueOf(character) : String.format("\\u%04x", (int) character));
        }
        return escaped.toString();
    }
}
