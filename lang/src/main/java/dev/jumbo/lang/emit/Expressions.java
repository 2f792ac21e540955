package dev.jumbo.lang.emit;

import dev.jumbo.lang.CodeException;
import dev.jumbo.lang.type.FieldRef;
import dev.jumbo.lang.type.JArray;
import dev.jumbo.lang.type.Generics;
import dev.jumbo.lang.type.JClass;
import dev.jumbo.lang.type.JInferred;
import dev.jumbo.lang.type.JGeneric;
import dev.jumbo.lang.type.JNull;
import dev.jumbo.lang.type.JPending;
import dev.jumbo.lang.type.JPrimitive;
import dev.jumbo.lang.type.JType;
import dev.jumbo.lang.type.LoadedClass;
import dev.jumbo.lang.type.Members;
import dev.jumbo.lang.type.Origin;
import dev.jumbo.lang.type.Types;
import dev.jumbo.lang.tree.*;
import java.lang.reflect.Modifier;
import org.objectweb.asm.Label;
import org.objectweb.asm.Type;

import static org.objectweb.asm.Opcodes.*;

/**
 * Checks expressions where they land and returns them bound ({@link Bound}): names,
 * literals, fields, arrays, casts, type tests, class literals, constants. Operators,
 * invocations and functional expressions have their own classes.
 */
final class Expressions {
    private Expressions() {
    }

    /** Checks {@code expression}; {@code expected} (may be null) types lambdas and array initializers. */
    static Bound attribute(MethodContext m, Expression expression, JType expected) {
        if (expected != null) {
            return expression.accept(new Attribution(m, expected));
        }
        // Most expressions have no expected type: one visitor per method, not one per expression
        // (generation runs interpreted or in C1 for an application's first classes, where every
        // allocation counts).
        Expression.Visitor<Bound> plain = m.plainAttribution;
        if (plain == null) {
            plain = new Attribution(m, null);
            m.plainAttribution = plain;
        }
        return expression.accept(plain);
    }

    /** The expression kinds, each checked where it lands; {@code expected} as in {@link #attribute}. */
    private record Attribution(MethodContext m, JType expected) implements Expression.Visitor<Bound> {
        /** A name or field access folded to a constant, in a {@code case} label; null elsewhere. */
        private Bound constant(Expression node) {
            return m.constantLabel > 0 ? Constants.of(m, node) : null;
        }

        @Override
        public Bound visitLiteral(Literal node) {
            return literal(node.value());
        }

        @Override
        public Bound visitName(Name node) {
            Bound constant = constant(node);
            return constant != null ? constant : name(m, node);
        }

        @Override
        public Bound visitBinary(Binary node) {
            return Operators.binary(m, node);
        }

        @Override
        public Bound visitUnary(Unary node) {
            return Operators.unary(m, node);
        }

        @Override
        public Bound visitAssign(Assign node) {
            return Operators.assign(m, node);
        }

        @Override
        public Bound visitMethodCall(MethodCall node) {
            return Invocations.call(m, node, expected);
        }

        @Override
        public Bound visitFieldAccess(FieldAccess node) {
            Bound constant = constant(node);
            return constant != null ? constant : fieldAccess(m, node);
        }

        @Override
        public Bound visitArrayAccess(ArrayAccess node) {
            return place(m, arrayElement(m, node), node.position());
        }

        @Override
        public Bound visitNew(New node) {
            return Invocations.creation(m, node, expected);
        }

        @Override
        public Bound visitNewArray(NewArray node) {
            return Arrays.creation(m, node);
        }

        @Override
        public Bound visitArrayInitializer(ArrayInitializer node) {
            if (!(expected instanceof JArray array)) {
                throw m.error(node.position(), "an array initializer needs an array type here");
            }
            return Arrays.initializer(m, node, array);
        }

        @Override
        public Bound visitConditional(Conditional node) {
            return Operators.conditional(m, node, expected);
        }

        @Override
        public Bound visitCast(Cast node) {
            return cast(m, node);
        }

        @Override
        public Bound visitInstanceOf(InstanceOf node) {
            return instanceOf(m, node);
        }

        @Override
        public Bound visitClassLiteral(ClassLiteral node) {
            return classLiteral(m, node);
        }

        @Override
        public Bound visitThis(This node) {
            return self(m, node);
        }

        @Override
        public Bound visitSplicedExpression(SplicedExpression node) {
            Origin saved = m.origin;
            m.origin = saved.enter(node.code(), node.position());
            try {
                return attribute(m, (Expression) node.code().nodes().get(0), expected);
            } finally {
                m.origin = saved;
            }
        }

        @Override
        public Bound visitValueConstant(ValueConstant node) {
            return value(m, node);
        }

        @Override
        public Bound visitLambda(Lambda node) {
            return Functions.attribute(m, node, expected);
        }

        @Override
        public Bound visitMethodReference(MethodReference node) {
            return Functions.attribute(m, node, expected);
        }

        @Override
        public Bound visitSwitchExpression(SwitchExpression node) {
            return Switches.expression(m, node, expected);
        }

        @Override
        public Bound visitSuper(Super node) {
            throw m.error(node.position(), "'super' is not an expression; use super.member");
        }

        @Override
        public Bound visitTypeExpression(TypeExpression node) {
            throw m.error(node.position(), "the type " + resolve(m, node.type()).javaName()
                    + " is not an expression");
        }

        @Override
        public Bound visitSplicedArguments(SplicedArguments node) {
            throw m.error(node.position(), "the hole `Args may stand only in an argument list");
        }
    }

    /** Checks an expression that must have a value (not void). */
    static Bound value(MethodContext m, Expression expression, JType expected) {
        Bound bound = attribute(m, expression, expected);
        if (bound.type == JPrimitive.VOID) {
            throw m.error(expression.position(), "the call returns void, but a value is needed here");
        }
        return bound;
    }

    /** Checks an expression and converts it for assignment to {@code target} (JLS 5.2). */
    static Bound assignable(MethodContext m, Expression expression, JType target, String what) {
        Bound bound = value(m, expression, target);
        return convertForAssignment(m, bound, target, expression.position(), what);
    }

    static Bound convertForAssignment(MethodContext m, Bound original, JType target, int position, String what) {
        Bound bound = original.forTarget(target);
        JType from = bound.type;
        if (from.equals(target)) {
            return bound;
        }
        if (Types.isLooselyConvertible(from, target)) {
            return Bound.converted(bound, target);
        }
        if (from instanceof JInferred && target != JPrimitive.VOID
                && (target.isPrimitive() || Types.isCastable(from, target))) {
            // javac would infer the method's type variable from this target; the erasure is cast to it.
            JType checked = target instanceof JPrimitive p ? Types.box(p) : Generics.erasure(target);
            return Bound.of(target, e -> {
                bound.emit(e);
                e.assembler.checkcast(checked);
                e.assembler.convert(checked, target);
            });
        }
        if (bound.constant != null && isNarrowableConstant(bound, target)) {
            JPrimitive primitive = target instanceof JPrimitive p ? p : Types.unboxed(target);
            return Bound.of(target, e -> {
                e.assembler.constant(bound.constant, from);
                e.assembler.convert(primitive, target);
            });
        }
        throw m.error(position, "type mismatch: " + what + " needs " + target.javaName() + ", but the expression is "
                + from.javaName());
    }

    private static boolean isNarrowableConstant(Bound bound, JType target) {
        if (!(bound.constant instanceof Integer || bound.constant instanceof Character
                || bound.constant instanceof Short || bound.constant instanceof Byte)) {
            return false;
        }
        int value = bound.constant instanceof Character c ? c : ((Number) bound.constant).intValue();
        JPrimitive primitive = target instanceof JPrimitive p ? p : Types.unboxed(target);
        if (primitive == null || (target.isReference() && !(primitive == JPrimitive.BYTE
                || primitive == JPrimitive.SHORT || primitive == JPrimitive.CHAR))) {
            return false;
        }
        if (primitive == JPrimitive.BYTE) {
            return value >= Byte.MIN_VALUE && value <= Byte.MAX_VALUE;
        } else if (primitive == JPrimitive.SHORT) {
            return value >= Short.MIN_VALUE && value <= Short.MAX_VALUE;
        } else if (primitive == JPrimitive.CHAR) {
            return value >= Character.MIN_VALUE && value <= Character.MAX_VALUE;
        }
        return false;
    }

    static JType resolve(MethodContext m, TypeNode type) {
        JType resolved = m.owner.unit.types.resolve(type, m.origin, m.owner.typeVariables);
        if (resolved instanceof JClass c && !Access.isClassAccessible(m.owner, c)) {
            throw m.error(type.position(), "the class " + c.javaName() + " is not accessible from generated code");
        }
        return resolved;
    }

    static Bound literal(Object value) {
        if (value == null) {
            return Bound.constant(JNull.INSTANCE, null);
        }
        JType type = value instanceof String ? Types.STRING : JPrimitive.of(primitiveClass(value));
        return Bound.constant(type, value);
    }

    private static Class<?> primitiveClass(Object value) {
        if (value instanceof Integer) {
            return int.class;
        } else if (value instanceof Long) {
            return long.class;
        } else if (value instanceof Boolean) {
            return boolean.class;
        } else if (value instanceof Double) {
            return double.class;
        } else if (value instanceof Float) {
            return float.class;
        } else if (value instanceof Character) {
            return char.class;
        } else if (value instanceof Byte) {
            return byte.class;
        } else if (value instanceof Short) {
            return short.class;
        }
        throw new IllegalArgumentException("a literal cannot be a " + value.getClass().getName());
    }

    // ---- names

    private static Bound name(MethodContext m, Name name) {
        Place place = variable(m, name.identifier(), name.position());
        if (place == null) {
            throw unbound(m, name.identifier(), name.position());
        }
        if (place instanceof LocalPlace local) {
            Definite.checkAssigned(m, local.local(), name.position());
            if (local.local().constantValue != null) {
                return Bound.constant(place.type(), local.local().constantValue);
            }
        }
        return place(m, place, name.position());
    }

    /**
     * The error for a variable name that denotes nothing here; a pattern variable declared before but not in
     * scope here (JLS 6.3.1: its pattern is not definitely matched) is named, as javac's "cannot find symbol".
     */
    /**
     * A qualifier taken for a package because no variable of that name is in scope: when it names a pattern
     * variable out of its scope, that is the error to report, not an unknown package.
     */
    static void refuseOutOfScopeBinding(MethodContext m, String name, int position) {
        if (m.outOfScopeBinding(name) != null) {
            throw unbound(m, name, position);
        }
    }

    static CodeException unbound(MethodContext m, String name, int position) {
        Local binding = m.outOfScopeBinding(name);
        if (binding != null) {
            return m.error(position, "cannot find symbol: variable " + name + " is not in scope here (the pattern "
                    + "variable declared at " + binding.origin().at(binding.position()) + " is in scope only where its "
                    + "instanceof has definitely matched)");
        }
        return m.error(position, "cannot find symbol: variable " + name
                + " is bound nowhere where the fragment lands (no local, parameter or field of that name)");
    }

    /**
     * A local, or a field of the generated class, its outers and supertypes, or of the host; null if none. A pattern
     * variable where its pattern is not definitely matched is not in scope, so the name may denote a field.
     */
    static Place variable(MethodContext m, String name, int position) {
        Local local = m.lookup(name);
        if (local != null) {
            return Places.local(local);
        }
        if (m.enclosing.lookup(name) != null) {
            throw m.error(position, "the local variable " + name + " of an enclosing method cannot be captured here");
        }
        boolean instanceReachable = !m.isStatic;
        int depth = 0;
        for (JClass c = m.owner.self; c != null; c = c.outer()) {
            FieldRef field = Members.field(c, name);
            if (field != null) {
                checkAccess(m, field, null, position);
                if (field.isStatic()) {
                    return Places.staticField(m, field);
                }
                if (!instanceReachable) {
                    throw m.error(position, "the instance field " + name + " cannot be used in a static context");
                }
                return Places.instanceField(m, Invocations.outerInstance(m, depth, position), field);
            }
            FieldRef captured = c instanceof dev.jumbo.lang.type.UnitClass unitClass ? unitClass.capturedField(name) : null;
            if (captured != null && instanceReachable && depth == 0 && m.beforeSuper
                    && m.capturedParameters.containsKey(captured.name())) {
                return Places.parameterCopy(captured.type(), m.capturedParameters.get(captured.name()));
            }
            if (captured != null && instanceReachable) {
                return Places.instanceField(m, Invocations.outerInstance(m, depth, position), captured);
            }
            if (Modifier.isStatic(c.modifiers())) {
                instanceReachable = false;
            }
            depth++;
        }
        JClass host = m.owner.unit.host;
        if (host != null) {
            FieldRef field = Members.field(host, name);
            if (field != null && field.isStatic()) {
                return Places.staticField(m, field);
            }
        }
        return null;
    }

    static Bound place(MethodContext m, Place place, int position) {
        return Bound.of(place.type(), new Load(place));
    }

    /** Reads a place; a named class, not a lambda: see the note in {@link Bound}. */
    private static final class Load implements Bound.Emit {
        private final Place place;

        Load(Place place) {
            this.place = place;
        }

        @Override
        public void to(MethodContext m) {
            place.prepare(m);
            place.load(m);
        }
    }

    /** The left of a dot: a value, a type or a package prefix. */
    static Qualifier qualifier(MethodContext m, Expression expression) {
        if (expression instanceof TypeExpression type) {
            return Qualifier.ofType(resolve(m, type.type()));
        }
        if (expression instanceof Name name) {
            Place place = variable(m, name.identifier(), name.position());
            if (place != null) {
                return Qualifier.of(place(m, place, name.position()));
            }
            JType type = m.owner.unit.types.byName(name.identifier(), m.origin, m.owner.typeVariables);
            if (type != null) {
                return Qualifier.ofType(type);
            }
            return Qualifier.ofPackage(name.identifier());
        }
        if (expression instanceof FieldAccess access) {
            Qualifier target = qualifier(m, access.target());
            if (target.packagePrefix() != null) {
                String dotted = target.packagePrefix() + "." + access.name();
                JType type = m.owner.unit.types.byName(dotted, m.origin, m.owner.typeVariables);
                return type != null ? Qualifier.ofType(type) : Qualifier.ofPackage(dotted);
            }
            if (target.type() instanceof JClass outer) {
                FieldRef field = Members.field(outer, access.name());
                if (field == null) {
                    JType nested = m.owner.unit.types.byName(outer.javaName() + "." + access.name(), m.origin,
                            m.owner.typeVariables);
                    if (nested == null && outer instanceof dev.jumbo.lang.type.UnitClass unit) {
                        nested = m.owner.unit.types.byName(unit.simpleName() + "." + access.name(), m.origin,
                                m.owner.typeVariables);
                    }
                    if (nested != null) {
                        return Qualifier.ofType(nested);
                    }
                }
            }
            return Qualifier.of(fieldAccess(m, access, target));
        }
        if (expression instanceof SplicedExpression spliced) {
            Origin saved = m.origin;
            m.origin = saved.enter(spliced.code(), spliced.position());
            try {
                return qualifier(m, (Expression) spliced.code().nodes().get(0));
            } finally {
                m.origin = saved;
            }
        }
        return Qualifier.of(value(m, expression, null));
    }

    private static Bound fieldAccess(MethodContext m, FieldAccess access) {
        if (access.target() instanceof Super parent) {
            return place(m, superField(m, access, parent), access.position());
        }
        return fieldAccess(m, access, qualifier(m, access.target()));
    }

    private static Place superField(MethodContext m, FieldAccess access, Super parent) {
        if (m.isStatic) {
            throw m.error(parent.position(), "'super' cannot be used in a static context");
        }
        if (m.beforeSuper) {
            throw m.error(parent.position(), "cannot reference this before the superclass constructor has been called");
        }
        int depth = superDepth(m, parent);
        Bound self = Invocations.outerInstance(m, depth, parent.position());
        JClass subclass = (JClass) self.type;
        FieldRef field = Members.field(subclass.superclass(), access.name());
        if (field == null) {
            throw m.error(access.position(), "cannot find symbol: field " + access.name() + " of the superclass"
                    + (depth == 0 ? "" : " of " + subclass.javaName()));
        }
        checkAccess(m, field, subclass, access.position());
        // Typed as the superclass, so the field reference names it: a field of the subclass with the same name hides it.
        Bound asSuperclass = Bound.of(subclass.superclass(), self::emit);
        return field.isStatic() ? Places.staticField(m, field) : Places.instanceField(m, asSuperclass, field);
    }

    /**
     * How many classes out {@code super} or {@code C.super} reaches: 0 for the class itself, else the
     * depth of the enclosing class {@code C} (JLS 15.11.2). An interface qualifier is for methods only.
     */
    static int superDepth(MethodContext m, Super parent) {
        if (parent.qualifier() == null) {
            return 0;
        }
        JType qualifier = resolve(m, parent.qualifier());
        int depth = 0;
        for (JClass c = m.owner.self; c != null; c = c.outer()) {
            if (c.equals(qualifier)) {
                return depth;
            }
            depth++;
        }
        throw m.error(parent.position(), qualifier.javaName() + ".super names no enclosing class of "
                + m.owner.self.javaName());
    }

    private static Bound fieldAccess(MethodContext m, FieldAccess access, Qualifier target) {
        return place(m, fieldPlace(m, access, target), access.position());
    }

    /** The place {@code target.name} denotes. */
    static Place fieldPlace(MethodContext m, FieldAccess access, Qualifier target) {
        if (target.packagePrefix() != null) {
            refuseOutOfScopeBinding(m, target.packagePrefix(), access.target().position());
            throw m.error(access.position(), "cannot find symbol: " + target.packagePrefix() + "." + access.name()
                    + " is neither a variable nor a type");
        }
        if (target.type() != null) {
            if (access.name().equals("length") && target.type() instanceof JArray) {
                throw m.error(access.position(), "length is not a static member");
            }
            FieldRef field = Members.field(target.type(), access.name());
            if (field == null) {
                throw m.error(access.position(), "cannot find symbol: field " + access.name() + " in "
                        + target.type().javaName());
            }
            if (!field.isStatic()) {
                throw m.error(access.position(), "the instance field " + access.name()
                        + " cannot be used through the type " + target.type().javaName());
            }
            checkAccess(m, field, null, access.position());
            return Places.staticField(m, field);
        }
        Bound receiver = target.value();
        if (receiver.type instanceof JArray && access.name().equals("length")) {
            return Places.arrayLength(receiver);
        }
        if (receiver.type.isPrimitive() || receiver.type == JNull.INSTANCE) {
            throw m.error(access.position(), "cannot select the field " + access.name() + " from a value of type "
                    + receiver.type.javaName());
        }
        FieldRef field = Members.field(receiver.type, access.name());
        if (field == null) {
            throw m.error(access.position(), "cannot find symbol: field " + access.name() + " in "
                    + receiver.type.javaName());
        }
        checkAccess(m, field, receiver.type, access.position());
        if (field.isStatic()) {
            return Places.staticField(m, receiver, field);
        }
        Place place = Places.instanceField(m, receiver, field);
        JType narrowed = Generics.fieldType(receiver.type, field);
        if (narrowed == field.type() || narrowed.equals(field.type()) && !(narrowed instanceof JGeneric)) {
            return place;
        }
        // Box<String>.next of type Box<T> is a Box<String> (no cast: the erasure fits); Box<String>.value a String.
        return Places.narrowed(place, narrowed, !Types.isReferenceAssignable(field.type(), Generics.erasure(narrowed)));
    }

    /** Access to a field; the message is built only when access is denied. */
    static void checkAccess(MethodContext m, FieldRef field, JType receiver, int position) {
        if (!Access.allowed(m.owner, field.owner(), field.modifiers(), receiver)) {
            throw accessError(m, field.owner(), field.modifiers(), position, "the field " + field.name());
        }
    }

    /** Access to a method or constructor of {@code owner}; the message is built only when access is denied. */
    static void checkAccess(MethodContext m, JClass owner, dev.jumbo.lang.type.MethodRef method, JType receiver,
                            int position) {
        if (!Access.allowed(m.owner, owner, method.modifiers(), receiver)) {
            throw accessError(m, owner, method.modifiers(), position,
                    (method.isConstructor() ? "the constructor " : "the method ") + method.signatureText());
        }
    }

    static dev.jumbo.lang.CodeException accessError(MethodContext m, JClass owner, int modifiers, int position,
                                                            String what) {
        return m.error(position, what + " of " + owner.javaName() + " is not accessible from generated code ("
                + (Modifier.isPrivate(modifiers) ? "private" : Modifier.isProtected(modifiers) ? "protected"
                : "package-private") + ")");
    }

    private static Place arrayElement(MethodContext m, ArrayAccess access) {
        Bound array = value(m, access.array(), null);
        if (!(array.type instanceof JArray arrayType)) {
            throw m.error(access.position(), "type mismatch: an array is needed, but the expression is "
                    + array.type.javaName());
        }
        Bound index = Operators.intIndex(m, access.index(), "an array index");
        return Places.arrayElement(array, index, arrayType.element());
    }

    static Place placeOf(MethodContext m, Expression target) {
        if (target instanceof Name name) {
            Place place = variable(m, name.identifier(), name.position());
            if (place == null) {
                throw unbound(m, name.identifier(), name.position());
            }
            return place;
        }
        if (target instanceof FieldAccess access) {
            if (access.target() instanceof Super parent) {
                return superField(m, access, parent);
            }
            return fieldPlace(m, access, qualifier(m, access.target()));
        }
        if (target instanceof ArrayAccess access) {
            return arrayElement(m, access);
        }
        if (target instanceof SplicedExpression spliced) {
            Origin saved = m.origin;
            m.origin = saved.enter(spliced.code(), spliced.position());
            try {
                return placeOf(m, (Expression) spliced.code().nodes().get(0));
            } finally {
                m.origin = saved;
            }
        }
        throw m.error(target.position(), "the left side of an assignment must be a variable");
    }

    // ---- casts, tests, literals

    private static Bound cast(MethodContext m, Cast cast) {
        JType to = resolve(m, cast.type());
        // A cast is no target for a method call's inference (JLS 15.12: only assignment and invocation
        // contexts make a call a poly expression); it is for a lambda or method reference.
        Bound bound = value(m, cast.expression(), isCall(cast.expression()) ? null : to);
        if (bound.resultAs != null) {
            // A signature-polymorphic call returns the cast's type itself (JLS 15.12.3).
            return bound.resultAs.apply(Generics.erasure(to)).as(to);
        }
        JType from = bound.type;
        if (from instanceof JPending) {
            return bound;
        }
        if (!Types.isCastable(from, to)) {
            throw m.error(cast.position(), "type mismatch: cannot cast " + from.javaName() + " to " + to.javaName());
        }
        if (bound.constant != null && to instanceof JPrimitive p && from.isPrimitive()) {
            return Bound.constant(to, Folding.castConstant(bound.constant, p));
        }
        if (from.isReference() && to.isReference() && !Types.isReferenceAssignable(from, to)) {
            return Bound.of(to, new CheckCast(bound, to));
        }
        return Bound.converted(bound, to);
    }

    private static final class CheckCast implements Bound.Emit {
        private final Bound value;
        private final JType type;

        CheckCast(Bound value, JType type) {
            this.value = value;
            this.type = type;
        }

        @Override
        public void to(MethodContext m) {
            value.emit(m);
            m.assembler.checkcast(type);
        }
    }

    private static boolean isCall(Expression expression) {
        Expression unwrapped = expression;
        while (unwrapped instanceof SplicedExpression spliced) {
            unwrapped = (Expression) spliced.code().nodes().get(0);
        }
        return unwrapped instanceof MethodCall;
    }

    private static Bound instanceOf(MethodContext m, InstanceOf test) {
        Bound bound = value(m, test.expression(), null);
        JType type = resolve(m, test.type());
        if (bound.type.isPrimitive() || type.isPrimitive()) {
            throw m.error(test.position(), "instanceof needs reference types, not " + bound.type.javaName()
                    + " and " + type.javaName());
        }
        if (!Types.isCastable(bound.type, type)) {
            throw m.error(test.position(), "incompatible types: " + bound.type.javaName() + " cannot be an instance of "
                    + type.javaName());
        }
        String typeName = type instanceof JArray ? type.descriptor() : type.internalName();
        if (test.binding() == null) {
            return Bound.of(JPrimitive.BOOLEAN, e -> {
                bound.emit(e);
                e.assembler.visitTypeInsn(INSTANCEOF, typeName);
            });
        }
        Local binding = m.declareBinding(test.binding(), type, test.position());
        java.util.BitSet after = Definite.snapshot(m);
        Bound matched = Bound.of(JPrimitive.BOOLEAN, e -> {
            e.assembler.visitInsn(ACONST_NULL);
            e.assembler.visitVarInsn(ASTORE, binding.slot());
            bound.emit(e);
            e.assembler.visitInsn(DUP);
            e.assembler.visitTypeInsn(INSTANCEOF, typeName);
            Label no = new Label();
            Label end = new Label();
            e.assembler.visitJumpInsn(IFEQ, no);
            e.assembler.visitTypeInsn(CHECKCAST, typeName);
            e.assembler.visitVarInsn(ASTORE, binding.slot());
            e.assembler.visitInsn(ICONST_1);
            e.assembler.visitJumpInsn(GOTO, end);
            e.assembler.visitLabel(no);
            e.assembler.visitInsn(POP);
            e.assembler.visitInsn(ICONST_0);
            e.assembler.visitLabel(end);
        });
        // The binding is in scope where the test is definitely true (JLS 6.3.1): the states of && || ! ?: and of
        // the statements carry it as an assignment (Definite). The slot holds null before, for the verifier.
        if (after != null) {
            matched.whenTrue = (java.util.BitSet) after.clone();
            matched.whenTrue.set(binding.id());
            matched.whenFalse = after;
        }
        return matched;
    }

    private static Bound classLiteral(MethodContext m, ClassLiteral literal) {
        JType type = resolve(m, literal.type());
        return Bound.of(Types.CLASS, e -> {
            if (type instanceof JPrimitive p) {
                e.assembler.visitFieldInsn(GETSTATIC, Types.box(p).internalName(), "TYPE", "Ljava/lang/Class;");
            } else {
                e.assembler.visitLdcInsn(Type.getType(type.descriptor()));
            }
        });
    }

    private static Bound self(MethodContext m, This self) {
        if (m.isStatic) {
            throw m.error(self.position(), "'this' cannot be used in a static context");
        }
        if (self.qualifier() == null) {
            if (m.beforeSuper) {
                throw m.error(self.position(), "cannot reference this before the superclass constructor has been called");
            }
            return Bound.of(m.owner.self, Bound.LOAD_THIS);
        }
        JType qualifier = resolve(m, self.qualifier());
        int depth = 0;
        for (JClass c = m.owner.self; c != null; c = c.outer()) {
            if (c.equals(qualifier)) {
                return Invocations.outerInstance(m, depth, self.position());
            }
            depth++;
        }
        throw m.error(self.position(), qualifier.javaName() + ".this names no enclosing instance");
    }

    private static Bound value(MethodContext m, ValueConstant constant) {
        Object value = constant.value();
        if (value == null) {
            return Bound.constant(JNull.INSTANCE, null);
        }
        JType type = m.owner.unit.visibleType(value.getClass());
        return Bound.classConstant(type, m.owner.unit.addConstant(value));
    }

    static JType loadedOrNull(Class<?> type) {
        return type == null ? null : LoadedClass.of(type);
    }
}
