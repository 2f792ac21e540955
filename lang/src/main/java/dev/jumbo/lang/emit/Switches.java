package dev.jumbo.lang.emit;

import dev.jumbo.lang.type.FieldRef;
import dev.jumbo.lang.type.JClass;
import dev.jumbo.lang.type.JPrimitive;
import dev.jumbo.lang.type.JType;
import dev.jumbo.lang.type.Origin;
import dev.jumbo.lang.type.Types;
import dev.jumbo.lang.type.UnitClass;
import dev.jumbo.lang.tree.*;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.objectweb.asm.Label;

import static org.objectweb.asm.Opcodes.*;

/** switch statements and expressions on int-like values, Strings and enums, old and arrow forms. */
final class Switches {
    private Switches() {
    }

    private enum Kind { INT, STRING, ENUM }

    /** One case with the origin it was spliced from. */
    private record Group(SwitchCase node, Origin origin) {
    }

    static void statement(MethodContext m, Switch s) {
        emit(m, s.selector(), s.cases(), s.position(), null, null, null);
    }

    static Bound expression(MethodContext m, SwitchExpression s, JType expected) {
        List<Group> groups = groups(m, s.cases());
        JType type = expected;
        DeclaredClasses declared = null;
        if (type == null) {
            boolean expressionsOnly = true;
            for (Group group : groups) {
                expressionsOnly &= group.node().arrow() && group.node().body().size() == 1
                        && group.node().body().get(0) instanceof ExpressionStatement;
            }
            List<JType> yielded = new ArrayList<>();
            if (expressionsOnly) {
                Origin saved = m.origin;
                declared = m.recordDeclarations(() -> {
                    for (Group group : groups) {
                        m.origin = group.origin();
                        yielded.add(Expressions.value(m, ((ExpressionStatement) group.node().body().get(0))
                                .expression(), null).type);
                    }
                });
                m.origin = saved;
            } else {
                // A standalone switch expression's type comes from what its arms yield (JLS 15.28.1), which
                // is known only in the arms' scopes: a typing walk through them collects those types.
                declared = m.typeOnly(() -> emit(m, s.selector(), s.cases(), s.position(), null, null, yielded));
            }
            for (JType armType : yielded) {
                type = type == null ? armType : unify(type, armType);
            }
            if (type == null) {
                throw m.error(s.position(), "a switch expression needs at least one case");
            }
        }
        JType result = type;
        DeclaredClasses typed = declared;
        // The selector counts too: it is checked while this switch is emitted, when values may already wait
        // below it, so a switch expression with a handler inside the selector cannot start following them.
        boolean handlers = Handlers.in(s.cases()) || Handlers.in(s.selector());
        if (handlers) {
            m.assembler.follow();
        }
        return Bound.of(result, e -> {
            int[] spilled = handlers ? spill(e, s.position()) : new int[0];
            char[] below = handlers ? null : e.assembler.kinds();
            int slot = e.temporary(result);
            e.assembler.constant(Statements.zero(result), result);
            e.assembler.store(result, slot);
            if (typed == null) {
                emit(e, s.selector(), s.cases(), s.position(), result, slot, null);
            } else {
                e.replay(typed, () -> emit(e, s.selector(), s.cases(), s.position(), result, slot, null));
            }
            if (below != null) {
                e.assembler.restore(below);
            }
            reload(e.assembler, spilled);
            e.assembler.load(result, slot);
        });
    }

    /**
     * Stores the values waiting on the operand stack in fresh locals, top first: an exception
     * handler inside the switch starts with an empty stack, and every way out of the switch must
     * reach its end with the same stack. Returns the kind and slot of each value, bottom first.
     */
    private static int[] spill(MethodContext m, int position) {
        char[] kinds = m.assembler.kinds();
        int[] slots = new int[kinds.length * 2];
        for (int i = kinds.length - 1; i >= 0; i--) {
            if (kinds[i] == 'U') {
                throw m.error(position, "unsupported construct: a switch expression inside the arguments of a "
                        + "constructor call with new (it would have to store the uninitialized object)");
            }
            JType type = kindType(kinds[i]);
            int slot = m.temporary(type);
            m.assembler.store(type, slot);
            slots[2 * i] = kinds[i];
            slots[2 * i + 1] = slot;
        }
        return slots;
    }

    private static void reload(Assembler assembler, int[] spilled) {
        for (int i = 0; i < spilled.length; i += 2) {
            assembler.load(kindType((char) spilled[i]), spilled[i + 1]);
        }
    }

    private static JType kindType(char kind) {
        return switch (kind) {
            case 'I' -> JPrimitive.INT;
            case 'J' -> JPrimitive.LONG;
            case 'F' -> JPrimitive.FLOAT;
            case 'D' -> JPrimitive.DOUBLE;
            default -> Types.OBJECT;
        };
    }

    private static JType unify(JType a, JType b) {
        if (a.equals(b)) {
            return a;
        }
        JPrimitive numeric = Types.binaryPromotion(a, b);
        if (numeric != null && (a.isPrimitive() || b.isPrimitive())) {
            return numeric;
        }
        JType boxedA = a instanceof JPrimitive p ? Types.box(p) : a;
        JType boxedB = b instanceof JPrimitive p ? Types.box(p) : b;
        return Types.commonSupertype(boxedA, boxedB);
    }

    private static List<Group> groups(MethodContext m, List<Case> cases) {
        List<Group> result = new ArrayList<>();
        collect(cases, m.origin, result);
        return result;
    }

    private static void collect(List<? extends dev.jumbo.lang.tree.Node> cases, Origin origin, List<Group> into) {
        for (dev.jumbo.lang.tree.Node node : cases) {
            if (node instanceof SplicedCases spliced) {
                for (Fragment code : spliced.codes()) {
                    collect(code.nodes(), origin.enter(code, spliced.position()), into);
                }
            } else {
                into.add(new Group((SwitchCase) node, origin));
            }
        }
    }

    /**
     * The yield target of the switch expression being emitted; in a typing walk ({@code probed} not null)
     * only the types of the yielded values are collected.
     */
    record YieldTarget(JType type, int slot, Label end, int cleanupDepth, List<JType> probed) {
    }

    /** A switch statement ({@code resultType} and {@code probed} null) or expression, or a typing walk of one. */
    private static void emit(MethodContext m, Expression selectorNode, List<Case> cases, int position, JType resultType,
                             Integer resultSlot, List<JType> probed) {
        Bound selector = Expressions.value(m, selectorNode, null);
        JType selectorType = selector.type;
        Kind kind;
        if (selectorType.equals(Types.STRING)) {
            kind = Kind.STRING;
        } else if (selectorType instanceof JClass c && isEnum(c)) {
            kind = Kind.ENUM;
        } else if (Types.unaryPromotion(selectorType) == JPrimitive.INT
                && Types.unboxedOrSelf(selectorType) != JPrimitive.BOOLEAN) {
            kind = Kind.INT;
        } else {
            throw m.error(selectorNode.position(), "unsupported construct: switch on " + selectorType.javaName()
                    + " (switch takes int-like values, Strings and enums)");
        }
        List<Group> groups = groups(m, cases);
        boolean arrow = !groups.isEmpty() && groups.get(0).node().arrow();
        Label end = new Label();
        Label defaultLabel = null;
        List<Label> bodies = new ArrayList<>();
        List<Integer> keys = new ArrayList<>();
        List<Label> keyTargets = new ArrayList<>();
        List<String> strings = new ArrayList<>();
        Set<Object> seen = new HashSet<>();
        Origin saved = m.origin;
        for (Group group : groups) {
            m.origin = group.origin();
            if (group.node().arrow() != arrow) {
                throw m.error(group.node().position(), "a switch cannot mix 'case ->' and 'case :'");
            }
            Label body = new Label();
            bodies.add(body);
            if (group.node().isDefault()) {
                if (defaultLabel != null) {
                    throw m.error(group.node().position(), "duplicate default label");
                }
                defaultLabel = body;
            }
            for (Expression label : group.node().labels()) {
                Object key = key(m, kind, selectorType, label);
                if (!seen.add(key)) {
                    throw m.error(label.position(), "duplicate case label " + key);
                }
                if (kind == Kind.STRING) {
                    strings.add((String) key);
                } else {
                    keys.add((Integer) key);
                }
                keyTargets.add(body);
            }
        }
        m.origin = saved;
        Label noMatch = new Label();
        Label otherwise = defaultLabel != null ? defaultLabel : resultType != null ? noMatch : end;
        dispatch(m, kind, selector, keys, strings, keyTargets, otherwise);
        java.util.BitSet selected = Definite.snapshot(m);
        java.util.BitSet exits = null;
        java.util.BitSet previousEnd = null;
        Jump jump = new Jump(null, end, null, true, m.cleanups.size());
        YieldTarget yield = resultType == null && probed == null ? null
                : new YieldTarget(resultType, resultSlot == null ? -1 : resultSlot, end, m.cleanups.size(), probed);
        if (yield != null) {
            jump.switchExpressionBoundary = true;
            m.inSwitchExpression++;
            m.yields.add(yield);
        }
        m.jumps.add(jump);
        Scope scope = m.scope;
        int slot = m.nextSlot();
        boolean lastCompletes = true;
        boolean anyArmCompletes = false;
        for (int i = 0; i < groups.size(); i++) {
            Group group = groups.get(i);
            m.origin = group.origin();
            m.assembler.visitLabel(bodies.get(i));
            boolean fallsIn = i > 0 && !arrow && m.reachable;
            m.reachable = true;
            Definite.restore(m, fallsIn ? Definite.join(selected, previousEnd) : selected);
            if (arrow) {
                Scope armScope = m.scope;
                int armSlot = m.nextSlot();
                List<Statement> body = group.node().body();
                if (yield != null && body.size() == 1 && body.get(0) instanceof ExpressionStatement value) {
                    if (probed != null) {
                        probed.add(Expressions.value(m, value.expression(), null).type);
                    } else {
                        Bound bound = Expressions.assignable(m, value.expression(), resultType, "the switch expression");
                        bound.emit(m);
                        m.assembler.store(resultType, resultSlot);
                    }
                } else {
                    for (Statement statement : body) {
                        Statements.emit(m, statement);
                    }
                }
                m.restore(armScope, armSlot);
                if (m.reachable) {
                    if (yield != null && !(body.size() == 1 && body.get(0) instanceof ExpressionStatement)) {
                        throw m.error(group.node().position(), "a switch expression arm must yield a value");
                    }
                    anyArmCompletes = true;
                    exits = exits == null ? Definite.snapshot(m) : Definite.join(exits, Definite.snapshot(m));
                    m.assembler.visitJumpInsn(GOTO, end);
                }
            } else {
                // A group's locals stay in scope in the later groups (JLS 6.3), but are definitely
                // assigned there only when assigned on every path, which Definite checks.
                for (Statement statement : group.node().body()) {
                    Statements.emit(m, statement);
                }
                lastCompletes = m.reachable;
                previousEnd = Definite.snapshot(m);
            }
        }
        m.origin = saved;
        m.jumps.remove(jump);
        m.restore(scope, slot);
        if (yield != null) {
            m.inSwitchExpression--;
            m.yields.remove(m.yields.size() - 1);
            if (!arrow && lastCompletes && !groups.isEmpty()) {
                throw m.error(position, "a switch expression must yield a value in its last group");
            }
            if (defaultLabel == null && kind != Kind.ENUM) {
                throw m.error(position, "the switch expression does not cover all possible input values (add default)");
            }
            if (defaultLabel == null) {
                // an enum switch expression without default throws on an unknown constant, as javac's does.
                m.assembler.visitLabel(noMatch);
                m.assembler.visitTypeInsn(NEW, "java/lang/IncompatibleClassChangeError");
                m.assembler.visitInsn(DUP);
                m.assembler.visitMethodInsn(INVOKESPECIAL, "java/lang/IncompatibleClassChangeError", "<init>", "()V", false);
                m.assembler.visitInsn(ATHROW);
            }
            m.assembler.visitLabel(end);
            m.reachable = true;
            Definite.restore(m, selected); // conservative: what the arms assign does not count after it
            return;
        }
        m.assembler.visitLabel(end);
        // Every way out: completed arms, breaks, falling off the last group, no case matching.
        java.util.BitSet after = Definite.join(exits, jump.breakState);
        after = Definite.join(after, !arrow && lastCompletes ? previousEnd : null);
        after = Definite.join(after, defaultLabel == null || groups.isEmpty() ? selected : null);
        Definite.restore(m, after);
        m.reachable = (arrow ? anyArmCompletes : lastCompletes) || jump.broken || defaultLabel == null || groups.isEmpty();
    }

    static boolean isEnum(JClass c) {
        if (c.loaded() != null) {
            return c.loaded().isEnum();
        }
        return c instanceof UnitClass u && u.declaration().kind() == TypeKind.ENUM;
    }

    private static Object key(MethodContext m, Kind kind, JType selectorType, Expression label) {
        if (kind == Kind.ENUM) {
            Expression unwrapped = label;
            if (unwrapped instanceof FieldAccess access) {
                unwrapped = new Name(access.position(), access.name());
            }
            if (!(unwrapped instanceof Name name)) {
                throw m.error(label.position(), "an enum case label must be a constant name");
            }
            int ordinal = ordinal((JClass) selectorType, name.identifier());
            if (ordinal < 0) {
                throw m.error(label.position(), "cannot find symbol: " + name.identifier() + " is not a constant of "
                        + selectorType.javaName());
            }
            return ordinal;
        }
        m.constantLabel++;
        Bound bound;
        try {
            bound = Expressions.value(m, label, null);
        } finally {
            m.constantLabel--;
        }
        if (bound.constant == null) {
            throw m.error(label.position(), "a case label must be a constant expression");
        }
        if (kind == Kind.STRING) {
            if (!(bound.constant instanceof String)) {
                throw m.error(label.position(), "type mismatch: the case label must be a String");
            }
            return bound.constant;
        }
        JPrimitive selectorPrimitive = (JPrimitive) Types.unboxedOrSelf(selectorType);
        Expressions.convertForAssignment(m, bound, selectorPrimitive, label.position(), "the case label");
        Object value = bound.constant;
        if (value instanceof Character c) {
            return (int) c;
        }
        if (!(value instanceof Integer || value instanceof Short || value instanceof Byte)) {
            throw m.error(label.position(), "type mismatch: the case label must be an int-like constant");
        }
        return ((Number) value).intValue();
    }

    private static int ordinal(JClass type, String name) {
        if (type.loaded() != null) {
            Object[] constants = type.loaded().getEnumConstants();
            for (Object constant : constants) {
                if (((Enum<?>) constant).name().equals(name)) {
                    return ((Enum<?>) constant).ordinal();
                }
            }
            return -1;
        }
        List<EnumConstant> constants = ((UnitClass) type).declaration().enumConstants();
        for (int i = 0; i < constants.size(); i++) {
            if (constants.get(i).name().equals(name)) {
                return i;
            }
        }
        return -1;
    }

    private static void dispatch(MethodContext m, Kind kind, Bound selector, List<Integer> keys, List<String> strings,
                                 List<Label> targets, Label otherwise) {
        selector.emit(m);
        if (kind == Kind.STRING) {
            int slot = m.temporary(Types.STRING);
            m.assembler.visitInsn(DUP);
            m.assembler.visitVarInsn(ASTORE, slot);
            m.assembler.visitMethodInsn(INVOKEVIRTUAL, "java/lang/String", "hashCode", "()I", false);
            m.assembler.visitInsn(POP);
            for (int i = 0; i < strings.size(); i++) {
                m.assembler.visitVarInsn(ALOAD, slot);
                m.assembler.visitLdcInsn(strings.get(i));
                m.assembler.visitMethodInsn(INVOKEVIRTUAL, "java/lang/String", "equals", "(Ljava/lang/Object;)Z", false);
                m.assembler.visitJumpInsn(IFNE, targets.get(i));
            }
            m.assembler.visitJumpInsn(GOTO, otherwise);
            return;
        }
        if (kind == Kind.ENUM) {
            m.assembler.visitMethodInsn(INVOKEVIRTUAL, selector.type.internalName(), "ordinal", "()I", false);
        } else {
            m.assembler.convert(selector.type, JPrimitive.INT);
        }
        int[] sortedKeys = keys.stream().mapToInt(Integer::intValue).sorted().toArray();
        Label[] sortedTargets = new Label[sortedKeys.length];
        for (int i = 0; i < sortedKeys.length; i++) {
            sortedTargets[i] = targets.get(keys.indexOf(sortedKeys[i]));
        }
        m.assembler.visitLookupSwitchInsn(otherwise, sortedKeys, sortedTargets);
    }

    static void yield(MethodContext m, Yield s) {
        if (m.yields.isEmpty()) {
            throw m.error(s.position(), "yield outside of a switch expression");
        }
        YieldTarget target = m.yields.get(m.yields.size() - 1);
        if (target.probed() != null) {
            target.probed().add(Expressions.value(m, s.value(), null).type);
            m.reachable = false;
            return;
        }
        Bound value = Expressions.assignable(m, s.value(), target.type(), "the switch expression");
        value.emit(m);
        m.assembler.store(target.type(), target.slot());
        m.cleanupTo(target.cleanupDepth());
        m.assembler.visitJumpInsn(GOTO, target.end());
        m.reachable = false;
    }

    static FieldRef none() {
        return null;
    }
}
