package dev.jumbo.compiler.translate;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Resolves the type names written in a file's quotes to binary names at build time, as
 * Java would resolve them in the file: single-type imports, then the file's package, then
 * on-demand imports, then {@code java.lang}. A name declared by a quote itself (a class
 * of the generated code, a type parameter) or found nowhere is left for generation time.
 */
final class TypeNames {
    private final String packageName;
    private final Map<String, String> singleImports;
    private final List<String> onDemandImports;
    private final ClassIndex classes;
    private final Set<String> declaredInQuotes;

    /**
     * @param packageName      the file's package, {@code ""} for the unnamed package
     * @param singleImports    simple name → imported canonical name ({@code Entry → java.util.Map.Entry})
     * @param onDemandImports  the packages or types of {@code import x.*;}
     * @param classes          the classes of the compile classpath, the JDK and the sources compiled
     * @param declaredInQuotes the simple names of types declared inside the file's quotes
     */
    TypeNames(String packageName, Map<String, String> singleImports, List<String> onDemandImports,
              ClassIndex classes, Set<String> declaredInQuotes) {
        this.packageName = packageName;
        this.singleImports = singleImports;
        this.onDemandImports = onDemandImports;
        this.classes = classes;
        this.declaredInQuotes = declaredInQuotes;
    }

    /** The binary name of a type written {@code Name} or {@code Qualified.Name}, when the build can tell. */
    Optional<String> resolve(String sourceName) {
        String[] parts = sourceName.split("\\.");
        if (declaredInQuotes.contains(parts[0])) {
            return Optional.empty();
        }
        Optional<String> first = simple(parts[0]);
        if (first.isPresent()) {
            return nested(first.get(), parts, 1);
        }
        // A package-qualified name: the longest package prefix that names a class.
        StringBuilder packagePrefix = new StringBuilder();
        for (int index = 0; index < parts.length - 1; index++) {
            packagePrefix.append(index == 0 ? "" : ".").append(parts[index]);
            String candidate = packagePrefix + "." + parts[index + 1];
            if (classes.exists(candidate)) {
                return nested(candidate, parts, index + 2);
            }
        }
        return Optional.empty();
    }

    private Optional<String> nested(String outer, String[] parts, int from) {
        String binary = outer;
        for (int index = from; index < parts.length; index++) {
            binary = binary + "$" + parts[index];
            if (!classes.exists(binary)) {
                return Optional.empty();
            }
        }
        return Optional.of(binary);
    }

    private Optional<String> simple(String name) {
        String imported = singleImports.get(name);
        if (imported != null) {
            return canonicalToBinary(imported);
        }
        String samePackage = packageName.isEmpty() ? name : packageName + "." + name;
        if (classes.exists(samePackage)) {
            return Optional.of(samePackage);
        }
        for (String onDemand : onDemandImports) {
            Optional<String> container = canonicalToBinary(onDemand);
            String candidate = container.map(type -> type + "$" + name).orElse(onDemand + "." + name);
            if (classes.exists(candidate)) {
                return Optional.of(candidate);
            }
        }
        String javaLang = "java.lang." + name;
        return classes.exists(javaLang) ? Optional.of(javaLang) : Optional.empty();
    }

    /** The binary name of a canonical name ({@code java.util.Map.Entry → java.util.Map$Entry}), if it is a class. */
    private Optional<String> canonicalToBinary(String canonical) {
        String candidate = canonical;
        while (true) {
            if (classes.exists(candidate)) {
                return Optional.of(candidate);
            }
            int dot = candidate.lastIndexOf('.');
            if (dot < 0) {
                return Optional.empty();
            }
            candidate = candidate.substring(0, dot) + "$" + candidate.substring(dot + 1);
        }
    }
}
