package dev.jumbo.lang.tree;

/**
 * One method per node kind of the whole tree: the kinds of each category ({@link Expression.Visitor},
 * {@link Statement.Visitor}, {@link Member.Visitor}, {@link TypeNode.Visitor}, {@link Case.Visitor},
 * {@link Formal.Visitor}) and the parts that stand only inside other nodes. A walk that needs only one
 * category implements that category's visitor; {@link TreeScanner} visits every child.
 */
public interface Visitor<R> extends Expression.Visitor<R>, Statement.Visitor<R>, Member.Visitor<R>,
        TypeNode.Visitor<R>, Case.Visitor<R>, Formal.Visitor<R> {
    R visitCatchClause(CatchClause node);

    R visitEnumConstant(EnumConstant node);

    R visitTypeParameter(TypeParameter node);

    R visitVariableDeclarator(VariableDeclarator node);
}
