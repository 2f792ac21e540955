package dev.jumbo.compiler.parse;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Shortens JavaParser's syntax messages to one line that names what was found and what was expected. */
final class SyntaxMessages {
    private static final Pattern FOUND = Pattern.compile("(?s)Parse error\\. Found (.+?), expected (?:one of )?(.+)");
    private static final Pattern TOKEN = Pattern.compile("\"((?:[^\"\\\\]|\\\\.)*)\"|<([A-Z_]+)>");
    private static final int MOST_EXPECTED = 8;

    private SyntaxMessages() {
    }

    static String simplify(String message) {
        String firstPart = message.lines().findFirst().orElse(message);
        Matcher found = FOUND.matcher(firstPart);
        if (!found.matches()) {
            return firstPart.replace("Parse error. ", "").strip();
        }
        List<String> expected = new ArrayList<>();
        Matcher token = TOKEN.matcher(found.group(2));
        while (token.find()) {
            expected.add(token.group(1) != null ? "'" + token.group(1) + "'" : token.group(2).toLowerCase());
        }
        String what = found.group(1).strip();
        what = what.startsWith("\"") && what.endsWith("\"") ? "'" + what.substring(1, what.length() - 1) + "'" : what;
        what = what.startsWith("'" + FragmentText.PLACEHOLDER_PREFIX) ? "a hole" : what;
        String list = expected.size() <= MOST_EXPECTED ? String.join(", ", expected)
                : String.join(", ", expected.subList(0, MOST_EXPECTED)) + ", ...";
        return "found " + what + ", expected " + (expected.size() == 1 ? list : "one of " + list);
    }
}
