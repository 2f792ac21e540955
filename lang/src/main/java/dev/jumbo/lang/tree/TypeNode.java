package dev.jumbo.lang.tree;

/** A reference to a type, anywhere a type may stand. */
public sealed interface TypeNode extends Node
        permits ArrayType, NamedType, PrimitiveType, ReflectedType, SplicedType, VarType, WildcardType {
    /** Calls the method of {@code visitor} for this node's kind. */
    <R> R accept(Visitor<R> visitor);

    @Override
    default <R> R accept(dev.jumbo.lang.tree.Visitor<R> visitor) {
        return accept((Visitor<R>) visitor);
    }

    /** One method per kind of type: a new kind does not compile until every visitor handles it. */
    interface Visitor<R> {
        R visitArrayType(ArrayType node);

        R visitNamedType(NamedType node);

        R visitPrimitiveType(PrimitiveType node);

        R visitReflectedType(ReflectedType node);

        R visitSplicedType(SplicedType node);

        R visitVarType(VarType node);

        R visitWildcardType(WildcardType node);
    }
}
