package dev.jumbo.compiler.translate;

import dev.jumbo.compiler.parse.HoleCategory;
import dev.jumbo.grammar.JumboParser;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.tree.ParseTree;

import java.util.ArrayList;
import java.util.List;

/**
 * Writes the Java expression that a quote becomes: the {@code dev.jumbo.lang.Quote} entry point
 * of the fragment's category (the labelled alternative of {@code quoteFragment} the grammar
 * chose), given the fragment's node trees. A fragment made of holes only takes the category
 * of its holes: {@code $< `Stmt(s) >$} is statements, {@code $< `Field(f) `Method(m) >$} members.
 */
final class QuoteTranslator extends TranslatingVisitor {
    private int quoteOffset;

    QuoteTranslator(Construction construction, Translators translators) {
        super(construction, translators);
    }

    /** {@code quote : QUOTE_OPEN quoteFragment? QUOTE_CLOSE}; an empty quote is a syntax error of the grammar's. */
    void quote(JumboParser.QuoteContext quote) {
        quoteOffset = construction.offset(quote);
        if (quote.quoteFragment() == null) {
            write("statements", List.of());
        } else {
            quote.quoteFragment().accept(this);
        }
    }

    /** {@code #expressionFragment : expression} */
    @Override
    public Void visitExpressionFragment(JumboParser.ExpressionFragmentContext fragment) {
        JumboParser.HoleContext hole = loneHole(fragment.expression());
        if (hole == null) {
            write("expression", List.of(() -> translators.expressions().expression(fragment.expression())));
            return null;
        }
        HoleCategory category = translators.holes().category(hole);
        switch (category) {
            case Stmt, Body -> write("statements", List.of(() -> translators.holes().statement(hole)));
            case Field, Method, Member -> write("members", List.of(() -> translators.holes().member(hole)));
            case Class -> write("types", List.of(() -> translators.holes().member(hole)));
            case Case -> write("cases", List.of(() -> translators.holes().cases(hole)));
            case Formals -> write("formal", List.of(() -> translators.holes().formals(hole)));
            default -> write("expression", List.of(() -> translators.holes().expression(hole)));
        }
        return null;
    }

    /** {@code #typeDeclarationsFragment : hole* classOrInterfaceDeclaration typeDeclaration*} */
    @Override
    public Void visitTypeDeclarationsFragment(JumboParser.TypeDeclarationsFragmentContext fragment) {
        List<Runnable> items = new ArrayList<>();
        for (ParseTree child : fragment.children) {
            if (child instanceof JumboParser.HoleContext hole) {
                items.add(() -> translators.holes().member(hole));
            } else if (child instanceof JumboParser.ClassOrInterfaceDeclarationContext declaration) {
                items.add(() -> translators.typeDeclarations().classOrInterfaceDeclaration(declaration));
            } else if (child instanceof JumboParser.TypeDeclarationContext declaration) {
                items.add(() -> typeDeclaration(declaration));
            }
        }
        write("types", items);
        return null;
    }

    /** {@code #blockStatementsFragment : blockStatement+}; holes of declarations only make members (or types). */
    @Override
    public Void visitBlockStatementsFragment(JumboParser.BlockStatementsFragmentContext fragment) {
        List<JumboParser.BlockStatementContext> statements = fragment.blockStatement();
        List<JumboParser.HoleContext> holes = new ArrayList<>();
        for (JumboParser.BlockStatementContext statement : statements) {
            if (statement instanceof JumboParser.BlockStatementHoleContext hole
                    && HoleTranslator.MEMBERS.contains(translators.holes().category(hole.hole()))) {
                holes.add(hole.hole());
            }
        }
        if (holes.size() == statements.size()) {
            boolean types = holes.stream().allMatch(hole -> translators.holes().category(hole) == HoleCategory.Class);
            List<Runnable> items = new ArrayList<>();
            holes.forEach(hole -> items.add(() -> translators.holes().member(hole)));
            write(types ? "types" : "members", items);
            return null;
        }
        List<Runnable> items = new ArrayList<>();
        statements.forEach(statement -> items.add(() -> translators.blockStatements().blockStatement(statement)));
        write("statements", items);
        return null;
    }

    /** {@code #classBodyDeclarationsFragment : classBodyDeclaration+} */
    @Override
    public Void visitClassBodyDeclarationsFragment(JumboParser.ClassBodyDeclarationsFragmentContext fragment) {
        List<Runnable> items = new ArrayList<>();
        for (JumboParser.ClassBodyDeclarationContext declaration : fragment.classBodyDeclaration()) {
            if (!(declaration instanceof JumboParser.EmptyClassBodyDeclarationContext)) {
                items.add(() -> translators.members().member(declaration));
            }
        }
        write("members", items);
        return null;
    }

    /** {@code #switchBlockGroupsFragment : ( switchBlockStatementGroup+ | switchRule+ )} */
    @Override
    public Void visitSwitchBlockGroupsFragment(JumboParser.SwitchBlockGroupsFragmentContext fragment) {
        List<Runnable> items = new ArrayList<>();
        fragment.switchRule().forEach(rule -> items.add(() -> translators.switches().rule(rule)));
        fragment.switchBlockStatementGroup().forEach(group -> items.addAll(translators.switches().group(group)));
        write("cases", items);
        return null;
    }

    /** {@code #formalParameterFragment : formalParameter} */
    @Override
    public Void visitFormalParameterFragment(JumboParser.FormalParameterFragmentContext fragment) {
        write("formal", List.of(() -> translators.members().formalParameter(fragment.formalParameter())));
        return null;
    }

    /** {@code typeDeclaration : classOrInterfaceDeclaration | hole} */
    private void typeDeclaration(JumboParser.TypeDeclarationContext declaration) {
        if (declaration.hole() != null) {
            translators.holes().member(declaration.hole());
        } else {
            translators.typeDeclarations().classOrInterfaceDeclaration(declaration.classOrInterfaceDeclaration());
        }
    }

    private void write(String entry, List<Runnable> items) {
        construction.beginQuote(entry, quoteOffset);
        for (Runnable item : items) {
            construction.raw(", ");
            item.run();
        }
        construction.end();
    }

    /** The hole an expression consists of, without parentheses, or {@code null}. */
    private static JumboParser.HoleContext loneHole(ParserRuleContext expression) {
        if (expression instanceof JumboParser.ExpressionContext wrapper && wrapper.assignmentExpression() != null) {
            return loneHole(wrapper.assignmentExpression());
        }
        if (expression instanceof JumboParser.PrimaryExpressionContext primary
                && primary.primary() instanceof JumboParser.NamePrimaryContext name) {
            return name.identifier().hole();
        }
        return null;
    }
}
