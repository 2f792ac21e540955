package dev.jumbo.lang.emit;

import dev.jumbo.lang.type.Generics;
import dev.jumbo.lang.type.JArray;
import dev.jumbo.lang.type.JClass;
import dev.jumbo.lang.type.JGeneric;
import dev.jumbo.lang.type.JPrimitive;
import dev.jumbo.lang.type.JType;
import dev.jumbo.lang.type.Members;
import dev.jumbo.lang.type.MethodRef;
import dev.jumbo.lang.type.Overloads;
import dev.jumbo.lang.type.Types;
import dev.jumbo.lang.tree.Expression;
import dev.jumbo.lang.tree.MethodCall;
import dev.jumbo.lang.tree.MethodReference;
import dev.jumbo.lang.tree.Name;
import dev.jumbo.lang.tree.NamedType;
import dev.jumbo.lang.tree.New;
import dev.jumbo.lang.tree.Super;
import dev.jumbo.lang.tree.This;
import dev.jumbo.lang.tree.TypeExpression;
import dev.jumbo.lang.tree.TypeNode;
import java.util.ArrayList;
import java.util.List;

import static org.objectweb.asm.Opcodes.*;

/**
 * Method references (JLS 15.13): static ({@code Math::max}), unbound ({@code String::length},
 * the first parameter is the receiver), bound ({@code text::length}, {@code this::m}, the
 * receiver evaluated once and checked for null), {@code super::m}, constructors
 * ({@code Point::new}) and arrays ({@code int[]::new}). Each becomes a synthetic method making
 * the call, checked by the same overload resolution as a written call.
 */
final class MethodReferences {
    private static final String RECEIVER = "receiver$";
    private static final String ARGUMENT = "argument$";

    private MethodReferences() {
    }

    static Bound attribute(MethodContext m, MethodReference reference, Functions.Target target) {
        if (reference.name().equals("new")) {
            return constructor(m, reference, target);
        }
        Expression qualifier = asName(reference.target());
        if (qualifier instanceof Super) {
            Captures captures = Captures.of(m, qualifier);
            return call(m, reference, target, target.parameters(), captures, null, qualifier, 0);
        }
        Qualifier resolved = Expressions.qualifier(m, qualifier);
        if (resolved.packagePrefix() != null) {
            Expressions.refuseOutOfScopeBinding(m, resolved.packagePrefix(), qualifier.position());
            throw m.error(qualifier.position(), "cannot find symbol: " + resolved.packagePrefix()
                    + " is bound nowhere where the fragment lands (no variable or type of that name)");
        }
        if (resolved.type() != null) {
            return typeQualified(m, reference, target, resolved.type());
        }
        Bound receiver = resolved.value();
        if (receiver.type.isPrimitive() || receiver.type == dev.jumbo.lang.type.JNull.INSTANCE) {
            throw m.error(reference.position(), "a method reference needs an object, but the expression is "
                    + receiver.type.javaName());
        }
        boolean mayBeNull = !(qualifier instanceof This);
        Bound checked = Bound.of(receiver.type, e -> {
            receiver.emit(e);
            if (mayBeNull) {
                e.assembler.visitInsn(DUP);
                e.assembler.visitMethodInsn(INVOKESTATIC, "java/util/Objects", "requireNonNull",
                        "(Ljava/lang/Object;)Ljava/lang/Object;", false);
                e.assembler.visitInsn(POP);
            }
        });
        Captures none = Captures.of(m);
        return call(m, reference, target, target.parameters(), none, checked, new Name(reference.position(), RECEIVER), 0);
    }

    /**
     * The arities of the function types {@code reference} may implement (JLS 15.12.2.1), for overload
     * resolution before its target is known; null (any) where the qualifier is not a plain name or type.
     * {@code Type::m}: a static {@code m} of n parameters or an instance {@code m} of n - 1; an
     * expression's {@code ::m}: any {@code m} of n; {@code Type::new}: a constructor of n.
     */
    static java.util.function.IntPredicate arities(MethodContext m, MethodReference reference) {
        Expression qualifier = asName(reference.target());
        if (!(qualifier instanceof Name || qualifier instanceof dev.jumbo.lang.tree.FieldAccess
                || qualifier instanceof TypeExpression || qualifier instanceof This)) {
            return null;
        }
        try {
            if (reference.name().equals("new")) {
                JType type = Expressions.resolve(m, typeNode(m, reference.target()));
                if (!(type instanceof JClass c)) {
                    return n -> n == 1;
                }
                List<MethodRef> constructors = Members.constructors(c);
                return n -> constructors.stream().anyMatch(k -> takes(k, n));
            }
            Qualifier resolved = Expressions.qualifier(m, qualifier);
            if (resolved.packagePrefix() != null) {
                return null;
            }
            JType type = resolved.type() != null ? resolved.type() : resolved.value().type;
            if (!(type instanceof JClass) && !(type instanceof JArray)) {
                return null;
            }
            List<MethodRef> methods = Members.methods(type, reference.name());
            boolean typeQualified = resolved.type() != null;
            return n -> methods.stream().anyMatch(k -> typeQualified
                    ? k.isStatic() ? takes(k, n) : n > 0 && takes(k, n - 1)
                    : takes(k, n));
        } catch (dev.jumbo.lang.CodeException e) {
            return null; // reported where the reference is attributed
        }
    }

    private static boolean takes(MethodRef method, int arguments) {
        int parameters = method.parameters().size();
        return parameters == arguments || method.varargs() && arguments >= parameters - 1;
    }

    /** {@code Type::name}: a static method taking all parameters, or an instance method of the first. */
    private static Bound typeQualified(MethodContext m, MethodReference reference, Functions.Target target, JType type) {
        List<JType> parameters = target.parameters();
        List<MethodRef> statics = new ArrayList<>();
        List<MethodRef> instances = new ArrayList<>();
        for (MethodRef method : Members.methods(type, reference.name())) {
            (method.isStatic() ? statics : instances).add(method);
        }
        Overloads.Choice asStatic = select(m, statics, parameters, reference);
        Overloads.Choice asUnbound = null;
        JType erasedFirst = parameters.isEmpty() ? null : target.method().parameters().get(0);
        if (!parameters.isEmpty() && type.isReference() && Types.isCastable(parameters.get(0), type)
                && Types.isReferenceAssignable(Generics.erasure(type), erasedFirst)) {
            asUnbound = select(m, instances, parameters.subList(1, parameters.size()), reference);
        }
        if (asStatic != null && asUnbound != null) {
            throw m.error(reference.position(), "the method reference " + type.javaName() + "::" + reference.name()
                    + " is ambiguous: both " + asStatic.method().signatureText() + " (static) and "
                    + asUnbound.method().signatureText() + " (on the first parameter) fit");
        }
        if (asStatic == null && asUnbound == null) {
            StringBuilder types = new StringBuilder();
            for (int i = 0; i < parameters.size(); i++) {
                types.append(i > 0 ? ", " : "").append(parameters.get(i).javaName());
            }
            throw m.error(reference.position(), "no method matches the method reference " + type.javaName() + "::"
                    + reference.name() + " for " + target.type().javaName() + "." + target.method().name() + "("
                    + types + ")");
        }
        Captures none = Captures.of(m);
        if (asStatic != null) {
            return call(m, reference, target, parameters, none, null, reference.target(), 0);
        }
        List<JType> withReceiver = new ArrayList<>(parameters);
        withReceiver.set(0, unboundReceiver(type, parameters.get(0)));
        return call(m, reference, target, withReceiver, none, null, new Name(reference.position(), ARGUMENT + 0), 1);
    }

    /**
     * The receiver of an unbound reference: a raw qualifier is the parameterization of it that the first parameter
     * has (JLS 15.13.1), so {@code List::stream} applied to a {@code List<Integer>} yields a {@code Stream<Integer>}
     * and inference sees it, as for the lambda {@code xs -> xs.stream()}.
     */
    private static JType unboundReceiver(JType type, JType first) {
        if (type instanceof JClass raw && !(type instanceof JGeneric)
                && dev.jumbo.lang.type.Inference.supertype(first, raw) instanceof JGeneric view
                && !view.arguments().contains(null)) {
            return view;
        }
        return type;
    }

    private static Overloads.Choice select(MethodContext m, List<MethodRef> candidates, List<JType> arguments,
                                           MethodReference reference) {
        try {
            return Overloads.select(candidates, arguments);
        } catch (Overloads.AmbiguityException e) {
            throw m.error(reference.position(), "the method reference ::" + reference.name() + " is ambiguous: "
                    + e.methods.get(0).signatureText() + " and " + e.methods.get(1).signatureText() + " both fit");
        }
    }

    /**
     * A synthetic method {@code (captured..., parameters...)} whose body calls
     * {@code callTarget.name(arguments from firstArgument on)} and returns the result.
     */
    private static Bound call(MethodContext m, MethodReference reference, Functions.Target target, List<JType> parameters,
                              Captures captures, Bound receiver, Expression callTarget, int firstArgument) {
        int at = reference.position();
        Functions.Synthetic synthetic = Functions.Synthetic.open(m, captures, at, target.returnType(), parameters,
                receiver, RECEIVER);
        MethodContext body = synthetic.body;
        body.exceptions = target.exceptions(ExceptionScope.Body.METHOD_REFERENCE);
        List<Expression> arguments = declareArguments(body, parameters, at);
        Expression call = new MethodCall(at, callTarget, reference.name(), arguments.subList(firstArgument,
                arguments.size()));
        Bound value = Expressions.attribute(body, call, null);
        if (value.resultAs != null) {
            // mh::invokeExact returns what the functional interface's method returns, as in javac.
            value = value.resultAs.apply(Generics.erasure(target.returnType()));
        }
        Functions.returnValue(body, value, target.returnType(), at);
        return synthetic.bound(target, parameters);
    }

    private static List<Expression> declareArguments(MethodContext body, List<JType> parameters, int at) {
        List<Expression> arguments = new ArrayList<>();
        for (int i = 0; i < parameters.size(); i++) {
            Local local = body.declare(ARGUMENT + i, parameters.get(i), at);
            Definite.assign(body, local);
            arguments.add(new Name(at, ARGUMENT + i));
        }
        return arguments;
    }

    /** {@code Type::new} and {@code Element[]::new}. */
    private static Bound constructor(MethodContext m, MethodReference reference, Functions.Target target) {
        int at = reference.position();
        TypeNode typeNode = typeNode(m, reference.target());
        JType type = Expressions.resolve(m, typeNode);
        List<JType> parameters = target.parameters();
        if (type instanceof JArray array) {
            if (parameters.size() != 1 || Types.unaryPromotion(parameters.get(0)) != JPrimitive.INT) {
                throw m.error(at, "an array constructor reference needs a function of one int, but "
                        + target.type().javaName() + "." + target.method().name() + " takes " + parameters.size()
                        + " parameter(s)");
            }
            Functions.Synthetic synthetic = Functions.Synthetic.open(m, Captures.of(m), at, target.returnType(),
                    parameters);
            MethodContext body = synthetic.body;
            List<Expression> arguments = declareArguments(body, parameters, at);
            Bound length = Operators.intIndex(body, arguments.get(0), "an array length");
            Bound created = Bound.of(array, e -> {
                length.emit(e);
                Arrays.newArray(e.assembler, array.element());
            });
            Functions.returnValue(body, created, target.returnType(), at);
            return synthetic.bound(target, parameters);
        }
        if (!(type instanceof JClass c)) {
            throw m.error(at, "cannot create an instance of " + type.javaName() + " with a constructor reference");
        }
        Captures captures = Captures.of(m);
        captures.usesThis = c instanceof dev.jumbo.lang.type.UnitClass unit && ClassEmitter.needsOuterInstance(unit);
        if (c instanceof dev.jumbo.lang.type.UnitClass local) {
            captures.addCapturedBy(local); // Greeter::new passes the locals Greeter captures
        }
        Functions.Synthetic synthetic = Functions.Synthetic.open(m, captures, at, target.returnType(), parameters);
        MethodContext body = synthetic.body;
        body.exceptions = target.exceptions(ExceptionScope.Body.METHOD_REFERENCE);
        List<Expression> arguments = declareArguments(body, parameters, at);
        Bound value = Expressions.attribute(body, new New(at, null, typeNode, arguments, null), null);
        Functions.returnValue(body, value, target.returnType(), at);
        return synthetic.bound(target, parameters);
    }

    /**
     * The compiler cannot tell {@code text::length} from {@code Type::m} when {@code text} is a
     * local; an unresolved name before {@code ::} is read as an expression name, which finds a
     * variable first and then a type (JLS 6.5.2).
     */
    private static Expression asName(Expression target) {
        if (target instanceof TypeExpression type && type.type() instanceof NamedType named && !named.binary()
                && named.arguments().isEmpty()) {
            String[] parts = named.name().split("\\.");
            Expression result = new Name(named.position(), parts[0]);
            for (int i = 1; i < parts.length; i++) {
                result = new dev.jumbo.lang.tree.FieldAccess(named.position(), result, parts[i]);
            }
            return result;
        }
        return target;
    }

    private static TypeNode typeNode(MethodContext m, Expression target) {
        if (target instanceof TypeExpression type) {
            return type.type();
        }
        String name = dev.jumbo.lang.type.TypeResolver.dottedName(target);
        if (name == null) {
            throw m.error(target.position(), "a constructor reference needs a type before ::new");
        }
        return new NamedType(target.position(), name, false, List.of());
    }
}
