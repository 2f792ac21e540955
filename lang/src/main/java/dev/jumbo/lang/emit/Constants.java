package dev.jumbo.lang.emit;

import dev.jumbo.lang.type.FieldRef;
import dev.jumbo.lang.type.JClass;
import dev.jumbo.lang.type.JPrimitive;
import dev.jumbo.lang.type.Members;
import dev.jumbo.lang.type.Types;
import dev.jumbo.lang.type.UnitClass;
import dev.jumbo.lang.tree.Expression;
import dev.jumbo.lang.tree.FieldAccess;
import dev.jumbo.lang.tree.FieldDeclaration;
import dev.jumbo.lang.tree.Member;
import dev.jumbo.lang.tree.Name;
import dev.jumbo.lang.tree.SplicedExpression;
import dev.jumbo.lang.tree.VariableDeclarator;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;

/**
 * Named compile-time constants (JLS 15.29) where Java requires a constant, in {@code case}
 * labels: a static final field of primitive or String type, of a generated class (its
 * initializer folded) or of a library class (its value, read once the class is initialized).
 */
final class Constants {
    private Constants() {
    }

    /** The constant {@code expression} names, bound, or null when it names no constant. */
    static Bound of(MethodContext m, Expression expression) {
        if (m.constantDepth > 8) {
            return null; // a cycle of initializers: not constants
        }
        m.constantDepth++;
        try {
            FieldRef[] field = new FieldRef[1];
            Object value = value(m, expression, field);
            return value == null ? null : Bound.constant(field[0].type(), value);
        } finally {
            m.constantDepth--;
        }
    }

    private static Object value(MethodContext m, Expression expression, FieldRef[] found) {
        if (expression instanceof SplicedExpression spliced) {
            return value(m, (Expression) spliced.code().nodes().get(0), found);
        }
        FieldRef field = null;
        if (expression instanceof Name name) {
            if (m.lookup(name.identifier()) != null) {
                return null;
            }
            for (JClass c = m.owner.self; c != null && field == null; c = c.outer()) {
                field = Members.field(c, name.identifier());
            }
        } else if (expression instanceof FieldAccess access) {
            Qualifier target = Expressions.qualifier(m, access.target());
            if (target.type() != null) {
                field = Members.field(target.type(), access.name());
            }
        }
        if (field == null || !field.isStatic() || !Modifier.isFinal(field.modifiers())
                || !(field.type().isPrimitive() || field.type().equals(Types.STRING))) {
            return null;
        }
        found[0] = field;
        return field.owner() instanceof UnitClass unit ? generated(m, unit, field) : loaded(field);
    }

    private static Object generated(MethodContext m, UnitClass unit, FieldRef field) {
        for (MemberList.Entry<Member> entry : MemberList.members(unit.declaration().members(), m.origin)) {
            if (entry.node() instanceof FieldDeclaration declaration) {
                for (VariableDeclarator declarator : declaration.declarators()) {
                    if (declarator.name().equals(field.name()) && declarator.initializer() != null) {
                        m.constantLabel++;
                        Bound value;
                        try {
                            value = Expressions.value(m, declarator.initializer(), field.type());
                        } catch (dev.jumbo.lang.CodeException notHere) {
                            return null; // the initializer means something only in its own class: no constant
                        } finally {
                            m.constantLabel--;
                        }
                        if (value.constant == null) {
                            return null;
                        }
                        return field.type() instanceof JPrimitive p && !(value.constant instanceof Boolean)
                                ? Folding.castConstant(value.constant, p) : value.constant;
                    }
                }
            }
        }
        return null;
    }

    private static Object loaded(FieldRef field) {
        Class<?> owner = field.owner().loaded();
        try {
            Field reflected = owner.getDeclaredField(field.name());
            if (!reflected.trySetAccessible()) {
                return null;
            }
            return reflected.get(null);
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            return null;
        }
    }
}
