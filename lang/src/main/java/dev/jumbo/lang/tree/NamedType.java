package dev.jumbo.lang.tree;

import java.util.List;

/** A class or interface type. With {@code binary} true, {@code name} is a binary name the compiler resolved against the file's imports ({@code java.util.Map$Entry}); otherwise it is a source name ({@code Entry}, {@code Map.Entry}, {@code Generated}) resolved at generation time: first among the generated unit's classes, then through the quote holder's class loader ({@code java.lang} is implicit). {@code arguments} are the type arguments (may be empty); generics are erased. {@code diamond} marks the {@code <>} of {@code new ArrayList<>()} for {@code show()}; generation infers the type arguments of a creation written without any either way. */
public record NamedType(int position, String name, boolean binary, List<TypeNode> arguments, boolean diamond)
        implements TypeNode {
    public NamedType {
        arguments = List.copyOf(arguments);
    }

    /** A type written without a diamond. */
    public NamedType(int position, String name, boolean binary, List<TypeNode> arguments) {
        this(position, name, binary, arguments, false);
    }

    @Override
    public <R> R accept(TypeNode.Visitor<R> visitor) {
        return visitor.visitNamedType(this);
    }
}
