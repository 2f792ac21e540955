package dev.jumbo.compiler.translate;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Resolves the type names written in a file's quotes to binary names at build time, as
 * Java would resolve them where the quote is written (JLS 6.4.1, 6.5.5): member types of the
 * enclosing classes, declared or inherited, then single-type imports, then the file's package (the types of every
 * file compiled together included), then on-demand imports, then {@code java.lang}. A name
 * declared by a quote itself (a class of the generated code) or found nowhere is left for
 * generation time.
 */
final class TypeNames {
    private final String packageName;
    private final Map<String, String> singleImports;
    private final List<String> onDemandImports;
    private final ClassIndex classes;
    private final Set<String> declaredInQuotes;
    private final EnclosingTypes enclosing;

    /**
     * @param header           the file's package and imports
     * @param classes          the classes of the compile classpath, the JDK and the sources compiled
     * @param declaredInQuotes the simple names of types declared inside the file's quotes
     */
    TypeNames(FileHeader header, ClassIndex classes, Set<String> declaredInQuotes) {
        this(header.packageName(), header.singleImports(), header.onDemandImports(), classes, declaredInQuotes,
                EnclosingTypes.NONE);
    }

    private TypeNames(String packageName, Map<String, String> singleImports, List<String> onDemandImports,
                      ClassIndex classes, Set<String> declaredInQuotes, EnclosingTypes enclosing) {
        this.packageName = packageName;
        this.singleImports = singleImports;
        this.onDemandImports = onDemandImports;
        this.classes = classes;
        this.declaredInQuotes = declaredInQuotes;
        this.enclosing = enclosing;
    }

    /** The same resolution inside the given enclosing classes. */
    TypeNames within(EnclosingTypes classes) {
        return new TypeNames(packageName, singleImports, onDemandImports, this.classes, declaredInQuotes, classes);
    }

    String packageName() {
        return packageName;
    }

    /** The binary name of a type written {@code Name} or {@code Qualified.Name}, when the build can tell. */
    Optional<String> resolve(String sourceName) {
        String[] parts = sourceName.split("\\.");
        if (declaredInQuotes.contains(parts[0])) {
            return Optional.empty();
        }
        Lookup member = enclosingMember(parts[0]);
        if (member.found()) {
            return member.binaryName().flatMap(binary -> nested(binary, parts, 1));
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

    /**
     * What a simple name means among the enclosing classes' member types.
     *
     * @param found      whether some enclosing class has a member type of that name
     * @param binaryName its binary name; empty when only generation time can tell (a member of a local class)
     */
    private record Lookup(boolean found, Optional<String> binaryName) {
        static final Lookup NONE = new Lookup(false, Optional.empty());
    }

    /**
     * The member type a simple name means (JLS 6.4.1, 8.5): innermost class first, declared in
     * it or inherited from a direct supertype (of the sources or compiled) or a compiled class
     * above that.
     */
    private Lookup enclosingMember(String name) {
        List<EnclosingTypes.Scope> scopes = enclosing.scopes();
        for (int index = 0; index < scopes.size(); index++) {
            EnclosingTypes.Scope scope = scopes.get(index);
            if (scope.memberTypes().contains(name)) {
                return new Lookup(true, Optional.ofNullable(scope.binaryName()).map(outer -> outer + "$" + name));
            }
            for (String supertype : scope.supertypes()) {
                Optional<String> found = within(enclosing.outside(index)).resolve(supertype)
                        .flatMap(binary -> memberOf(binary, name, new HashSet<>()));
                if (found.isPresent()) {
                    return new Lookup(true, found);
                }
            }
        }
        return Lookup.NONE;
    }

    private Optional<String> memberOf(String type, String name, Set<String> visited) {
        if (!visited.add(type)) {
            return Optional.empty();
        }
        if (classes.exists(type + "$" + name) && classes.inheritable(type + "$" + name, packageName)) {
            return Optional.of(type + "$" + name);
        }
        for (String supertype : classes.supertypes(type)) {
            Optional<String> found = memberOf(supertype, name, visited);
            if (found.isPresent()) {
                return found;
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
