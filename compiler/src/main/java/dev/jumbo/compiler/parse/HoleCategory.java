package dev.jumbo.compiler.parse;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The hole categories of the dialect (DESIGN.md, "Holes"), with the host types each one
 * accepts as a phrase for messages.
 */
public enum HoleCategory {
    Expr("Code"), Stmt("Code"), Type("Class<?>, String or Code"), Name("String"),
    Field("Code"), Method("Code"), Member("Code"), Class("Code"),
    Body("List<Code> or Code[]"), Case("List<Code> or Code[]"), Args("List<Code> or Code[]"), Formals("List<Code> or Code[]"),
    Int("int"), Long("long"), Float("float"), Double("double"), Bool("boolean"), Char("char"),
    Byte("byte"), Short("short"), String("String"), Value("any object");

    private final java.lang.String expected;

    HoleCategory(java.lang.String expected) {
        this.expected = expected;
    }

    /** The host types the category accepts, e.g. {@code int} or {@code List<Code> or Code[]}. */
    public java.lang.String expected() {
        return expected;
    }

    /** The category spelled {@code name}, if any. */
    public static Optional<HoleCategory> named(java.lang.String name) {
        return Arrays.stream(values()).filter(category -> category.name().equals(name)).findFirst();
    }

    /** Every category name in the order of DESIGN.md, separated by spaces. */
    public static java.lang.String allNames() {
        return java.lang.String.join(" ", names());
    }

    private static List<java.lang.String> names() {
        return Arrays.stream(values()).map(Enum::name).toList();
    }
}
