package dev.jumbo.lang.emit;

import dev.jumbo.lang.type.FieldRef;
import dev.jumbo.lang.type.Generics;
import dev.jumbo.lang.type.JClass;
import dev.jumbo.lang.type.JPrimitive;
import dev.jumbo.lang.type.JType;
import dev.jumbo.lang.type.MethodRef;
import dev.jumbo.lang.type.UnitClass;
import dev.jumbo.lang.tree.ClassDeclaration;
import dev.jumbo.lang.tree.LocalClass;
import dev.jumbo.lang.tree.Name;
import dev.jumbo.lang.tree.New;
import dev.jumbo.lang.tree.TypeKind;
import dev.jumbo.lang.tree.TypeNode;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;

import static org.objectweb.asm.Opcodes.*;

/**
 * Local and anonymous classes, compiled as javac does: a class {@code Outer$1Name} or
 * {@code Outer$1} of the same nest, with the enclosing instance in {@code this$0} (in instance
 * methods) and each captured local in a synthetic field {@code val$name}, passed as extra
 * constructor parameters after the declared ones. An anonymous class's constructor takes the
 * arguments of the superclass constructor chosen at the creation site.
 */
final class LocalClasses {
    private LocalClasses() {
    }

    /** A local class declaration statement: declares the class, to be emitted after the current ones. */
    static void declare(MethodContext m, LocalClass statement) {
        declare(m, statement.declaration(), null);
    }

    /** {@code new T(arguments) { members }}. */
    static Bound anonymous(MethodContext m, New creation) {
        JType type = Expressions.resolve(m, creation.type());
        if (!(dev.jumbo.lang.type.Generics.erasure(type) instanceof JClass base) || Modifier.isFinal(base.modifiers())) {
            throw m.error(creation.position(), "cannot create an anonymous subclass of " + type.javaName());
        }
        if (creation.outer() != null) {
            throw m.error(creation.position(), "unsupported construct: a qualified anonymous class creation outer.new T() {...}");
        }
        List<Invocations.Argument> arguments = Invocations.arguments(m, creation.arguments());
        JClass superclass = base.isInterface() ? dev.jumbo.lang.type.Types.OBJECT : base;
        if (base.isInterface() && !arguments.isEmpty()) {
            throw m.error(creation.position(), "an anonymous class implementing the interface " + base.javaName()
                    + " takes no constructor arguments");
        }
        if (m.isStatic && superclass instanceof UnitClass inner && ClassEmitter.needsOuterInstance(inner)) {
            // the anonymous class has no enclosing instance to give its inner superclass (javac's words)
            throw m.error(creation.position(), "non-static variable this cannot be referenced from a static context");
        }
        var choice = Invocations.choose(m, dev.jumbo.lang.type.Members.constructors(superclass), arguments,
                superclass.javaName(), superclass.javaName(), creation.position());
        MethodRef superConstructor = choice.method();
        if (!Access.allowedToAnonymousSubclass(m.owner, superclass, superConstructor.modifiers())) {
            throw Expressions.accessError(m, superclass, superConstructor.modifiers(), creation.position(),
                    "the constructor " + superConstructor.signatureText());
        }
        // the anonymous constructor throws what the superclass constructor does (JLS 15.9.5.1)
        ExceptionScope.call(m, choice.method(), creation.position());
        TypeNode superNode = base.isInterface() ? null : creation.type();
        List<TypeNode> interfaces = base.isInterface() ? List.of(creation.type()) : List.of();
        ClassDeclaration declaration = new ClassDeclaration(creation.position(), 0, TypeKind.CLASS, "", List.of(),
                superNode, interfaces, List.of(), List.of(), creation.body());
        UnitClass c = declare(m, declaration, choice.method().parameters());
        Bound.Emit argumentCode = Invocations.argumentCode(m, choice, arguments);
        Bound outer = ClassEmitter.needsOuterInstance(c) ? Invocations.outerInstance(m, 0, creation.position()) : null;
        List<Bound> captured = capturedValues(m, c, creation.position());
        String descriptor = ClassEmitter.constructorDescriptor(c, new MethodRef(c, "<init>", choice.method().parameters(),
                JPrimitive.VOID, 0, false));
        Bound.Emit code = e -> {
            e.assembler.visitTypeInsn(NEW, c.internalName());
            e.assembler.visitInsn(DUP);
            if (outer != null) {
                outer.emit(e);
            }
            argumentCode.to(e);
            captured.forEach(b -> b.emit(e));
            e.assembler.visitMethodInsn(INVOKESPECIAL, c.internalName(), "<init>", descriptor, false);
        };
        return Bound.of(c, code).withDiscard(e -> {
            code.to(e);
            e.assembler.visitInsn(POP);
        });
    }

    static UnitClass declare(MethodContext m, ClassDeclaration declaration, List<JType> anonymousSuper) {
        Unit unit = m.owner.unit;
        boolean captures = declaration.kind() == TypeKind.CLASS;
        Captures used = captures ? Captures.of(m, superclassCaptures(m, declaration), declaration.members()) : null;
        UnitClass typed = m.declaredBefore();
        if (typed != null) {
            // declared by the typing walk of this code (a switch expression's arms): the same class, whose name
            // denotes it again from here; the locals it captures are this walk's
            unit.reenterLocal(typed);
            if (used != null) {
                for (Local local : used.locals.values()) {
                    capture(m, declaration, local);
                }
            }
            m.declared(typed);
            return typed;
        }
        int before = unit.classes().size();
        UnitClass c = unit.declareLocal(declaration, m.origin, m.owner.self);
        if (m.isStatic || !captures) {
            c.setModifiers(c.modifiers() | Modifier.STATIC);
        }
        if (anonymousSuper != null) {
            c.setAnonymousSuperParameters(anonymousSuper);
        }
        if (used != null) {
            for (Local local : used.locals.values()) {
                capture(m, declaration, local);
                // a parameterized type keeps its arguments (its descriptor is the raw one): List<String> names read
                // in the class body is still a list of strings
                JType fieldType = local.type() instanceof dev.jumbo.lang.type.JGeneric ? local.type()
                        : Generics.erasure(local.type());
                c.addCaptured(new FieldRef(c, "val$" + local.name(), fieldType,
                        Modifier.PRIVATE | Modifier.FINAL, null));
            }
        }
        List<UnitClass> declared = new ArrayList<>(unit.classes().subList(before, unit.classes().size()));
        for (UnitClass added : declared) {
            Declarations.declare(unit, added, m.origin);
        }
        if (anonymousSuper != null) {
            c.declaredMethods().removeIf(MethodRef::isConstructor);
            c.addMethod(new MethodRef(c, "<init>", anonymousSuper, JPrimitive.VOID, 0, false));
        }
        m.declared(c);
        return c;
    }

    /** A local captured by a local or anonymous class: effectively final and definitely assigned there. */
    private static void capture(MethodContext m, ClassDeclaration declaration, Local local) {
        if (!local.isEffectivelyFinal()) {
            throw m.error(declaration.position(), "the local variable " + local.name() + " is captured by a "
                    + "lambda or an inner class, so it must be final or effectively final, but it is assigned");
        }
        Definite.checkAssigned(m, local, declaration.position());
        local.captured = true;
    }

    /**
     * The locals a local superclass captures, as names: its subclass's constructor passes them to the superclass's,
     * so the subclass captures them too, as javac does.
     */
    private static List<Name> superclassCaptures(MethodContext m, ClassDeclaration declaration) {
        if (declaration.superclass() == null
                || !(Generics.erasure(Expressions.resolve(m, declaration.superclass())) instanceof UnitClass local)) {
            return List.of();
        }
        List<Name> names = new ArrayList<>();
        for (FieldRef captured : local.captured()) {
            names.add(new Name(declaration.position(), captured.name().substring("val$".length())));
        }
        return names;
    }

    /** The values a creation of {@code c} passes for its captured locals, read where the creation is. */
    static List<Bound> capturedValues(MethodContext m, UnitClass c, int position) {
        List<Bound> values = new ArrayList<>();
        for (FieldRef field : c.captured()) {
            String name = field.name().substring("val$".length());
            Place place = Expressions.variable(m, name, position);
            if (place == null) {
                throw m.error(position, "the local variable " + name + " that " + c.javaName()
                        + " captures is not in scope here");
            }
            values.add(Expressions.place(m, place, position));
        }
        return values;
    }
}
