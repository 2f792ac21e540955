package dev.jumbo.lang.emit;

import dev.jumbo.lang.type.Generics;
import dev.jumbo.lang.type.JArray;
import dev.jumbo.lang.type.JClass;
import dev.jumbo.lang.type.JPrimitive;
import dev.jumbo.lang.type.JType;
import dev.jumbo.lang.type.Members;
import dev.jumbo.lang.type.MethodRef;
import dev.jumbo.lang.type.Origin;
import dev.jumbo.lang.type.Types;
import dev.jumbo.lang.tree.Block;
import dev.jumbo.lang.tree.Expression;
import dev.jumbo.lang.tree.Lambda;
import dev.jumbo.lang.tree.MethodReference;
import dev.jumbo.lang.tree.Parameter;
import dev.jumbo.lang.tree.SplicedExpression;
import dev.jumbo.lang.tree.VarType;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import org.objectweb.asm.Handle;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Type;

import static org.objectweb.asm.Opcodes.*;

/**
 * Lambdas and method references: the body goes to a private synthetic method
 * {@code lambda$method$N} of the class at hand (static unless it uses {@code this}), whose first
 * parameters are the captured values; an {@code invokedynamic} of
 * {@code LambdaMetafactory.metafactory} turns it into an instance of the target interface.
 * A method reference is a synthetic method that makes the call, as a lambda would.
 */
final class Functions {
    private static final Handle METAFACTORY = new Handle(H_INVOKESTATIC, "java/lang/invoke/LambdaMetafactory",
            "metafactory", "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;"
            + "Ljava/lang/invoke/MethodType;Ljava/lang/invoke/MethodHandle;Ljava/lang/invoke/MethodType;)"
            + "Ljava/lang/invoke/CallSite;", false);

    private static final Handle HIDDEN_METAFACTORY = new Handle(H_INVOKESTATIC, "dev/jumbo/lang/define/HiddenLambdas",
            "metafactory", METAFACTORY.getDesc(), false);

    private Functions() {
    }

    /** The function type of a functional interface as seen through its type arguments (JLS 9.9). */
    record Target(JClass type, MethodRef method, List<JType> parameters, JType returnType) {
        /** The scope of the function's body: it may throw what the interface's method declares (JLS 11.2.3). */
        ExceptionScope exceptions(ExceptionScope.Body kind) {
            return ExceptionScope.body(dev.jumbo.lang.type.ThrownTypes.of(method), kind);
        }
    }

    static Bound attribute(MethodContext m, Expression expression, JType expected) {
        Origin saved = m.origin;
        try {
            Expression unwrapped = expression;
            while (unwrapped instanceof SplicedExpression spliced) {
                m.origin = m.origin.enter(spliced.code(), spliced.position());
                unwrapped = (Expression) spliced.code().nodes().get(0);
            }
            Target target = target(m, unwrapped, expected);
            if (m.typingOnly()) {
                // A typing walk only types a switch expression's arms (Switches.expression): a function's type is
                // its target's. Its body is attributed, and its synthetic method declared, once, when the
                // switch is emitted.
                JClass type = target.type();
                return Bound.of(type, e -> e.assembler.constant(null, type));
            }
            if (unwrapped instanceof Lambda lambda) {
                return lambda(m, lambda, target);
            }
            return MethodReferences.attribute(m, (MethodReference) unwrapped, target);
        } finally {
            m.origin = saved;
        }
    }

    static Target target(MethodContext m, Expression expression, JType expected) {
        String what = expression instanceof Lambda ? "a lambda expression" : "a method reference";
        if (expected == null) {
            throw m.error(expression.position(), what + " needs a target type here: assign it to a variable of a "
                    + "functional interface type, pass it as an argument, or cast it");
        }
        MethodRef method = Members.functionalMethod(expected);
        if (method == null) {
            throw m.error(expression.position(), "type mismatch: " + what + " needs a functional interface, but the "
                    + "target type is " + expected.javaName());
        }
        JClass type = Generics.nonWildcard((JClass) expected);
        List<JType> parameters = new ArrayList<>();
        List<JType> generic = Generics.parameterTypes(type, method);
        for (int i = 0; i < generic.size(); i++) {
            parameters.add(visible(m, generic.get(i), method.parameters().get(i)));
        }
        JType returnType = visible(m, Generics.returnType(type, method), method.returnType());
        return new Target(type, method, parameters, returnType);
    }

    /**
     * {@code (var x, var y) -> ...} is implicitly typed (JLS 15.27.1); {@code var} may not be mixed with declared types
     * nor with bare names, nor be a varargs parameter, in javac's words.
     */
    private static void checkVarParameters(MethodContext m, Lambda lambda, List<MemberList.Entry<Parameter>> formals) {
        int vars = 0;
        int implicit = 0;
        for (MemberList.Entry<Parameter> formal : formals) {
            if (formal.node().type() instanceof VarType) {
                vars++;
                if (formal.node().varargs()) {
                    throw formal.origin().error(formal.node().position(),
                            "'var' is not allowed as an element type of an array");
                }
            } else if (formal.node().type() == null) {
                implicit++;
            }
        }
        if (vars > 0 && vars < formals.size()) {
            throw m.error(lambda.position(), "invalid lambda parameter declaration (cannot mix 'var' and "
                    + (implicit > 0 ? "implicitly-typed" : "explicitly-typed") + " parameters)");
        }
    }

    /** A narrowed type the generated class may name, or else the erased one. */
    private static JType visible(MethodContext m, JType narrowed, JType erased) {
        JType type = Generics.erasure(narrowed);
        JType element = type;
        while (element instanceof JArray array) {
            element = array.element();
        }
        if (element instanceof JClass c && !Access.isClassAccessible(m.owner, c)) {
            return erased;
        }
        return narrowed instanceof dev.jumbo.lang.type.JInferred ? erased : narrowed;
    }

    private static Bound lambda(MethodContext m, Lambda lambda, Target target) {
        List<MemberList.Entry<Parameter>> formals = MemberList.formals(lambda.parameters(), m.origin);
        if (formals.size() != target.parameters().size()) {
            throw m.error(lambda.position(), "the lambda has " + formals.size() + " parameter(s), but "
                    + target.type().javaName() + "." + target.method().name() + " takes "
                    + target.parameters().size());
        }
        checkVarParameters(m, lambda, formals);
        List<JType> parameters = new ArrayList<>();
        for (int i = 0; i < formals.size(); i++) {
            Parameter formal = formals.get(i).node();
            JType erased = target.method().parameters().get(i);
            if (formal.type() == null || formal.type() instanceof VarType) {
                parameters.add(target.parameters().get(i));
                continue;
            }
            JType declared = Declarations.parameterType(m.owner.unit, formal, formals.get(i).origin(),
                    m.owner.typeVariables);
            boolean fits = declared.isPrimitive() || erased.isPrimitive() ? declared.equals(erased)
                    : Types.isReferenceAssignable(declared, erased);
            if (!fits) {
                throw m.error(formal.position(), "type mismatch: the lambda parameter " + formal.name() + " is "
                        + declared.javaName() + ", but " + target.type().javaName() + "." + target.method().name()
                        + " passes " + target.parameters().get(i).javaName());
            }
            parameters.add(declared);
        }
        Synthetic synthetic = Synthetic.open(m, Captures.of(m, lambda.body()), lambda.position(), target.returnType(),
                parameters);
        MethodContext body = synthetic.body;
        body.exceptions = target.exceptions(ExceptionScope.Body.DECLARED);
        for (int i = 0; i < formals.size(); i++) {
            Origin saved = body.origin;
            body.origin = formals.get(i).origin();
            body.declareParameter(formals.get(i).node().name(), parameters.get(i), formals.get(i).node().position());
            body.origin = saved;
        }
        if (lambda.body() instanceof Block block) {
            Statements.block(body, block.statements());
            m.owner.finish(body, block);
        } else {
            expressionBody(body, (Expression) lambda.body(), target.returnType());
        }
        return synthetic.bound(target, parameters);
    }

    private static void expressionBody(MethodContext body, Expression expression, JType returnType) {
        body.assembler.line(expression.position());
        if (returnType == JPrimitive.VOID) {
            Bound value = Expressions.attribute(body, expression, null);
            if (!value.isStatementExpression()) {
                throw body.error(expression.position(), "bad return type in lambda expression: the interface method "
                        + "returns void, so the body must be a statement expression, not a value of type "
                        + value.type.javaName());
            }
            value.emitDiscarding(body);
            body.assembler.visitInsn(RETURN);
        } else {
            Bound yielded = Expressions.value(body, expression, returnType);
            body.yielded.add(yielded.type);
            Bound value = Expressions.convertForAssignment(body, yielded, returnType, expression.position(),
                    "the lambda's result");
            value.emit(body);
            body.assembler.visitInsn(Assembler.opcode(returnType, IRETURN));
        }
        body.endScopes(null);
        body.assembler.visitMaxs(0, 0);
        body.assembler.visitEnd();
    }

    /** Ends a synthetic method whose body the caller has emitted as a single value or call. */
    static void returnValue(MethodContext body, Bound value, JType returnType, int position) {
        if (returnType == JPrimitive.VOID) {
            value.emitDiscarding(body);
            body.assembler.visitInsn(RETURN);
        } else {
            body.yielded.add(value.type);
            Bound converted = Expressions.convertForAssignment(body, value, returnType, position,
                    "the method reference's result");
            converted.emit(body);
            body.assembler.visitInsn(Assembler.opcode(returnType, IRETURN));
        }
        body.endScopes(null);
        body.assembler.visitMaxs(0, 0);
        body.assembler.visitEnd();
    }

    /**
     * A synthetic method being emitted for a lambda or method reference: the captured values
     * first (the enclosing instance, when used, as its receiver), then the function's parameters.
     */
    static final class Synthetic {
        final MethodContext body;
        final String name;
        final boolean instance;
        /** The call site passes the receiver as an Object (in hidden classes). */
        final boolean receiverParameter;
        final List<Local> captured;
        final List<JType> capturedTypes;
        final JType returnType;
        /** Values captured that are not locals (a bound method reference's receiver), emitted first. */
        final Bound extra;

        private Synthetic(MethodContext body, String name, boolean instance, boolean receiverParameter,
                          List<Local> captured, List<JType> capturedTypes, JType returnType, Bound extra) {
            this.body = body;
            this.name = name;
            this.instance = instance;
            this.receiverParameter = receiverParameter;
            this.captured = captured;
            this.capturedTypes = capturedTypes;
            this.returnType = returnType;
            this.extra = extra;
        }

        static Synthetic open(MethodContext m, Captures captures, int position, JType returnType, List<JType> parameters) {
            return open(m, captures, position, returnType, parameters, null, null);
        }

        /** Opens the synthetic method; {@code extra} (may be null) is captured first, as {@code extraName}. */
        static Synthetic open(MethodContext m, Captures captures, int position, JType returnType, List<JType> parameters,
                              Bound extra, String extraName) {
            boolean instance = captures.usesThis && !m.isStatic && !m.beforeSuper;
            List<Local> captured = new ArrayList<>(captures.locals.values());
            for (Local local : captured) {
                if (!local.isEffectivelyFinal()) {
                    throw m.error(position, "the local variable " + local.name() + " is captured by a lambda or an "
                            + "inner class, so it must be final or effectively final, but it is assigned");
                }
                Definite.checkAssigned(m, local, position);
                local.captured = true;
            }
            List<JType> capturedTypes = new ArrayList<>();
            if (extra != null) {
                capturedTypes.add(Generics.erasure(extra.type));
            }
            for (Local local : captured) {
                capturedTypes.add(Generics.erasure(local.type()));
            }
            StringBuilder descriptor = new StringBuilder("(");
            capturedTypes.forEach(t -> descriptor.append(t.descriptor()));
            parameters.forEach(t -> descriptor.append(Generics.erasure(t).descriptor()));
            descriptor.append(')').append(Generics.erasure(returnType).descriptor());
            String name = m.owner.syntheticName("lambda$" + m.methodName);
            int access = ACC_PRIVATE | ACC_SYNTHETIC | (instance ? 0 : ACC_STATIC);
            MethodVisitor visitor = m.owner.writer.visitMethod(access, name, descriptor.toString(), null, null);
            visitor.visitCode();
            MethodContext body = new MethodContext(m.owner, visitor, !instance, returnType, m.origin);
            body.methodName = m.methodName;
            body.beforeSuper = m.beforeSuper;
            body.yielded = new ArrayList<>();
            body.enclosing = Scope.visible(m.scope, m.enclosing, captures.locals.keySet(), m::inScope);
            body.assembler.line(position);
            if (extra != null) {
                body.declare(extraName, extra.type, position, true);
            }
            for (Local local : captured) {
                Local copy = body.declare(local.name(), local.type(), local.position(), true);
                Definite.assign(body, copy);
            }
            // A hidden class's own name in a descriptor would not denote it (its real name has a suffix):
            // there the call site passes the receiver as an Object, and HiddenLambdas restores its type.
            boolean hiddenReceiver = instance && m.owner.unit.hidden;
            return new Synthetic(body, name, instance, hiddenReceiver, captured, capturedTypes, returnType, extra);
        }

        /** The invokedynamic that creates the function object, capturing the values. */
        Bound bound(Target target, List<JType> parameters) {
            String owner = body.owner.self.internalName();
            boolean ownerIsInterface = body.owner.self.isInterface();
            StringBuilder implementation = new StringBuilder("(");
            capturedTypes.forEach(t -> implementation.append(t.descriptor()));
            StringBuilder instantiated = new StringBuilder("(");
            for (JType parameter : parameters) {
                implementation.append(Generics.erasure(parameter).descriptor());
                instantiated.append(Generics.erasure(parameter).descriptor());
            }
            String returnDescriptor = Generics.erasure(returnType).descriptor();
            implementation.append(')').append(returnDescriptor);
            instantiated.append(')').append(target.method().returnType() == JPrimitive.VOID ? "V"
                    : returnType.isPrimitive() && !target.method().returnType().isPrimitive()
                    ? Types.box((JPrimitive) returnType).descriptor() : returnDescriptor);
            StringBuilder indy = new StringBuilder("(");
            if (instance) {
                indy.append(receiverParameter ? "Ljava/lang/Object;" : body.owner.self.descriptor());
            }
            capturedTypes.forEach(t -> indy.append(t.descriptor()));
            indy.append(')').append(target.type().descriptor());
            Handle handle = new Handle(instance ? H_INVOKESPECIAL : H_INVOKESTATIC, owner, name,
                    implementation.toString(), ownerIsInterface);
            Object[] arguments = {Type.getMethodType(target.method().descriptor()), handle,
                    Type.getMethodType(instantiated.toString())};
            String samName = target.method().name();
            String indyDescriptor = indy.toString();
            JType resultType = target.type();
            boolean hidden = body.owner.unit.hidden;
            Bound result = Bound.of(resultType, e -> {
                if (instance) {
                    e.assembler.visitVarInsn(ALOAD, 0);
                }
                if (extra != null) {
                    extra.emit(e);
                }
                for (Local local : captured) {
                    e.assembler.load(local.type(), local.slot());
                }
                e.assembler.visitInvokeDynamicInsn(samName, indyDescriptor, hidden ? HIDDEN_METAFACTORY : METAFACTORY,
                        arguments);
            });
            result.functionResult = yieldedType(body.yielded);
            result.functionParameters = parameters;
            return result;
        }

        /** The type of what the body returns: the widest of the returned types when they form a chain; else null. */
        private static JType yieldedType(List<JType> yielded) {
            JType widest = null;
            for (JType type : yielded) {
                if (type == dev.jumbo.lang.type.JNull.INSTANCE) {
                    continue;
                }
                JType boxed = type instanceof JPrimitive p && p != JPrimitive.VOID ? Types.box(p) : type;
                if (widest == null || widest.equals(type)) {
                    widest = widest == null ? type : widest;
                } else if (Types.isReferenceAssignable(Generics.erasure(widest), Generics.erasure(boxed))) {
                    widest = boxed;
                } else if (!Types.isReferenceAssignable(Generics.erasure(boxed), Generics.erasure(
                        widest instanceof JPrimitive p ? Types.box(p) : widest))) {
                    return null;
                }
            }
            return widest;
        }
    }

    static boolean isStatic(MethodRef method) {
        return Modifier.isStatic(method.modifiers());
    }
}
