package dev.jumbo.lang.emit;

import dev.jumbo.lang.type.JArray;
import dev.jumbo.lang.type.JClass;
import dev.jumbo.lang.type.JGeneric;
import dev.jumbo.lang.type.JIntersection;
import dev.jumbo.lang.type.JNull;
import dev.jumbo.lang.type.JPending;
import dev.jumbo.lang.type.JPrimitive;
import dev.jumbo.lang.type.Generics;
import dev.jumbo.lang.type.JType;
import dev.jumbo.lang.type.Inference;
import dev.jumbo.lang.type.Members;
import dev.jumbo.lang.type.MethodRef;
import dev.jumbo.lang.type.Origin;
import dev.jumbo.lang.type.Overloads;
import dev.jumbo.lang.type.Types;
import dev.jumbo.lang.type.UnitClass;
import dev.jumbo.lang.tree.Expression;
import dev.jumbo.lang.tree.Fragment;
import dev.jumbo.lang.tree.Lambda;
import dev.jumbo.lang.tree.MethodCall;
import dev.jumbo.lang.tree.MethodReference;
import dev.jumbo.lang.tree.New;
import dev.jumbo.lang.tree.NamedType;
import dev.jumbo.lang.tree.SplicedArguments;
import dev.jumbo.lang.tree.SplicedExpression;
import dev.jumbo.lang.tree.Super;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;

import static org.objectweb.asm.Opcodes.*;

/** Method calls and instance creation: overload resolution, argument conversion, invoke instructions. */
final class Invocations {
    private Invocations() {
    }

    /** An argument: its expression, the origin it comes from, and its type when checked (JPending for lambdas). */
    record Argument(Expression expression, Origin origin, Bound bound, JType type) {
    }

    static List<Argument> arguments(MethodContext m, List<Expression> expressions) {
        return arguments(m, expressions, null);
    }

    /** The arguments, each method call among them typed with {@code targets} (may be null) as its target type. */
    static List<Argument> arguments(MethodContext m, List<Expression> expressions, List<JType> targets) {
        List<Argument> result = new ArrayList<>();
        collect(m, expressions, m.origin, result, targets);
        return result;
    }

    /**
     * The target types of the arguments, where one of {@code candidates} alone takes that many (fixed
     * arity) and the call stands where {@code expected} is wanted: what the receiver's type arguments and
     * the target determine of each parameter type, or null. A generic method call passed as an argument
     * takes it as its target type (JLS 18.5.2: javac infers the inner call within the outer one), which
     * types its lambdas ({@code collect(Collectors.toMap(w -> w, w -> w.length()))}).
     */
    static List<JType> argumentTargets(JType receiver, List<MethodRef> candidates, List<Expression> expressions,
                                       JType expected, List<JType> explicit) {
        MethodRef only = null;
        boolean anyCall = false;
        for (Expression expression : expressions) {
            if (expression instanceof SplicedArguments) {
                return null;
            }
            Expression unwrapped = expression;
            while (unwrapped instanceof SplicedExpression spliced) {
                unwrapped = (Expression) spliced.code().nodes().get(0);
            }
            anyCall |= unwrapped instanceof MethodCall;
        }
        if (!anyCall) {
            return null; // only a method call takes a target type from here: spare the reflection
        }
        for (MethodRef candidate : candidates) {
            if (candidate.parameters().size() == expressions.size() && !candidate.varargs()) {
                if (only != null) {
                    return null;
                }
                only = candidate;
            }
        }
        if (only == null || expressions.isEmpty()) {
            return null;
        }
        Inference inference = inference(receiver, only);
        List<JType> generic = inference == null ? Generics.parameterTypes(receiver, only) : null;
        if (inference != null && !explicit.isEmpty() && inference.variables().size() == explicit.size()) {
            inference.explicit(explicit);
        } else if (inference != null) {
            inference.target(expected);
        }
        List<JType> targets = new ArrayList<>();
        for (int i = 0; i < expressions.size(); i++) {
            targets.add(inference != null ? inference.argumentTarget(i)
                    : generic.get(i) instanceof JGeneric g ? g : null);
        }
        return targets;
    }

    private static void collect(MethodContext m, List<Expression> expressions, Origin origin, List<Argument> into,
                                List<JType> targets) {
        for (int index = 0; index < expressions.size(); index++) {
            Expression expression = expressions.get(index);
            if (expression instanceof SplicedArguments spliced) {
                for (Fragment code : spliced.codes()) {
                    collect(m, List.of((Expression) code.nodes().get(0)), origin.enter(code, spliced.position()), into,
                            null);
                }
                continue;
            }
            Origin saved = m.origin;
            m.origin = origin;
            try {
                Expression unwrapped = expression;
                while (unwrapped instanceof SplicedExpression s) {
                    m.origin = m.origin.enter(s.code(), s.position());
                    unwrapped = (Expression) s.code().nodes().get(0);
                }
                if (unwrapped instanceof Lambda lambda) {
                    into.add(new Argument(unwrapped, m.origin, null, new JPending(lambda.parameters().size())));
                } else if (unwrapped instanceof MethodReference reference) {
                    into.add(new Argument(unwrapped, m.origin, null,
                            new JPending(-1, MethodReferences.arities(m, reference))));
                } else {
                    JType target = targets != null && unwrapped instanceof MethodCall ? targets.get(index) : null;
                    Bound bound = Expressions.value(m, unwrapped, target);
                    into.add(new Argument(unwrapped, m.origin, bound, bound.type));
                }
            } finally {
                m.origin = saved;
            }
        }
    }

    private static List<JType> types(List<Argument> arguments) {
        List<JType> types = new ArrayList<>(arguments.size());
        for (Argument argument : arguments) {
            types.add(argument.type());
        }
        return types;
    }

    static String describe(String name, List<Argument> arguments) {
        StringBuilder text = new StringBuilder(name).append('(');
        for (int i = 0; i < arguments.size(); i++) {
            text.append(i > 0 ? ", " : "").append(arguments.get(i).type().javaName());
        }
        return text.append(')').toString();
    }

    /** Selects a method or reports why none fits. */
    static Overloads.Choice choose(MethodContext m, List<MethodRef> candidates, List<Argument> arguments, String name,
                                   String where, int position) {
        Overloads.Choice choice;
        try {
            choice = Overloads.select(accessible(m, candidates), types(arguments));
        } catch (Overloads.AmbiguityException e) {
            StringBuilder text = new StringBuilder("the call ").append(describe(name, arguments))
                    .append(" is ambiguous: ");
            for (int i = 0; i < e.methods.size(); i++) {
                text.append(i > 0 ? " and " : "").append(e.methods.get(i).signatureText());
            }
            throw m.error(position, text.toString());
        }
        if (choice == null) {
            StringBuilder text = new StringBuilder("no method matches the call ").append(describe(name, arguments))
                    .append(" in ").append(where);
            if (!candidates.isEmpty()) {
                List<String> signatures = new ArrayList<>();
                for (MethodRef candidate : candidates) {
                    signatures.add(candidate.signatureText());
                }
                signatures.sort(null);
                text.append("; the candidates are ").append(String.join(", ", signatures));
            }
            throw m.error(position, text.toString());
        }
        return choice;
    }

    /**
     * The candidates without the library's package-private and private methods that generated code may not
     * call (JLS 15.12.2.1: only accessible members are potentially applicable; StringBuilder's inherited
     * {@code append(AbstractStringBuilder)} is not), or all of them when none is left, for the access error.
     */
    private static List<MethodRef> accessible(MethodContext m, List<MethodRef> candidates) {
        List<MethodRef> result = null;
        for (int i = 0; i < candidates.size(); i++) {
            MethodRef candidate = candidates.get(i);
            boolean hidden = !candidate.owner().isGenerated() && !Modifier.isPublic(candidate.modifiers())
                    && !Modifier.isProtected(candidate.modifiers())
                    && !Access.allowed(m.owner, candidate.owner(), candidate.modifiers(), null);
            if (hidden && result == null) {
                result = new ArrayList<>(candidates.subList(0, i));
            } else if (!hidden && result != null) {
                result.add(candidate);
            }
        }
        return result == null || result.isEmpty() ? candidates : result;
    }

    /**
     * The inference of a call of {@code method}, null when the method declares no type variables. Asked here
     * first so that a program whose calls need no inference never loads it (a fresh JVM pays for each class).
     */
    private static Inference inference(JType receiver, MethodRef method) {
        return Generics.typeParameterCount(method) == 0 ? null : Inference.start(receiver, method);
    }

    /** The candidates named {@code methods} for a call with the {@code explicit} type arguments (JLS 15.12.2.1). */
    private static List<MethodRef> candidates(List<MethodRef> methods, List<JType> explicit) {
        // without type arguments every candidate stays, and ExplicitTypeArguments need not be loaded
        return explicit.isEmpty() ? methods : ExplicitTypeArguments.potentiallyApplicable(methods, explicit.size());
    }

    /** Emits the arguments converted to the chosen method's parameters, packing varargs. */
    static Bound.Emit argumentCode(MethodContext m, Overloads.Choice choice, List<Argument> arguments) {
        return argumentCode(m, choice, arguments, null, null, null);
    }

    /**
     * Like {@link #argumentCode(MethodContext, Overloads.Choice, List)}; {@code receiver} (may be null)
     * gives lambda arguments their parameter types through the receiver's type arguments; {@code inference}
     * (null unless the method is generic) is fed the arguments' types, then the target type {@code expected}
     * (may be null), then each lambda and method reference in turn, typed by what it has inferred so far.
     */
    static Bound.Emit argumentCode(MethodContext m, Overloads.Choice choice, List<Argument> arguments, JType receiver,
                                   Inference inference, JType expected) {
        List<JType> parameters = choice.method().parameters();
        List<JType> targets = parameters;
        // Parameters typed by the receiver's type arguments are checked, as javac does (Box<Long>.set(1)
        // is an error, not a boxed Integer in a Long box; List<String>.add(new Object()) too). A declared
        // wildcard read as its bound errs on the accepting side: javac accepts no argument for a parameter
        // typed by `? extends X`, and for `? super X` exactly what X takes.
        boolean ownerGenerated = choice.method().owner().isGenerated();
        boolean generated = ownerGenerated || receiver instanceof JGeneric;
        for (Argument argument : arguments) {
            if (argument.bound() == null || generated) {
                targets = Generics.parameterTypes(receiver != null ? receiver : choice.method().owner(), choice.method());
                break;
            }
        }
        boolean varargsCall = choice.varargsCall();
        if (inference != null) {
            for (int i = 0; i < arguments.size(); i++) {
                if (arguments.get(i).bound() != null) {
                    inference.argument(i, arguments.get(i).type(), varargsCall);
                }
            }
            inference.target(expected);
        }
        List<Bound> converted = new ArrayList<>();
        int fixed = varargsCall ? parameters.size() - 1 : parameters.size();
        for (int i = 0; i < fixed; i++) {
            if (generated && targets.get(i) != parameters.get(i)) {
                checkNarrowed(m, arguments.get(i), targets.get(i), choice.method());
            }
            converted.add(convert(m, arguments.get(i), parameters.get(i), functionTarget(inference, arguments, i,
                    varargsCall, targets.get(i)), inference, i, varargsCall));
        }
        if (!varargsCall) {
            return Bound.all(converted);
        }
        JArray arrayType = (JArray) parameters.get(parameters.size() - 1);
        List<Bound> rest = new ArrayList<>();
        for (int i = fixed; i < arguments.size(); i++) {
            JType target = targets.get(targets.size() - 1) instanceof JArray a ? a.element() : arrayType.element();
            rest.add(convert(m, arguments.get(i), arrayType.element(), functionTarget(inference, arguments, i,
                    varargsCall, target), inference, i, varargsCall));
        }
        return e -> {
            converted.forEach(b -> b.emit(e));
            e.assembler.integer(rest.size());
            Arrays.newArray(e.assembler, arrayType.element());
            for (int i = 0; i < rest.size(); i++) {
                e.assembler.visitInsn(DUP);
                e.assembler.integer(i);
                rest.get(i).emit(e);
                e.assembler.visitInsn(Assembler.opcode(arrayType.element(), IASTORE));
            }
        };
    }

    /** The target type of a lambda or method reference argument: as inferred so far for a generic method. */
    private static JType functionTarget(Inference inference, List<Argument> arguments, int index, boolean varargsCall,
                                        JType declared) {
        if (inference == null || arguments.get(index).bound() != null) {
            return declared;
        }
        JType inferred = inference.functionTarget(index, varargsCall);
        return inferred instanceof JClass && Members.functionalMethod(inferred) != null ? inferred : declared;
    }

    private static void checkNarrowed(MethodContext m, Argument argument, JType target, MethodRef method) {
        if (argument.bound() == null || !target.isReference() || target instanceof dev.jumbo.lang.type.JInferred
                || argument.type() instanceof dev.jumbo.lang.type.JInferred
                || Types.isLooselyConvertible(argument.type(), Generics.erasure(target))) {
            return;
        }
        throw argument.origin().error(argument.expression().position(), "type mismatch: the argument of "
                + method.name() + " needs " + target.javaName() + " (a type argument of the receiver), but the "
                + "expression is " + argument.type().javaName());
    }

    private static Bound convert(MethodContext m, Argument argument, JType parameter, JType target,
                                 Inference inference, int index, boolean varargsCall) {
        Origin saved = m.origin;
        m.origin = argument.origin();
        try {
            Bound bound = argument.bound() != null ? argument.bound().forTarget(parameter)
                    : Functions.attribute(m, argument.expression(), target);
            if (inference != null && argument.bound() == null) {
                inference.functionResult(index, varargsCall, bound.functionResult, bound.functionParameters);
            }
            return Bound.converted(bound, parameter);
        } finally {
            m.origin = saved;
        }
    }

    // ---- calls

    /** A method call; {@code expected} (may be null) is the type of the place its value is assigned or returned to. */
    static Bound call(MethodContext m, MethodCall call, JType expected) {
        String name = call.name();
        List<JType> explicit = call.typeArguments().isEmpty() ? List.of()
                : ExplicitTypeArguments.resolve(m, call.typeArguments());
        if (call.target() == null) {
            // Looked up once for the arguments' targets and the choice: a class's methods are all declared by now.
            List<MethodRef> own = Members.methods(m.owner.self, name);
            List<Argument> arguments = arguments(m, call.arguments(), argumentTargets(m.owner.self, own,
                    call.arguments(), expected, explicit));
            return unqualified(m, call, own, arguments, expected, explicit);
        }
        if (call.target() instanceof Super parent) {
            return superCall(m, call, parent, arguments(m, call.arguments()), expected, explicit);
        }
        // The qualifier first, as it is evaluated (JLS 15.12.4.1): its type gives the arguments' targets.
        Qualifier target = Expressions.qualifier(m, call.target());
        if (target.packagePrefix() != null) {
            Expressions.refuseOutOfScopeBinding(m, target.packagePrefix(), call.target().position());
            throw m.error(call.target().position(), "cannot find symbol: " + target.packagePrefix()
                    + " is bound nowhere where the fragment lands (no variable or type of that name)");
        }
        JType qualifierType = target.type() != null ? target.type() : target.value().type;
        List<Argument> arguments = arguments(m, call.arguments(), !(qualifierType instanceof JClass) ? null
                : argumentTargets(qualifierType, Members.methods(qualifierType, name), call.arguments(), expected,
                        explicit));
        if (target.type() != null) {
            JType type = target.type();
            Overloads.Choice choice = choose(m, candidates(Members.methods(type, name), explicit), arguments, name,
                    type.javaName(), call.position());
            MethodRef method = choice.method();
            if (!method.isStatic()) {
                throw m.error(call.position(), "the instance method " + method.signatureText()
                        + " cannot be called through the type " + type.javaName());
            }
            Expressions.checkAccess(m, method.owner(), method, null, call.position());
            ExceptionScope.call(m, method, call.position());
            return invoke(m, choice, arguments, null, (JClass) type, INVOKESTATIC, expected, call.position(), explicit);
        }
        Bound receiver = target.value();
        if (receiver.type.isPrimitive() || receiver.type == JNull.INSTANCE) {
            throw m.error(call.position(), "cannot call the method " + name + " on a value of type "
                    + receiver.type.javaName());
        }
        Overloads.Choice choice = choose(m, candidates(Members.methods(receiver.type, name), explicit), arguments, name,
                receiver.type.javaName(), call.position());
        MethodRef method = choice.method();
        if (receiver.type instanceof JArray && name.equals("clone") && arguments.isEmpty()) {
            return Bound.of(receiver.type, e -> {
                receiver.emit(e);
                e.assembler.visitMethodInsn(INVOKEVIRTUAL, receiver.type.descriptor(), "clone", "()Ljava/lang/Object;", false);
                e.assembler.checkcast(receiver.type);
            });
        }
        Expressions.checkAccess(m, method.owner(), method, receiver.type, call.position());
        // native varargs first: a cheap test that keeps SignaturePolymorphic unloaded for ordinary calls
        if (method.varargs() && Modifier.isNative(method.modifiers()) && SignaturePolymorphic.is(method)) {
            // MethodHandle.invoke(Exact)'s `throws Throwable` is not enforced, unlike javac: generators splice
            // handle calls (stdlib's FieldCode and ConstructorCode) into methods whose throws clause they do not
            // write. The call may throw anything, so no catch around it is reported as catching nothing.
            m.exceptions.unknown();
            return SignaturePolymorphic.call(m, method, arguments, receiver);
        }
        ExceptionScope.call(m, method, call.position());
        if (method.isStatic()) {
            return invoke(m, choice, arguments, receiver, method.owner(), INVOKESTATIC, expected, call.position(),
                    explicit);
        }
        JClass owner = receiver.type instanceof JClass c ? c : Types.OBJECT;
        if (owner.isInterface() && method.owner().equals(Types.OBJECT)) {
            owner = Types.OBJECT;
        }
        Bound on = receiver;
        if (owner instanceof JIntersection intersection) {
            // Number & Comparable: the JVM sees a Number, so compareTo needs the receiver cast to Comparable
            owner = intersection.memberOwner(Generics.erasure(method.owner()) instanceof JClass d ? d : Types.OBJECT);
            JClass cast = owner;
            on = owner.equals(intersection.erasure()) ? receiver : Bound.of(owner, e -> {
                receiver.emit(e);
                e.assembler.checkcast(cast);
            });
        }
        return invoke(m, choice, arguments, on, owner, owner.isInterface() ? INVOKEINTERFACE : INVOKEVIRTUAL,
                expected, call.position(), explicit);
    }

    /** A call without a qualifier; {@code own} are the methods of that name of the class whose code calls. */
    private static Bound unqualified(MethodContext m, MethodCall call, List<MethodRef> own, List<Argument> arguments,
                                     JType expected, List<JType> explicit) {
        String name = call.name();
        boolean instanceReachable = !m.isStatic;
        int depth = 0;
        for (JClass c = m.owner.self; c != null; c = c.outer()) {
            List<MethodRef> candidates = candidates(c == m.owner.self ? own : Members.methods(c, name), explicit);
            if (!candidates.isEmpty()) {
                Overloads.Choice choice = choose(m, candidates, arguments, name, c.javaName(), call.position());
                MethodRef method = choice.method();
                Expressions.checkAccess(m, method.owner(), method, null, call.position());
                ExceptionScope.call(m, method, call.position());
                if (method.isStatic()) {
                    return invoke(m, choice, arguments, null, method.owner(), INVOKESTATIC, expected, call.position(),
                            explicit);
                }
                if (!instanceReachable) {
                    throw m.error(call.position(), "the instance method " + method.signatureText()
                            + " cannot be called from a static context");
                }
                Bound receiver = outerInstance(m, depth, call.position());
                return invoke(m, choice, arguments, receiver, c, c.isInterface() ? INVOKEINTERFACE : INVOKEVIRTUAL,
                        expected, call.position(), explicit);
            }
            if (Modifier.isStatic(c.modifiers())) {
                instanceReachable = false;
            }
            depth++;
        }
        JClass host = m.owner.unit.host;
        if (host != null) {
            List<MethodRef> candidates = new ArrayList<>();
            for (MethodRef method : Members.methods(host, name)) {
                if (method.isStatic()) {
                    candidates.add(method);
                }
            }
            if (!candidates.isEmpty()) {
                Overloads.Choice choice = choose(m, candidates, arguments, name, host.javaName(), call.position());
                ExceptionScope.call(m, choice.method(), call.position());
                return invoke(m, choice, arguments, null, choice.method().owner(), INVOKESTATIC, expected,
                        call.position(), explicit);
            }
        }
        throw m.error(call.position(), "cannot find symbol: method " + describe(name, arguments)
                + " is bound nowhere where the fragment lands");
    }

    private static Bound superCall(MethodContext m, MethodCall call, Super parent, List<Argument> arguments,
                                   JType expected, List<JType> explicit) {
        if (m.isStatic) {
            throw m.error(parent.position(), "'super' cannot be used in a static context");
        }
        if (m.beforeSuper) {
            throw m.error(parent.position(), "cannot reference this before the superclass constructor has been called");
        }
        JType qualifier = parent.qualifier() == null ? null : Expressions.resolve(m, parent.qualifier());
        if (qualifier instanceof JClass q && !q.isInterface() && !q.equals(m.owner.self)) {
            return enclosingSuperCall(m, call, parent, arguments, expected);
        }
        JClass owner = qualifier == null || !((JClass) qualifier).isInterface() ? m.owner.self.superclass()
                : (JClass) qualifier;
        Overloads.Choice choice = choose(m, candidates(Members.methods(owner, call.name()), explicit), arguments,
                call.name(), owner.javaName(), call.position());
        MethodRef method = choice.method();
        if (method.isAbstract()) {
            throw m.error(call.position(), "the abstract method " + method.signatureText() + " cannot be called through super");
        }
        Expressions.checkAccess(m, method.owner(), method, m.owner.self, call.position());
        ExceptionScope.call(m, method, call.position());
        Bound self = Bound.of(m.owner.self, Bound.LOAD_THIS);
        return invoke(m, choice, arguments, self, owner, method.isStatic() ? INVOKESTATIC : INVOKESPECIAL, expected,
                call.position(), explicit);
    }

    /** {@code Outer.super.m(...)} in a class nested in {@code Outer}: through an accessor of {@code Outer}. */
    private static Bound enclosingSuperCall(MethodContext m, MethodCall call, Super parent, List<Argument> arguments,
                                            JType expected) {
        int depth = Expressions.superDepth(m, parent);
        Bound outer = outerInstance(m, depth, parent.position());
        UnitClass enclosing = (UnitClass) outer.type;
        JClass owner = enclosing.superclass();
        Overloads.Choice choice = choose(m, Members.methods(owner, call.name()), arguments, call.name(),
                owner.javaName(), call.position());
        MethodRef method = choice.method();
        if (method.isAbstract()) {
            throw m.error(call.position(), "the abstract method " + method.signatureText() + " cannot be called through super");
        }
        if (method.isStatic()) {
            throw m.error(call.position(), "unsupported construct: the static method " + method.signatureText()
                    + " called through " + enclosing.javaName() + ".super");
        }
        Expressions.checkAccess(m, method.owner(), method, enclosing, call.position());
        ExceptionScope.call(m, method, call.position());
        MethodRef accessor = m.owner.unit.emitter(enclosing).superAccessor(method, owner);
        List<Argument> withReceiver = new ArrayList<>();
        withReceiver.add(new Argument(parent, m.origin, outer, enclosing));
        withReceiver.addAll(arguments);
        return invoke(m, new Overloads.Choice(accessor, choice.varargsCall()), withReceiver, null, enclosing,
                INVOKESTATIC, expected, call.position());
    }

    private static Bound invoke(MethodContext m, Overloads.Choice choice, List<Argument> arguments, Bound receiver,
                                JClass owner, int opcode, JType expected, int position) {
        return invoke(m, choice, arguments, receiver, owner, opcode, expected, position, List.of());
    }

    /** The call of the chosen method; {@code explicit} are the call's explicit type arguments (may be empty). */
    private static Bound invoke(MethodContext m, Overloads.Choice choice, List<Argument> arguments, Bound receiver,
                                JClass owner, int opcode, JType expected, int position, List<JType> explicit) {
        MethodRef method = choice.method();
        JType receiverType = receiver != null ? receiver.type : owner;
        Inference inference = inference(receiverType, method);
        if (!explicit.isEmpty()) {
            ExplicitTypeArguments.apply(m, inference, method, explicit, arguments, choice.varargsCall(), position);
        }
        Bound.Emit argumentCode = argumentCode(m, choice, arguments, receiverType, inference, expected);
        String descriptor = method.descriptor();
        boolean isInterface = owner.isInterface();
        String ownerName = owner.internalName();
        JType erasedResult = method.returnType();
        JType inferred = inferredResult(m, inference, position);
        JType result = inferred != null ? inferred
                : Generics.returnType(receiverType, method, method.owner().isGenerated() ? types(arguments) : null);
        boolean narrowed = !Types.isReferenceAssignable(erasedResult, Generics.erasure(result));
        Bound bound = Bound.statementExpression(result, new Call(receiver, argumentCode, opcode, ownerName,
                method.name(), descriptor, isInterface, narrowed ? Generics.erasure(result) : null));
        if (narrowed) {
            bound.uncast = Bound.of(erasedResult, new Call(receiver, argumentCode, opcode, ownerName, method.name(),
                    descriptor, isInterface, null));
        }
        return bound;
    }

    /** A method call: receiver, arguments, the invoke instruction and the narrowing cast, if any. */
    private static final class Call implements Bound.Emit {
        private final Bound receiver;
        private final Bound.Emit arguments;
        private final int opcode;
        private final String owner;
        private final String name;
        private final String descriptor;
        private final boolean isInterface;
        private final JType cast;

        Call(Bound receiver, Bound.Emit arguments, int opcode, String owner, String name, String descriptor,
             boolean isInterface, JType cast) {
            this.receiver = receiver;
            this.arguments = arguments;
            this.opcode = opcode;
            this.owner = owner;
            this.name = name;
            this.descriptor = descriptor;
            this.isInterface = isInterface;
            this.cast = cast;
        }

        @Override
        public void to(MethodContext e) {
            if (receiver != null) {
                receiver.emit(e);
                if (opcode == INVOKESTATIC) {
                    e.assembler.pop(receiver.type);
                }
            }
            arguments.to(e);
            e.assembler.visitMethodInsn(opcode, owner, name, descriptor, isInterface);
            if (cast != null) {
                e.assembler.checkcast(cast);
            }
        }
    }

    /**
     * The result type that {@code inference} found (null without one); an inference error as javac reports
     * it (an inferred type outside its variable's bound, contradicting bounds) is a {@code CodeException}.
     */
    private static JType inferredResult(MethodContext m, Inference inference, int position) {
        if (inference == null) {
            return null;
        }
        JType result = inference.result();
        String conflict = inference.conflict();
        if (conflict != null) {
            throw m.error(position, conflict);
        }
        return result;
    }

    /** The instance of the class {@code depth} levels out ({@code this} at 0), through the this$0 fields. */
    static Bound outerInstance(MethodContext m, int depth, int position) {
        // before super(...), an outer instance is reached from the constructor's parameter, not this.this$0
        boolean fromParameter = m.beforeSuper && depth > 0 && m.outerParameter >= 0;
        if (m.beforeSuper && !fromParameter) {
            throw m.error(position, "cannot reference this before the superclass constructor has been called");
        }
        if (m.isStatic) {
            throw m.error(position, "no enclosing instance in a static context");
        }
        JClass type = m.owner.self;
        if (depth == 0) {
            return Bound.of(type, Bound.LOAD_THIS); // every field or method named without a qualifier comes here
        }
        List<JClass> chain = new ArrayList<>();
        for (int i = 0; i < depth; i++) {
            if (!(type instanceof UnitClass unit) || unit.outer() == null || Modifier.isStatic(unit.modifiers())) {
                throw m.error(position, "no enclosing instance of an outer class here");
            }
            chain.add(type);
            type = unit.outer();
        }
        JClass result = type;
        int outerParameter = m.outerParameter;
        return Bound.of(result, e -> {
            if (fromParameter) {
                e.assembler.visitVarInsn(ALOAD, outerParameter);
            } else {
                e.assembler.visitVarInsn(ALOAD, 0);
            }
            for (JClass link : fromParameter ? chain.subList(1, chain.size()) : chain) {
                e.assembler.visitFieldInsn(GETFIELD, link.internalName(), ClassEmitter.OUTER_FIELD,
                        ((UnitClass) link).outer().descriptor());
            }
        });
    }

    // ---- creation

    /**
     * {@code new T(...)}; {@code expected} (may be null) is the type of the place it is assigned to. A generic
     * class written without type arguments ({@code new ArrayList<>()}; the tree does not tell the diamond
     * from a raw type) is typed by inference from the constructor's arguments and the target, as a diamond.
     */
    static Bound creation(MethodContext m, New creation, JType expected) {
        if (creation.body() != null) {
            return LocalClasses.anonymous(m, creation);
        }
        JType type = Expressions.resolve(m, creation.type());
        if (!(Generics.erasure(type) instanceof JClass c)) {
            throw m.error(creation.position(), "cannot create an instance of " + type.javaName() + " with new");
        }
        if (c.isInterface() || Modifier.isAbstract(c.modifiers())) {
            throw m.error(creation.position(), c.javaName() + " is abstract; cannot be instantiated");
        }
        List<Argument> arguments = arguments(m, creation.arguments());
        Bound outer = outerFor(m, c, creation.outer(), creation.position());
        boolean diamond = type == c && outer == null && creation.type() instanceof NamedType named
                && named.arguments().isEmpty();
        Bound created = construct(m, c, arguments, outer, creation.position(), diamond ? expected : null, diamond);
        // new Box<Integer>(...) has the type Box<Integer>: its members' results are narrowed by it.
        if (type == c && outer != null && c instanceof UnitClass unit && creation.outer() != null) {
            return created.as(dev.jumbo.lang.type.UnitGenerics.innerOf(unit, outer.type));
        }
        return type == c ? created : created.as(type);
    }

    static Bound outerFor(MethodContext m, JClass c, Expression explicit, int position) {
        if (!(c instanceof UnitClass unit) || !ClassEmitter.needsOuterInstance(unit)) {
            if (explicit != null) {
                throw m.error(position, c.javaName() + " is not an inner class; it takes no outer instance");
            }
            return null;
        }
        if (explicit != null) {
            Bound outer = Expressions.value(m, explicit, null);
            if (!Types.isReferenceAssignable(outer.type, unit.outer())) {
                throw m.error(position, "type mismatch: the outer instance must be a " + unit.outer().javaName());
            }
            return outer;
        }
        int depth = 0;
        for (JClass k = m.owner.self; k != null; k = k.outer()) {
            if (Types.isSubclass(k, unit.outer())) {
                return outerInstance(m, depth, position);
            }
            depth++;
        }
        throw m.error(position, "no enclosing instance of " + unit.outer().javaName() + " to create " + c.javaName());
    }

    static Bound construct(MethodContext m, JClass c, List<Argument> arguments, Bound outer, int position) {
        return construct(m, c, arguments, outer, position, null, false);
    }

    private static Bound construct(MethodContext m, JClass c, List<Argument> arguments, Bound outer, int position,
                                   JType expected, boolean diamond) {
        Overloads.Choice choice = choose(m, Members.constructors(c), arguments, c.javaName(), c.javaName(), position);
        MethodRef constructor = choice.method();
        Expressions.checkAccess(m, c, constructor, null, position);
        ExceptionScope.call(m, constructor, position);
        // the tree writes a diamond as a raw type: only a generic class's creation needs the diamond's inference
        Inference inference = !diamond ? inference(c, constructor)
                : Generics.declaresTypeVariables(c) ? Inference.diamond(c, constructor) : null;
        Bound.Emit argumentCode = argumentCode(m, choice, arguments, c, inference, expected);
        JType inferred = diamond && inference != null ? inference.result() : null;
        JType createdType = inferred instanceof JGeneric generic && generic.raw().equals(c) ? generic : c;
        String descriptor = c instanceof UnitClass unit ? ClassEmitter.constructorDescriptor(unit, constructor)
                : constructor.descriptor();
        // only local classes capture: other creations leave LocalClasses unloaded
        List<Bound> captured = c instanceof UnitClass unit && !unit.captured().isEmpty()
                ? LocalClasses.capturedValues(m, unit, position) : List.of();
        return Bound.statementExpression(createdType, new Creation(c.internalName(), outer, argumentCode,
                Bound.all(captured), descriptor));
    }

    /** {@code new C(...)}: the object, its outer instance, the arguments, the captured values, the constructor. */
    private static final class Creation implements Bound.Emit {
        private final String internalName;
        private final Bound outer;
        private final Bound.Emit arguments;
        private final Bound.Emit captured;
        private final String descriptor;

        Creation(String internalName, Bound outer, Bound.Emit arguments, Bound.Emit captured, String descriptor) {
            this.internalName = internalName;
            this.outer = outer;
            this.arguments = arguments;
            this.captured = captured;
            this.descriptor = descriptor;
        }

        @Override
        public void to(MethodContext e) {
            e.assembler.visitTypeInsn(NEW, internalName);
            e.assembler.visitInsn(DUP);
            if (outer != null) {
                outer.emit(e);
            }
            arguments.to(e);
            captured.to(e);
            e.assembler.visitMethodInsn(INVOKESPECIAL, internalName, "<init>", descriptor, false);
        }
    }

    static JType voidType() {
        return JPrimitive.VOID;
    }
}
