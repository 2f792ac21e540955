package dev.jumbo.lang.emit;

import dev.jumbo.lang.type.JArray;
import dev.jumbo.lang.type.JClass;
import dev.jumbo.lang.type.JPrimitive;
import dev.jumbo.lang.type.JType;
import dev.jumbo.lang.type.LoadedClass;
import dev.jumbo.lang.type.Types;
import dev.jumbo.lang.lower.ForEachLowering;
import dev.jumbo.lang.tree.*;
import org.objectweb.asm.Label;

import static org.objectweb.asm.Opcodes.*;

/** Loops, labelled statements, break and continue. */
final class Loops {
    private Loops() {
    }

    private static Jump push(MethodContext m, String label, Label breakLabel, Label continueLabel) {
        Jump jump = new Jump(label, breakLabel, continueLabel, true, m.cleanups.size());
        m.jumps.add(jump);
        return jump;
    }

    private static void pop(MethodContext m) {
        m.jumps.remove(m.jumps.size() - 1);
    }

    static void whileLoop(MethodContext m, While s, String label) {
        Bound condition = Operators.condition(m, s.condition());
        java.util.BitSet whenFalse = exitState(m, condition);
        Definite.restore(m, condition.whenTrue);
        Label top = new Label();
        Label end = new Label();
        m.assembler.visitLabel(top);
        condition.branch(m, end, false);
        Jump jump = push(m, label, end, top);
        Statements.scoped(m, s.body());
        pop(m);
        if (m.reachable) {
            m.assembler.visitJumpInsn(GOTO, top);
        }
        m.assembler.visitLabel(end);
        m.reachable = !Boolean.TRUE.equals(condition.constant) || jump.broken;
        Definite.restore(m, Definite.join(whenFalse, jump.breakState));
    }

    static void doWhile(MethodContext m, DoWhile s, String label) {
        Label top = new Label();
        Label next = new Label();
        Label end = new Label();
        m.assembler.visitLabel(top);
        Jump jump = push(m, label, end, next);
        Statements.scoped(m, s.body());
        pop(m);
        boolean conditionReachable = m.reachable || jump.continued;
        Definite.restore(m, Definite.join(Definite.snapshot(m), jump.continueState));
        Bound condition = Operators.condition(m, s.condition());
        java.util.BitSet whenFalse = exitState(m, condition);
        m.assembler.visitLabel(next);
        if (conditionReachable) {
            m.reachable = true;
            condition.branch(m, top, true);
        }
        m.assembler.visitLabel(end);
        m.reachable = (conditionReachable && !Boolean.TRUE.equals(condition.constant)) || jump.broken;
        Definite.restore(m, Definite.join(conditionReachable ? whenFalse : null, jump.breakState));
    }

    static void forLoop(MethodContext m, For s, String label) {
        Scope scope = m.scope;
        int slot = m.nextSlot();
        for (Statement initializer : s.initializers()) {
            Statements.emit(m, initializer);
        }
        Scope beforeCondition = m.scope;
        Bound condition = s.condition() == null ? null : Operators.condition(m, s.condition());
        Scope conditionBindings = m.scope;
        int afterCondition = m.nextSlot();
        java.util.BitSet whenFalse = condition == null ? null : exitState(m, condition);
        if (condition != null) {
            Definite.restore(m, condition.whenTrue);
        }
        Label top = new Label();
        Label next = new Label();
        Label end = new Label();
        m.assembler.visitLabel(top);
        if (condition != null) {
            condition.branch(m, end, false);
        }
        Jump jump = push(m, label, end, next);
        Statements.scoped(m, s.body());
        pop(m);
        m.assembler.visitLabel(next);
        if (m.reachable || jump.continued) {
            Definite.restore(m, Definite.join(Definite.snapshot(m), jump.continueState));
            m.reachable = true;
            for (Expression update : s.updates()) {
                Bound bound = Expressions.attribute(m, update, null);
                if (!bound.isStatementExpression()) {
                    throw m.error(update.position(), "not a statement: a for update must be an assignment, ++/--, "
                            + "a call or an object creation");
                }
                bound.emitStatement(m);
            }
            m.assembler.visitJumpInsn(GOTO, top);
        }
        m.assembler.visitLabel(end);
        boolean infinite = condition == null || Boolean.TRUE.equals(condition.constant);
        m.reachable = !infinite || jump.broken;
        Definite.restore(m, Definite.join(infinite ? null : whenFalse, jump.breakState));
        m.restore(scope, slot);
        if (conditionBindings != beforeCondition) {
            // The pattern variables of the condition outlive the loop (JLS 6.3.2.5: in scope after it where the
            // condition is false and no break leaves it); their slots stay reserved.
            java.util.List<Local> bindings = new java.util.ArrayList<>();
            for (Scope chain = conditionBindings; chain != beforeCondition; chain = chain.outer()) {
                bindings.add(0, chain.local());
            }
            Scope outer = scope;
            for (Local binding : bindings) {
                outer = outer.with(binding);
            }
            m.restore(outer, afterCondition);
        }
    }

    /**
     * The enhanced for loop: its expression is typed and checked here, stored in a synthetic local, and the loop
     * lowered to a basic one over it ({@link ForEachLowering}), which is what is emitted.
     */
    static void forEach(MethodContext m, ForEach s, String label) {
        Scope scope = m.scope;
        int slot = m.nextSlot();
        Bound iterable = Expressions.value(m, s.iterable(), null);
        JClass iterableType = LoadedClass.classOf(Iterable.class);
        JType element;
        boolean array = iterable.type instanceof JArray;
        if (array) {
            element = ((JArray) iterable.type).element();
        } else if (Types.isReferenceAssignable(iterable.type, iterableType)) {
            // Iterable<T>.iterator() is Iterator<T>, whose next() is T: the type arguments narrow the element.
            JType iterator = dev.jumbo.lang.type.Generics.returnType(iterable.type,
                    Statements.method(iterableType, "iterator"));
            element = dev.jumbo.lang.type.Generics.returnType(iterator,
                    Statements.method(LoadedClass.classOf(java.util.Iterator.class), "next"));
            if (element instanceof dev.jumbo.lang.type.JInferred || !Access.isTypeAccessible(m.owner, element)) {
                element = Types.OBJECT;
            }
        } else {
            throw m.error(s.position(), "type mismatch: for-each needs an array or an Iterable, but the expression is "
                    + iterable.type.javaName());
        }
        boolean inferred = s.type() instanceof VarType;
        JType declared = inferred ? element : Expressions.resolve(m, s.type());
        boolean assignable = Types.isLooselyConvertible(element, declared);
        boolean convertible = assignable
                || (!array && declared.isReference() && Types.isCastable(element, declared))
                || (!array && Types.unboxed(declared) == null && declared instanceof JPrimitive);
        if (!convertible) {
            throw m.error(s.position(), "type mismatch: the elements are " + element.javaName()
                    + ", which cannot be assigned to " + declared.javaName());
        }
        String source = fresh(m, array ? "array" : "iterable");
        JType sourceType = iterable.type == dev.jumbo.lang.type.JNull.INSTANCE ? iterableType : iterable.type;
        iterable.emit(m);
        m.assembler.store(sourceType, m.declare(source, sourceType, s.position()).slot());
        For lowered;
        if (array) {
            lowered = ForEachLowering.overArray(s, s.type(), source, fresh(m, "index"));
        } else {
            // `var` over elements read as Object (erased or inaccessible type arguments) declares an Object.
            TypeNode variableType = inferred && element == Types.OBJECT ? new ReflectedType(s.position(), Object.class)
                    : s.type();
            lowered = ForEachLowering.overIterable(s, variableType, source, fresh(m, "iterator"),
                    assignable ? java.util.List.of() : casts(s, element, declared));
        }
        forLoop(m, lowered, label);
        m.restore(scope, slot);
    }

    /**
     * A name for a synthetic local that no local in scope has, nor one of an enclosing method a lambda or local
     * class here may capture (their slots are numbered apart).
     */
    private static String fresh(MethodContext m, String what) {
        for (int number = m.nextSlot(); ; number++) {
            String name = ForEachLowering.synthetic(what, number);
            if (m.lookup(name) == null && m.enclosing.lookup(name) == null) {
                return name;
            }
        }
    }

    /**
     * The casts that take an element of an {@code Iterable} not assignable to the loop variable to its type, as this
     * loop always did (javac refuses such loops; lang reads the elements of erased type arguments as Object):
     * a reference by a checked cast, a primitive by its box (or the element's own primitive, unboxed first).
     */
    private static java.util.List<TypeNode> casts(ForEach s, JType element, JType declared) {
        int at = s.position();
        if (declared.isReference()) {
            return java.util.List.of(s.type());
        }
        JPrimitive unboxed = Types.unboxed(element);
        if (unboxed != null) {
            Primitive primitive = Primitive.valueOf(unboxed.javaName().toUpperCase(java.util.Locale.ROOT));
            return java.util.List.of(s.type(), new PrimitiveType(at, primitive));
        }
        Class<?> box = ((JPrimitive) declared).boxClass();
        return java.util.List.of(s.type(), new ReflectedType(at, box), new ReflectedType(at, Object.class));
    }

    /** The state when a loop condition is false: vacuous for a constant true. */
    private static java.util.BitSet exitState(MethodContext m, Bound condition) {
        if (Boolean.TRUE.equals(condition.constant)) {
            return null;
        }
        return condition.whenFalse != null ? condition.whenFalse : Definite.snapshot(m);
    }

    static void labeled(MethodContext m, Labeled s) {
        for (Jump jump : m.jumps) {
            if (s.label().equals(jump.label)) {
                throw m.error(s.position(), "the label " + s.label() + " is already in use");
            }
        }
        Statement body = s.statement();
        if (body instanceof While loop) {
            whileLoop(m, loop, s.label());
        } else if (body instanceof DoWhile loop) {
            doWhile(m, loop, s.label());
        } else if (body instanceof For loop) {
            forLoop(m, loop, s.label());
        } else if (body instanceof ForEach loop) {
            forEach(m, loop, s.label());
        } else {
            Label end = new Label();
            Jump jump = new Jump(s.label(), end, null, false, m.cleanups.size());
            m.jumps.add(jump);
            if (body instanceof If || body instanceof Labeled) {
                Statements.emit(m, body); // the pattern variables it introduces outlive it (JLS 6.3.2.7)
            } else {
                Statements.scoped(m, body);
            }
            pop(m);
            m.assembler.visitLabel(end);
            Definite.restore(m, Definite.join(Definite.snapshot(m), jump.breakState));
            m.reachable = m.reachable || jump.broken;
        }
    }

    static void breakStatement(MethodContext m, Break s) {
        Jump target = find(m, s.label(), false, s.position());
        target.breakState = target.broken ? Definite.join(target.breakState, Definite.snapshot(m)) : Definite.snapshot(m);
        target.broken = true;
        m.cleanupTo(target.cleanupDepth);
        m.assembler.visitJumpInsn(GOTO, target.breakLabel);
        m.reachable = false;
    }

    static void continueStatement(MethodContext m, Continue s) {
        Jump target = find(m, s.label(), true, s.position());
        target.continueState = target.continued ? Definite.join(target.continueState, Definite.snapshot(m))
                : Definite.snapshot(m);
        target.continued = true;
        m.cleanupTo(target.cleanupDepth);
        m.assembler.visitJumpInsn(GOTO, target.continueLabel);
        m.reachable = false;
    }

    private static Jump find(MethodContext m, String label, boolean isContinue, int position) {
        for (int i = m.jumps.size() - 1; i >= 0; i--) {
            Jump jump = m.jumps.get(i);
            if (jump.switchExpressionBoundary) {
                break;
            }
            boolean matches = label == null ? (isContinue ? jump.continueLabel != null : jump.breakableUnlabelled)
                    : label.equals(jump.label);
            if (matches) {
                if (isContinue && jump.continueLabel == null) {
                    throw m.error(position, "continue " + label + ": the label does not name a loop");
                }
                return jump;
            }
        }
        String what = isContinue ? "continue" : "break";
        throw m.error(position, label == null ? what + " outside of a loop" + (isContinue ? "" : " or switch")
                : what + " " + label + ": no enclosing statement has that label");
    }
}
