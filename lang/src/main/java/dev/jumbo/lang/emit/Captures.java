package dev.jumbo.lang.emit;

import dev.jumbo.lang.tree.Member;
import dev.jumbo.lang.tree.MethodCall;
import dev.jumbo.lang.tree.Name;
import dev.jumbo.lang.tree.New;
import dev.jumbo.lang.tree.Node;
import dev.jumbo.lang.tree.Super;
import dev.jumbo.lang.tree.This;
import dev.jumbo.lang.tree.TreeScanner;
import dev.jumbo.lang.tree.TypeNode;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a lambda body or a local class uses from the method around it, found by one scan of
 * that body only: the enclosing locals it names, and whether it may need {@code this}. The
 * scan over-approximates (a name may turn out to be shadowed), which costs at most an unused
 * captured value.
 */
final class Captures extends TreeScanner {
    /** The enclosing locals used, in first-use order. */
    final Map<String, Local> locals = new LinkedHashMap<>();
    /** Whether the body may use the enclosing instance. */
    boolean usesThis;

    private final MethodContext around;

    private Captures(MethodContext around) {
        this.around = around;
    }

    /** Nothing used: a function whose body is not in the tree. */
    static Captures of(MethodContext around) {
        return new Captures(around);
    }

    /** Scans {@code node} for what it uses of the locals in scope in {@code around}. */
    static Captures of(MethodContext around, Node node) {
        Captures captures = new Captures(around);
        captures.scan(node);
        return captures;
    }

    /** Scans the names a local class passes on to its superclass, then its members. */
    static Captures of(MethodContext around, List<Name> superclassCaptures, List<Member> members) {
        Captures captures = new Captures(around);
        captures.scan(superclassCaptures);
        captures.scan(members);
        return captures;
    }

    /**
     * A local class created here passes the locals it captures to its constructor, so they are used here too
     * ({@code () -> new Greeter()} where {@code Greeter} reads a local). Local classes are named by source names,
     * which the compiler leaves unresolved; a name not resolvable here is a class declared inside the scanned body.
     */
    private void localClassCaptures(TypeNode type) {
        if (!(type instanceof dev.jumbo.lang.tree.NamedType named) || named.binary()) {
            return;
        }
        dev.jumbo.lang.type.JType resolved;
        try {
            resolved = Expressions.resolve(around, type);
        } catch (dev.jumbo.lang.CodeException declaredInside) {
            return;
        }
        if (dev.jumbo.lang.type.Generics.erasure(resolved) instanceof dev.jumbo.lang.type.UnitClass local) {
            addCapturedBy(local);
        }
    }

    /** The locals of {@code around} that the local class {@code local} captures. */
    void addCapturedBy(dev.jumbo.lang.type.UnitClass local) {
        for (dev.jumbo.lang.type.FieldRef captured : local.captured()) {
            String name = captured.name().substring("val$".length());
            Local found = around.lookup(name);
            if (found != null) {
                locals.putIfAbsent(name, found);
            }
        }
    }

    @Override
    protected void scanType(TypeNode type) {
    }

    @Override
    public Void visitName(Name node) {
        Local local = around.lookup(node.identifier());
        if (local != null) {
            locals.putIfAbsent(node.identifier(), local);
        } else {
            usesThis = true; // maybe a field of this or of an outer instance
        }
        return null;
    }

    @Override
    public Void visitThis(This node) {
        usesThis = true;
        return super.visitThis(node);
    }

    @Override
    public Void visitSuper(Super node) {
        usesThis = true;
        return super.visitSuper(node);
    }

    @Override
    public Void visitNew(New node) {
        usesThis = true;
        if (node.outer() == null) {
            localClassCaptures(node.type());
        }
        return super.visitNew(node);
    }

    @Override
    public Void visitMethodCall(MethodCall node) {
        if (node.target() == null) {
            usesThis = true;
        }
        return super.visitMethodCall(node);
    }
}
