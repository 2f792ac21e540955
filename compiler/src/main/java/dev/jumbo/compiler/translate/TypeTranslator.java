package dev.jumbo.compiler.translate;

import dev.jumbo.grammar.JumboParser;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.tree.ParseTree;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Writes the {@code TypeNode} construction of a type in a quote. Class names are resolved
 * to binary names at build time where the build can tell (see {@link TypeNames}); type
 * variables of the quote's own generic declarations are left as written, and those of a
 * generic constructor are erased to their bound, since lang's constructors have none.
 */
final class TypeTranslator {
    private static final String OBJECT = "java.lang.Object";
    /** More type variables bounded by one another than this is a cycle. */
    private static final int MOST_CHAINED_BOUNDS = 255;

    private final Construction construction;
    private final TypeNames typeNames;
    private final Translators translators;
    /** Type variables in scope, innermost last: name → the bound it erases to, or {@link #KEPT}. */
    private final Deque<Map<String, Erasure>> typeVariables = new ArrayDeque<>();

    /** How a type variable is written: kept (a {@code NamedType} of its name) or erased to a bound. */
    private record Erasure(JumboParser.ClassTypeContext bound) {
    }

    private static final Erasure KEPT = new Erasure(null);

    TypeTranslator(Construction construction, TypeNames typeNames, Translators translators) {
        this.construction = construction;
        this.typeNames = typeNames;
        this.translators = translators;
    }

    /** {@code type : primitiveType dims? | classType dims?} */
    void type(JumboParser.TypeContext type) {
        int dimensions = NameTranslator.dimensions(type.dims());
        array(dimensions, type, () -> {
            if (type.primitiveType() != null) {
                primitiveType(type.primitiveType());
            } else {
                classType(type.classType());
            }
        });
    }

    /** A type with {@code extra} more array dimensions ({@code int a[]}). */
    void type(JumboParser.TypeContext type, int extra) {
        array(extra, type, () -> type(type));
    }

    /** {@code referenceType : primitiveType dims | classType dims?} */
    void referenceType(JumboParser.ReferenceTypeContext type) {
        array(NameTranslator.dimensions(type.dims()), type, () -> {
            if (type.primitiveType() != null) {
                primitiveType(type.primitiveType());
            } else {
                classType(type.classType());
            }
        });
    }

    /** {@code result : type | VOID} */
    void result(JumboParser.ResultContext result, int extraDimensions) {
        if (result.VOID() != null) {
            primitive("VOID", result);
        } else {
            type(result.type(), extraDimensions);
        }
    }

    /** {@code localVariableType : type | VAR} */
    void localVariableType(JumboParser.LocalVariableTypeContext type, int extraDimensions) {
        if (type.VAR() != null) {
            construction.begin("VarType", type);
            construction.end();
        } else {
            type(type.type(), extraDimensions);
        }
    }

    /** {@code primitiveType : annotation* ( BOOLEAN | BYTE | SHORT | INT | LONG | CHAR | FLOAT | DOUBLE )} */
    void primitiveType(JumboParser.PrimitiveTypeContext type) {
        String keyword = type.getStop().getText();
        primitive(keyword.toUpperCase(java.util.Locale.ROOT), type);
    }

    /** {@code void} where a type stands ({@code void.class}). */
    void voidType(ParserRuleContext at) {
        primitive("VOID", at);
    }

    private void primitive(String constant, ParserRuleContext at) {
        construction.begin("PrimitiveType", at);
        construction.argument(Construction.TREE + "Primitive." + constant);
        construction.end();
    }

    /**
     * {@code classType : annotation* typeIdentifier typeArguments? ( DOT annotation* typeIdentifier typeArguments? )*}
     * <p>A {@code `Type} hole as the whole name is the hole. The type arguments are the last segment's, then
     * those of the segments before it, innermost first ({@code Holder<Integer>.Describer}: the outer's
     * {@code Integer} binds its {@code T} in the inner class's members).
     */
    void classType(JumboParser.ClassTypeContext type) {
        List<JumboParser.TypeIdentifierContext> segments = type.typeIdentifier();
        for (JumboParser.TypeIdentifierContext segment : segments) {
            if (segment.hole() != null) {
                if (segments.size() > 1) {
                    throw construction.unsupported(segment, "a hole inside a qualified type name is not supported; "
                            + "write the whole type as `Type(...)");
                }
                translators.holes().type(segment.hole());
                return;
            }
        }
        List<String> names = new ArrayList<>();
        for (JumboParser.TypeIdentifierContext segment : segments) {
            names.add(NameTranslator.text(segment));
        }
        Erasure variable = names.size() == 1 ? typeVariable(names.get(0)) : null;
        if (variable != null && variable != KEPT) {
            erased(variable, type, 0);
            return;
        }
        List<JumboParser.TypeArgumentContext> arguments = withOuterArguments(type);
        if (variable == KEPT) {
            named(names.get(0), Optional.empty(), arguments, type, false);
        } else {
            String sourceName = String.join(".", names);
            named(sourceName, typeNames.resolve(sourceName), arguments, type, isDiamond(type));
        }
    }

    /** {@code ArrayList<>}: the last segment's type arguments are written and empty (only a creation allows it). */
    private static boolean isDiamond(JumboParser.ClassTypeContext type) {
        ParseTree last = type.getChild(type.getChildCount() - 1);
        return last instanceof JumboParser.TypeArgumentsContext arguments && arguments.typeArgument().isEmpty();
    }

    /** Writes a class type named in source form, resolved when the build can; {@code arguments} may be empty. */
    void named(String sourceName, List<JumboParser.TypeArgumentContext> arguments, ParserRuleContext at) {
        named(sourceName, typeNames.resolve(sourceName), arguments, at, false);
    }

    /** Writes an unresolved class type: a name resolved at generation time ({@code o.new Inner()}). */
    void unresolved(String sourceName, List<JumboParser.TypeArgumentContext> arguments, ParserRuleContext at) {
        named(sourceName, Optional.empty(), arguments, at, false);
    }

    private void named(String sourceName, Optional<String> binary, List<JumboParser.TypeArgumentContext> arguments,
                       ParserRuleContext at, boolean diamond) {
        construction.begin("NamedType", at);
        construction.argument(JavaLiterals.string(binary.orElse(sourceName)));
        construction.argument(Boolean.toString(binary.isPresent()));
        construction.listArgument(arguments, this::typeArgument);
        if (diamond) {
            construction.argument("true");
        }
        construction.end();
    }

    /** {@code typeArgument : referenceType | annotation* QUESTION ( ( EXTENDS | SUPER ) referenceType )?} */
    void typeArgument(JumboParser.TypeArgumentContext argument) {
        if (argument.QUESTION() == null) {
            referenceType(argument.referenceType());
            return;
        }
        construction.begin("WildcardType", argument);
        JumboParser.ReferenceTypeContext bound = argument.referenceType();
        construction.argument(() -> {
            if (bound == null) {
                construction.raw("null");
            } else {
                referenceType(bound);
            }
        });
        construction.argument(Boolean.toString(argument.SUPER() == null));
        construction.end();
    }

    /** Writes {@code java.util.List.of(...)} of class types ({@code implements}, {@code throws}, bounds). */
    void classTypes(List<JumboParser.ClassTypeContext> types) {
        construction.list(types, this::classType);
    }

    /**
     * Runs {@code body} with type parameters in scope: kept as type variables, or, when
     * {@code erase}, replaced by their first bound ({@code Object} without one).
     */
    void withTypeParameters(JumboParser.TypeParametersContext parameters, boolean erase, Runnable body) {
        Map<String, Erasure> scope = new HashMap<>();
        if (parameters != null) {
            for (JumboParser.TypeParameterContext parameter : parameters.typeParameter()) {
                String name = NameTranslator.text(parameter.typeIdentifier());
                if (name == null) {
                    continue;
                }
                JumboParser.TypeBoundContext bound = parameter.typeBound();
                scope.put(name, erase ? new Erasure(bound == null ? null : bound.classType()) : KEPT);
            }
        }
        typeVariables.addLast(scope);
        try {
            body.run();
        } finally {
            typeVariables.removeLast();
        }
    }

    private Erasure typeVariable(String name) {
        var scopes = typeVariables.descendingIterator();
        while (scopes.hasNext()) {
            Erasure erasure = scopes.next().get(name);
            if (erasure != null) {
                return erasure;
            }
        }
        return null;
    }

    /**
     * The erasure of an erased type variable: its bound without type arguments, or {@code Object}
     * (also for cyclic bounds, which javac rejects afterwards).
     */
    private void erased(Erasure variable, ParserRuleContext at, int depth) {
        if (variable.bound() == null || depth > MOST_CHAINED_BOUNDS) {
            named(OBJECT, Optional.of(OBJECT), List.of(), at, false);
            return;
        }
        List<String> names = new ArrayList<>();
        for (JumboParser.TypeIdentifierContext segment : variable.bound().typeIdentifier()) {
            names.add(NameTranslator.text(segment));
        }
        Erasure inner = names.size() == 1 ? typeVariable(names.get(0)) : null;
        if (inner == KEPT) {
            named(names.get(0), Optional.empty(), List.of(), at, false);
        } else if (inner != null) {
            erased(inner, at, depth + 1);
        } else {
            String sourceName = String.join(".", names);
            named(sourceName, typeNames.resolve(sourceName), List.of(), at, false);
        }
    }

    /**
     * The type arguments written on the last segment of a class type, followed by those of the segments
     * before it from the innermost out; only the last segment's when no other has any.
     */
    private static List<JumboParser.TypeArgumentContext> withOuterArguments(JumboParser.ClassTypeContext type) {
        List<List<JumboParser.TypeArgumentContext>> bySegment = new ArrayList<>();
        for (ParseTree child : type.children) {
            if (child instanceof JumboParser.TypeIdentifierContext) {
                bySegment.add(List.of());
            } else if (child instanceof JumboParser.TypeArgumentsContext arguments) {
                bySegment.set(bySegment.size() - 1, arguments.typeArgument());
            }
        }
        List<JumboParser.TypeArgumentContext> result = new ArrayList<>();
        for (int i = bySegment.size() - 1; i >= 0; i--) {
            result.addAll(bySegment.get(i));
        }
        return result;
    }

    void array(int dimensions, ParserRuleContext at, Runnable element) {
        if (dimensions == 0) {
            element.run();
            return;
        }
        construction.begin("ArrayType", at);
        construction.argument(() -> array(dimensions - 1, at, element));
        construction.end();
    }
}
