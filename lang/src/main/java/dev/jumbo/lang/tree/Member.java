package dev.jumbo.lang.tree;

/** A class-body declaration: field, method, constructor, initializer or nested type. */
public sealed interface Member extends Node
        permits ClassDeclaration, ConstructorDeclaration, FieldDeclaration, Initializer, MethodDeclaration, SplicedMembers {
    /** Calls the method of {@code visitor} for this node's kind. */
    <R> R accept(Visitor<R> visitor);

    @Override
    default <R> R accept(dev.jumbo.lang.tree.Visitor<R> visitor) {
        return accept((Visitor<R>) visitor);
    }

    /** One method per kind of class-body declaration: a new kind does not compile until every visitor handles it. */
    interface Visitor<R> {
        R visitClassDeclaration(ClassDeclaration node);

        R visitConstructorDeclaration(ConstructorDeclaration node);

        R visitFieldDeclaration(FieldDeclaration node);

        R visitInitializer(Initializer node);

        R visitMethodDeclaration(MethodDeclaration node);

        R visitSplicedMembers(SplicedMembers node);
    }
}
