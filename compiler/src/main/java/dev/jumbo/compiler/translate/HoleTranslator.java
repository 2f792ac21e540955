package dev.jumbo.compiler.translate;

import dev.jumbo.compiler.parse.HoleCategory;
import dev.jumbo.grammar.Holes;
import dev.jumbo.grammar.JumboParser;

import java.util.EnumSet;
import java.util.Set;

/**
 * Where each hole category may stand (DESIGN.md, "Holes"): a hole in a place its category
 * does not fit is an error at the hole naming both.
 */
final class HoleTranslator {
    /** Categories whose hole is an expression node. */
    private static final Set<HoleCategory> EXPRESSIONS = EnumSet.of(HoleCategory.Expr, HoleCategory.Args,
            HoleCategory.Int, HoleCategory.Long, HoleCategory.Float, HoleCategory.Double, HoleCategory.Bool,
            HoleCategory.Char, HoleCategory.Byte, HoleCategory.Short, HoleCategory.String, HoleCategory.Value);
    /** Categories whose hole is a statement node. */
    static final Set<HoleCategory> STATEMENTS = EnumSet.of(HoleCategory.Stmt, HoleCategory.Body);
    /** Categories whose hole is a class-body declaration node. */
    static final Set<HoleCategory> MEMBERS = EnumSet.of(HoleCategory.Field, HoleCategory.Method,
            HoleCategory.Member, HoleCategory.Class);

    private final Construction construction;

    HoleTranslator(Construction construction) {
        this.construction = construction;
    }

    /** The category of a hole. */
    HoleCategory category(JumboParser.HoleContext hole) {
        String name = Holes.category(hole);
        return HoleCategory.named(name).orElseThrow(() -> construction.unsupported(hole,
                "unknown hole category `" + name + "; the categories are " + HoleCategory.allNames()));
    }

    /** A hole where an expression stands: the expression categories, {@code `Name} (a name) and {@code `Type} (a type). */
    void expression(JumboParser.HoleContext hole) {
        HoleCategory category = category(hole);
        if (EXPRESSIONS.contains(category)) {
            construction.hole(hole, category);
        } else if (category == HoleCategory.Name) {
            construction.begin("Name", hole);
            construction.argument(() -> construction.hole(hole, category));
            construction.end();
        } else if (category == HoleCategory.Type) {
            construction.begin("TypeExpression", hole);
            construction.argument(() -> construction.hole(hole, category));
            construction.end();
        } else {
            throw misplaced(hole, category, "an expression");
        }
    }

    /** A hole where a statement stands: {@code `Stmt} or {@code `Body}. */
    void statement(JumboParser.HoleContext hole) {
        HoleCategory category = category(hole);
        if (category == HoleCategory.Class) {
            throw construction.unsupported(hole, "hole `Class cannot stand among statements: lang's LocalClass "
                    + "holds a class declaration, not a splice; write the local class in the quote");
        }
        expect(hole, category, STATEMENTS, "a statement");
    }

    /** A hole where class-body declarations stand: {@code `Field}, {@code `Method}, {@code `Member}, {@code `Class}. */
    void member(JumboParser.HoleContext hole) {
        expect(hole, category(hole), MEMBERS, "a class-body declaration");
    }

    /** A hole where a type stands: {@code `Type}. */
    void type(JumboParser.HoleContext hole) {
        expect(hole, category(hole), EnumSet.of(HoleCategory.Type), "a type");
    }

    /** A hole where a name stands: {@code `Name} or {@code `x}. */
    void name(JumboParser.HoleContext hole) {
        expect(hole, category(hole), EnumSet.of(HoleCategory.Name), "a name");
    }

    /** A hole where switch cases stand: {@code `Case}. */
    void cases(JumboParser.HoleContext hole) {
        expect(hole, category(hole), EnumSet.of(HoleCategory.Case), "a switch case");
    }

    /** A hole where formal parameters stand: {@code `Formals}. */
    void formals(JumboParser.HoleContext hole) {
        expect(hole, category(hole), EnumSet.of(HoleCategory.Formals), "a formal parameter");
    }

    private void expect(JumboParser.HoleContext hole, HoleCategory category, Set<HoleCategory> accepted, String place) {
        if (!accepted.contains(category)) {
            throw misplaced(hole, category, place);
        }
        construction.hole(hole, category);
    }

    private UnsupportedConstruct misplaced(JumboParser.HoleContext hole, HoleCategory category, String place) {
        return construction.unsupported(hole, "hole `" + category + " cannot stand where " + place + " is expected");
    }
}
