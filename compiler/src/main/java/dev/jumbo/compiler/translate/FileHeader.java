package dev.jumbo.compiler.translate;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The package and imports of a compilation unit, read from its text: they come first,
 * before any quote, so a light reading that skips comments suffices.
 *
 * @param packageName     the package, {@code ""} for the unnamed package
 * @param singleImports   simple name → canonical name of each {@code import a.b.C;}
 * @param onDemandImports the {@code a.b} of each {@code import a.b.*;}
 */
public record FileHeader(String packageName, Map<String, String> singleImports, List<String> onDemandImports) {
    private static final Pattern COMMENT = Pattern.compile("(?s)//[^\\n]*|/\\*.*?\\*/");
    private static final Pattern DECLARATION = Pattern.compile(
            "\\G\\s*(?:(package)\\s+([\\w.\\s]+?)\\s*;|(import)\\s+(static\\s+)?([\\w.\\s]+?)(\\.\\s*\\*)?\\s*;|;)");

    /** Reads the header of a compilation unit. */
    public static FileHeader read(String text) {
        String code = COMMENT.matcher(text).replaceAll(" ");
        Matcher matcher = DECLARATION.matcher(code);
        String packageName = "";
        Map<String, String> singleImports = new LinkedHashMap<>();
        List<String> onDemandImports = new ArrayList<>();
        while (matcher.find()) {
            if (matcher.group(1) != null) {
                packageName = matcher.group(2).replaceAll("\\s", "");
            } else if (matcher.group(3) != null && matcher.group(4) == null) {
                String name = matcher.group(5).replaceAll("\\s", "");
                if (matcher.group(6) != null) {
                    onDemandImports.add(name);
                } else {
                    singleImports.put(name.substring(name.lastIndexOf('.') + 1), name);
                }
            }
        }
        return new FileHeader(packageName, singleImports, onDemandImports);
    }

    /** The binary name of a top-level type of this file. */
    public String qualify(String simpleName) {
        return packageName.isEmpty() ? simpleName : packageName + "." + simpleName;
    }
}
