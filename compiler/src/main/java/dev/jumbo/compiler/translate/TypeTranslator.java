package dev.jumbo.compiler.translate;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.type.ArrayType;
import com.github.javaparser.ast.type.ClassOrInterfaceType;
import com.github.javaparser.ast.type.PrimitiveType;
import com.github.javaparser.ast.type.Type;
import com.github.javaparser.ast.type.VarType;
import com.github.javaparser.ast.type.VoidType;
import com.github.javaparser.ast.type.WildcardType;
import dev.jumbo.compiler.parse.HoleCategory;
import dev.jumbo.compiler.parse.HoleSite;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** Writes the {@code TypeNode} construction of a type in a quote, resolving names at build time where it can. */
final class TypeTranslator {
    private final Construction construction;

    TypeTranslator(Construction construction) {
        this.construction = construction;
    }

    /** Writes a type, or {@code null} for a missing one (an implicitly typed lambda parameter). */
    void type(Type type) {
        if (type == null || type.isUnknownType()) {
            construction.raw("null", type == null ? null : type);
            return;
        }
        if (type instanceof PrimitiveType primitive) {
            construction.begin("PrimitiveType", type);
            construction.argument(Construction.TREE + "Primitive." + primitive.getType().name(), type);
            construction.end(type);
        } else if (type instanceof VoidType) {
            construction.begin("PrimitiveType", type);
            construction.argument(Construction.TREE + "Primitive.VOID", type);
            construction.end(type);
        } else if (type instanceof ArrayType array) {
            construction.begin("ArrayType", type);
            construction.argument(type, () -> type(array.getComponentType()));
            construction.end(type);
        } else if (type instanceof VarType) {
            construction.begin("VarType", type);
            construction.end(type);
        } else if (type instanceof WildcardType wildcard) {
            construction.begin("WildcardType", type);
            Optional<? extends Type> bound = wildcard.getExtendedType().map(Type.class::cast)
                    .or(() -> wildcard.getSuperType().map(Type.class::cast));
            construction.argument(type, () -> type(bound.orElse(null)));
            construction.argument(Boolean.toString(wildcard.getSuperType().isEmpty()), type);
            construction.end(type);
        } else if (type instanceof ClassOrInterfaceType named) {
            named(named);
        } else {
            throw new UnsupportedConstruct(type, type.getClass().getSimpleName().replace("Type", "").toLowerCase(Locale.ROOT)
                    + " type " + type + " is not supported inside quotes");
        }
    }

    private void named(ClassOrInterfaceType type) {
        HoleSite hole = construction.hole(type.getNameAsString());
        if (hole != null && type.getScope().isEmpty()) {
            if (hole.category() != HoleCategory.Type) {
                throw new UnsupportedConstruct(type, "hole `" + hole.category() + " cannot stand where a type is expected");
            }
            construction.hole(hole);
            return;
        }
        named(type.getNameWithScope(), type.getTypeArguments().map(List::<Type>copyOf).orElse(List.of()), type);
    }

    /** Writes a class or interface type named in source form, resolved to a binary name when the build can. */
    void named(String sourceName, List<Type> arguments, Node at) {
        Optional<String> binary = construction.typeNames().resolve(sourceName);
        construction.begin("NamedType", at);
        construction.argument(JavaLiterals.string(binary.orElse(sourceName)), at);
        construction.argument(Boolean.toString(binary.isPresent()), at);
        construction.listArgument(at, arguments, this::type);
        construction.end(at);
    }

    /** Writes {@code java.util.List.of(...)} of types. */
    void types(Node at, List<? extends Type> types) {
        construction.list(at, types, this::type);
    }
}
