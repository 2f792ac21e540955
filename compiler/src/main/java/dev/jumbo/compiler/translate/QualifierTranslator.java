package dev.jumbo.compiler.translate;

import dev.jumbo.grammar.JumboParser;
import org.antlr.v4.runtime.ParserRuleContext;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Writes what stands before a {@code .} or {@code ::}: the parser cannot tell whether
 * {@code a.b} in {@code a.b.m()} names a variable, a field or a type (JLS 6.5.2). When the
 * dotted name resolves to a type at build time (through the file's imports, its package,
 * the enclosing classes or {@code java.lang}) and its first identifier is no variable the
 * file's quotes declare, it is a {@code TypeExpression} of that type; otherwise it stays a
 * {@code Name}/{@code FieldAccess} chain, bound where the fragment lands.
 */
final class QualifierTranslator {
    private final Construction construction;
    private final TypeNames typeNames;
    private final QuoteDeclarations declarations;
    private final Translators translators;

    QualifierTranslator(Construction construction, TypeNames typeNames, QuoteDeclarations declarations,
                        Translators translators) {
        this.construction = construction;
        this.typeNames = typeNames;
        this.declarations = declarations;
        this.translators = translators;
    }

    /** The target of a member access {@code primary.m()}, {@code primary.f}, {@code primary::m}. */
    void qualifier(JumboParser.PrimaryContext primary) {
        List<JumboParser.IdentifierContext> names = nameChain(primary);
        Optional<String> type = names == null ? Optional.empty() : typeNamed(names);
        if (type.isPresent()) {
            typeExpression(type.get(), primary);
        } else {
            translators.expressions().expression(primary);
        }
    }

    /** The target of {@code referenceType::m}: a type, or a name chain that may denote a variable. */
    void referenceQualifier(JumboParser.ReferenceTypeContext type) {
        JumboParser.ClassTypeContext classType = type.classType();
        boolean plainName = classType != null && type.dims() == null && classType.typeArguments().isEmpty()
                && classType.annotation().isEmpty()
                && classType.typeIdentifier().stream().allMatch(segment -> segment.hole() == null);
        if (!plainName) {
            construction.begin("TypeExpression", type);
            construction.argument(() -> translators.types().referenceType(type));
            construction.end();
            return;
        }
        List<String> names = classType.typeIdentifier().stream().map(NameTranslator::text).toList();
        Optional<String> resolved = declarations.variables().contains(names.get(0)) ? Optional.empty()
                : typeNames.resolve(String.join(".", names));
        if (resolved.isPresent()) {
            typeExpression(resolved.get(), type);
            return;
        }
        for (int index = names.size() - 1; index > 0; index--) {
            construction.begin("FieldAccess", type);
            construction.raw(", ");
        }
        construction.begin("Name", type);
        construction.argument(JavaLiterals.string(names.get(0)));
        construction.end();
        for (int index = 1; index < names.size(); index++) {
            construction.argument(JavaLiterals.string(names.get(index)));
            construction.end();
        }
    }

    /** A primary that must name a type ({@code Outer.this}, {@code T.class}, {@code I.super}). */
    void typeName(JumboParser.PrimaryContext primary, String construct) {
        List<JumboParser.IdentifierContext> names = nameChain(primary);
        if (names == null) {
            throw construction.unsupported(primary, "a type name must stand before " + construct);
        }
        List<String> parts = new ArrayList<>();
        for (JumboParser.IdentifierContext name : names) {
            parts.add(NameTranslator.text(name));
        }
        translators.types().named(String.join(".", parts), List.of(), primary);
    }

    private void typeExpression(String binaryName, ParserRuleContext at) {
        construction.begin("TypeExpression", at);
        construction.argument(() -> {
            construction.begin("NamedType", at);
            construction.argument(JavaLiterals.string(binaryName));
            construction.argument("true");
            construction.argument("java.util.List.of()");
            construction.end();
        });
        construction.end();
    }

    /** The binary name of the type a dotted name denotes, when it can only be that type. */
    private Optional<String> typeNamed(List<JumboParser.IdentifierContext> names) {
        List<String> parts = new ArrayList<>();
        for (JumboParser.IdentifierContext name : names) {
            parts.add(NameTranslator.text(name));
        }
        if (declarations.variables().contains(parts.get(0))) {
            return Optional.empty();
        }
        return typeNames.resolve(String.join(".", parts));
    }

    /** The identifiers of {@code a}, {@code a.b}, {@code a.b.c} (no hole); {@code null} for any other primary. */
    static List<JumboParser.IdentifierContext> nameChain(JumboParser.PrimaryContext primary) {
        if (primary instanceof JumboParser.NamePrimaryContext name) {
            return name.identifier().hole() == null ? new ArrayList<>(List.of(name.identifier())) : null;
        }
        if (primary instanceof JumboParser.FieldAccessContext access && access.identifier().hole() == null) {
            List<JumboParser.IdentifierContext> names = nameChain(access.primary());
            if (names != null) {
                names.add(access.identifier());
            }
            return names;
        }
        return null;
    }
}
