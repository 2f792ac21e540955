package dev.jumbo.compiler.translate;

import dev.jumbo.grammar.JumboParser;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The package and imports of a compilation unit, from its parse tree (or, for a file that
 * does not parse, from its text: they come first, so a light reading that skips comments
 * suffices).
 *
 * @param packageName     the package, {@code ""} for the unnamed package
 * @param singleImports   simple name → canonical name of each {@code import a.b.C;}
 * @param onDemandImports the {@code a.b} of each {@code import a.b.*;}
 */
public record FileHeader(String packageName, Map<String, String> singleImports, List<String> onDemandImports) {
    private static final Pattern COMMENT = Pattern.compile("(?s)//[^\\n]*|/\\*.*?\\*/");
    private static final Pattern DECLARATION = Pattern.compile(
            "\\G\\s*(?:(package)\\s+([\\w.\\s]+?)\\s*;|(import)\\s+(static\\s+)?([\\w.\\s]+?)(\\.\\s*\\*)?\\s*;|;)");

    /** The header of a parsed compilation unit. */
    public static FileHeader of(JumboParser.CompilationUnitContext unit) {
        String packageName = "";
        Map<String, String> singleImports = new LinkedHashMap<>();
        List<String> onDemandImports = new ArrayList<>();
        List<JumboParser.ImportDeclarationContext> imports;
        if (unit instanceof JumboParser.OrdinaryCompilationUnitContext ordinary) {
            if (ordinary.packageDeclaration() != null) {
                packageName = ordinary.packageDeclaration().qualifiedName().getText();
            }
            imports = ordinary.importDeclaration();
        } else {
            imports = ((JumboParser.ModularCompilationUnitContext) unit).importDeclaration();
        }
        for (JumboParser.ImportDeclarationContext declaration : imports) {
            if (declaration instanceof JumboParser.SingleTypeImportDeclarationContext single) {
                String name = single.qualifiedName().getText();
                singleImports.put(name.substring(name.lastIndexOf('.') + 1), name);
            } else if (declaration instanceof JumboParser.TypeImportOnDemandDeclarationContext onDemand) {
                onDemandImports.add(onDemand.qualifiedName().getText());
            }
        }
        return new FileHeader(packageName, singleImports, onDemandImports);
    }

    /** Reads the header of a compilation unit from its text (for a file that does not parse). */
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
