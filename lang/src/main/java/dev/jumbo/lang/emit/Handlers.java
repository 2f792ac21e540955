package dev.jumbo.lang.emit;

import dev.jumbo.lang.tree.ClassDeclaration;
import dev.jumbo.lang.tree.Lambda;
import dev.jumbo.lang.tree.LocalClass;
import dev.jumbo.lang.tree.MethodReference;
import dev.jumbo.lang.tree.New;
import dev.jumbo.lang.tree.Node;
import dev.jumbo.lang.tree.Synchronized;
import dev.jumbo.lang.tree.TreeScanner;
import dev.jumbo.lang.tree.Try;
import dev.jumbo.lang.tree.TypeNode;
import java.util.List;

/**
 * Whether the arms of a switch expression hold an exception handler ({@code try}, {@code synchronized}),
 * nested expressions included: a handler starts with an empty operand stack, so the values waiting
 * below the switch expression must be stored before it ({@link Switches}), and below every switch
 * expression around it. Lambda bodies and class bodies are methods of their own and are not walked.
 */
final class Handlers extends TreeScanner {
    private boolean found;

    private Handlers() {
    }

    static boolean in(Node node) {
        Handlers handlers = new Handlers();
        handlers.scan(node);
        return handlers.found;
    }

    static boolean in(List<? extends Node> nodes) {
        Handlers handlers = new Handlers();
        handlers.scan(nodes);
        return handlers.found;
    }

    @Override
    public void scan(Node node) {
        if (!found) {
            super.scan(node);
        }
    }

    @Override
    protected void scanType(TypeNode type) {
    }

    @Override
    public Void visitTry(Try node) {
        found = true;
        return null;
    }

    @Override
    public Void visitSynchronized(Synchronized node) {
        found = true;
        return null;
    }

    @Override
    public Void visitNew(New node) {
        scan(node.outer());
        scan(node.arguments()); // an anonymous class body is a class of its own
        return null;
    }

    @Override
    public Void visitLambda(Lambda node) {
        return null;
    }

    @Override
    public Void visitMethodReference(MethodReference node) {
        return null;
    }

    @Override
    public Void visitLocalClass(LocalClass node) {
        return null;
    }

    @Override
    public Void visitClassDeclaration(ClassDeclaration node) {
        return null;
    }
}
