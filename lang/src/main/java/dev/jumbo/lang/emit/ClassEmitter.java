package dev.jumbo.lang.emit;

import dev.jumbo.lang.type.FieldRef;
import dev.jumbo.lang.type.JArray;
import dev.jumbo.lang.type.JClass;
import dev.jumbo.lang.type.JPrimitive;
import dev.jumbo.lang.type.JType;
import dev.jumbo.lang.type.Members;
import dev.jumbo.lang.type.MethodRef;
import dev.jumbo.lang.type.Origin;
import dev.jumbo.lang.type.TypeVariables;
import dev.jumbo.lang.type.ThrownTypes;
import dev.jumbo.lang.type.Types;
import dev.jumbo.lang.type.UnitClass;
import dev.jumbo.lang.tree.*;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import org.objectweb.asm.ClassTooLargeException;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Handle;
import org.objectweb.asm.MethodTooLargeException;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Type;

import static org.objectweb.asm.Opcodes.*;

/** Emits one generated class: header, nest attributes, fields, methods, constructors and initializers. */
final class ClassEmitter {
    static final String OUTER_FIELD = "this$0";
    private static final int CLASS_FLAGS = ACC_PUBLIC | ACC_FINAL | ACC_INTERFACE | ACC_ABSTRACT;
    private static final int MEMBER_FLAGS = ACC_PUBLIC | ACC_PRIVATE | ACC_PROTECTED | ACC_STATIC | ACC_FINAL
            | ACC_VOLATILE | ACC_TRANSIENT;
    private static final int METHOD_FLAGS = ACC_PUBLIC | ACC_PRIVATE | ACC_PROTECTED | ACC_STATIC | ACC_FINAL
            | ACC_SYNCHRONIZED | ACC_NATIVE | ACC_ABSTRACT | ACC_STRICT;

    final Unit unit;
    final UnitClass self;
    final Origin origin;
    final ClassWriter writer;
    TypeVariables typeVariables;
    private int lambdaCount;
    final List<Runnable> pendingMethods = new ArrayList<>();
    final ValueConstants constants = new ValueConstants(this);
    /** The accessors made by {@link #superAccessor}, by superclass method. */
    private final java.util.Map<String, MethodRef> superAccessors = new java.util.HashMap<>();

    ClassEmitter(Unit unit, UnitClass self, Origin origin) {
        this.unit = unit;
        this.self = self;
        this.origin = origin;
        this.typeVariables = Declarations.typeVariables(unit, self, origin);
        this.writer = new ClassWriter(ClassWriter.COMPUTE_FRAMES) {
            @Override
            protected String getCommonSuperClass(String first, String second) {
                return unit.commonSuperClass(first, second);
            }
        };
    }

    static boolean needsOuterInstance(UnitClass c) {
        return c.outer() != null && !Modifier.isStatic(c.modifiers());
    }

    /** The constructor descriptor with the captured values' types appended (the outer instance is added by callers). */
    static String withCaptured(UnitClass c, String descriptor) {
        if (c.captured().isEmpty()) {
            return descriptor;
        }
        StringBuilder result = new StringBuilder(descriptor.substring(0, descriptor.indexOf(')')));
        for (FieldRef field : c.captured()) {
            result.append(field.type().descriptor());
        }
        return result.append(")V").toString();
    }

    /** The full descriptor of a constructor of a unit class: outer instance, parameters, captured values. */
    static String constructorDescriptor(UnitClass c, MethodRef constructor) {
        String descriptor = withCaptured(c, constructor.descriptor());
        return needsOuterInstance(c) ? "(" + c.outer().descriptor() + descriptor.substring(1) : descriptor;
    }

    private ClassDeclaration declaration() {
        return self.declaration();
    }

    /** Emits the header, fields and methods; {@link #finish} adds the nest attributes. */
    void emit() {
        ClassDeclaration d = declaration();
        int access = self.modifiers() & CLASS_FLAGS;
        if (Modifier.isPrivate(self.modifiers()) || Modifier.isProtected(self.modifiers())) {
            access = (access & ~ACC_PUBLIC) | (Modifier.isProtected(self.modifiers()) ? ACC_PUBLIC : 0);
        }
        if (!self.isInterface()) {
            access |= ACC_SUPER;
        }
        if (d.kind() == TypeKind.ENUM) {
            access |= ACC_ENUM;
        }
        if (d.kind() == TypeKind.RECORD) {
            access |= ACC_FINAL;
        }
        List<String> interfaces = new ArrayList<>();
        for (JClass i : self.interfaces()) {
            interfaces.add(i.internalName());
        }
        String superName = self.superclass() == null ? "java/lang/Object" : self.superclass().internalName();
        writer.visit(V17, access, self.internalName(), null, superName, interfaces.toArray(new String[0]));
        writer.visitSource(self.source().file(), null);
        if (self.isLocal()) {
            writer.visitOuterClass(self.outer().internalName(), null, null);
        }
        if (d.kind() == TypeKind.RECORD) {
            boolean components = false;
            for (FieldRef field : self.declaredFields()) {
                if (!field.isStatic()) {
                    writer.visitRecordComponent(field.name(), field.type().descriptor(), null).visitEnd();
                    components = true;
                }
            }
            if (!components) {
                // ASM writes a Record attribute only for its first component; without one, a
                // record of no components is no record to the JVM (Class.isRecord() false, and
                // serialization writes and reads it as an ordinary class).
                writer.visitAttribute(new EmptyRecordAttribute());
            }
        }
        fields();
        List<MemberList.Entry<Member>> members = unit.members(self);
        boolean hasConstructor = false;
        for (MemberList.Entry<Member> entry : members) {
            if (entry.node() instanceof MethodDeclaration method) {
                method(method, entry.origin());
            } else if (entry.node() instanceof ConstructorDeclaration constructor) {
                hasConstructor = true;
                constructor(constructor.position(), constructor.modifiers(), constructor.parameters(), constructor.body(),
                        entry.origin(), members, false);
            }
        }
        if (!hasConstructor && !self.isInterface()) {
            if (d.kind() == TypeKind.RECORD) {
                canonicalConstructor(members);
            } else {
                int modifiers = d.kind() == TypeKind.ENUM ? Modifier.PRIVATE : Modifier.PUBLIC;
                constructor(d.position(), modifiers, List.of(), new Block(d.position(), List.of()), origin, members, true);
            }
        } else if (d.kind() == TypeKind.RECORD && !hasCanonical()) {
            canonicalConstructor(members);
        }
        if (d.kind() == TypeKind.ENUM) {
            EnumSupport.methods(this);
        }
        if (d.kind() == TypeKind.RECORD) {
            RecordSupport.methods(this, members);
        }
        staticInitializer(members);
        if (!self.isInterface()) {
            // Both walk every supertype: the hierarchy is gathered once for them.
            List<JClass> supertypes = self.hierarchy();
            supertypes = supertypes.subList(1, supertypes.size());
            AbstractMethods.check(this, supertypes);
            Bridges.emit(this, supertypes);
        }
        while (!pendingMethods.isEmpty()) {
            List<Runnable> batch = new ArrayList<>(pendingMethods);
            pendingMethods.clear();
            batch.forEach(Runnable::run);
        }
    }

    /** Adds the nest and inner-class attributes, once every class of the unit is known. */
    byte[] finish() {
        try {
            constants.finish();
            nestAttributes();
            writer.visitEnd();
            return writer.toByteArray();
        } catch (MethodTooLargeException tooLarge) {
            throw origin.error(declaration().position(), "the method " + Unit.sourceName(self) + "."
                    + tooLarge.getMethodName() + " is too large: its code takes " + tooLarge.getCodeSize()
                    + " bytes, and the JVM allows 65535 per method (JVMS 4.7.3); split its statements into several methods");
        } catch (ClassTooLargeException tooLarge) {
            throw origin.error(declaration().position(), "the class " + Unit.sourceName(self)
                    + " is too large: its constant pool needs " + tooLarge.getConstantPoolCount()
                    + " entries, and the JVM allows 65535 (JVMS 4.1); split it into several classes");
        }
    }

    private boolean hasCanonical() {
        List<JType> components = new ArrayList<>();
        for (FieldRef field : self.declaredFields()) {
            if (!field.isStatic()) {
                components.add(field.type());
            }
        }
        for (MemberList.Entry<Member> entry : unit.members(self)) {
            if (entry.node() instanceof ConstructorDeclaration c
                    && Declarations.parameters(unit, c.parameters(), entry.origin(), typeVariables).equals(components)) {
                return true;
            }
        }
        return false;
    }

    private void nestAttributes() {
        if (unit.hidden) {
            return;
        }
        UnitClass host = Unit.nestHost(self);
        if (host == self) {
            for (UnitClass c : unit.classes()) {
                if (c != self && Unit.nestHost(c) == self) {
                    writer.visitNestMember(c.internalName());
                }
            }
        } else {
            writer.visitNestHost(host.internalName());
        }
        for (UnitClass c : unit.classes()) {
            if (c.outer() != null && (c == self || c.outer() == self || isAncestor(c, self))) {
                writer.visitInnerClass(c.internalName(), c.isLocal() ? null : c.outer().internalName(),
                        c.isAnonymous() ? null : c.simpleName(),
                        c.modifiers() & (MEMBER_FLAGS | ACC_INTERFACE | ACC_ABSTRACT)
                                | (c.declaration().kind() == TypeKind.ENUM ? ACC_ENUM : 0));
            }
        }
    }

    private static boolean isAncestor(UnitClass nested, UnitClass of) {
        for (UnitClass c = nested.outer(); c != null; c = c.outer()) {
            if (c == of) {
                return true;
            }
        }
        return false;
    }

    private void fields() {
        for (FieldRef field : self.declaredFields()) {
            int access = field.modifiers() & (MEMBER_FLAGS | ACC_ENUM);
            writer.visitField(access, field.name(), field.type().descriptor(), null, null).visitEnd();
        }
        if (needsOuterInstance(self)) {
            writer.visitField(ACC_FINAL | ACC_SYNTHETIC, OUTER_FIELD, self.outer().descriptor(), null, null).visitEnd();
        }
        for (FieldRef captured : self.captured()) {
            writer.visitField(ACC_PRIVATE | ACC_FINAL | ACC_SYNTHETIC, captured.name(), captured.type().descriptor(),
                    null, null).visitEnd();
        }
        if (declaration().kind() == TypeKind.ENUM) {
            writer.visitField(ACC_PRIVATE | ACC_STATIC | ACC_FINAL | ACC_SYNTHETIC, EnumSupport.VALUES,
                    new JArray(self).descriptor(), null, null).visitEnd();
        }
    }

    /**
     * A static synthetic method of this class that calls {@code method} of its superclass {@code owner}
     * non-virtually on its first argument: {@code Outer.super.m()} in an inner class. Only code of this
     * class may use invokespecial on a superclass method of it, so javac makes the same kind of accessor.
     */
    MethodRef superAccessor(MethodRef method, JClass owner) {
        String key = owner.internalName() + "." + method.name() + method.descriptor();
        MethodRef known = superAccessors.get(key);
        if (known != null) {
            return known;
        }
        List<JType> parameters = new ArrayList<>();
        parameters.add(self);
        parameters.addAll(method.parameters());
        MethodRef accessor = new MethodRef(self, "access$super$" + superAccessors.size(), List.copyOf(parameters),
                method.returnType(), Modifier.STATIC, method.varargs());
        MethodVisitor visitor = writer.visitMethod(ACC_STATIC | ACC_SYNTHETIC, accessor.name(), accessor.descriptor(),
                null, null);
        visitor.visitCode();
        int slot = 0;
        for (JType parameter : parameters) {
            Type type = Type.getType(parameter.descriptor());
            visitor.visitVarInsn(type.getOpcode(ILOAD), slot);
            slot += type.getSize();
        }
        visitor.visitMethodInsn(INVOKESPECIAL, owner.internalName(), method.name(), method.descriptor(),
                owner.isInterface());
        visitor.visitInsn(Type.getType(method.returnType().descriptor()).getOpcode(IRETURN));
        visitor.visitMaxs(0, 0);
        visitor.visitEnd();
        superAccessors.put(key, accessor);
        return accessor;
    }

    MethodRef ref(String name, List<JType> parameters) {
        for (MethodRef method : self.declaredMethods()) {
            if (method.name().equals(name) && method.parameters().equals(parameters)) {
                return method;
            }
        }
        throw new IllegalStateException("undeclared " + name);
    }

    private void method(MethodDeclaration method, Origin at) {
        TypeVariables saved = typeVariables;
        typeVariables = Declarations.withParameters(unit, method.typeParameters(), saved, at, true);
        try {
            MethodRef ref = self.declaredMethod(method);
            int access = ref.modifiers() & METHOD_FLAGS;
            if (ref.varargs()) {
                access |= ACC_VARARGS;
            }
            String[] exceptions = exceptions(method.exceptions(), at);
            MethodVisitor visitor = writer.visitMethod(access, ref.name(), ref.descriptor(), null, exceptions);
            if (method.body() == null) {
                visitor.visitEnd();
                return;
            }
            if (Modifier.isAbstract(ref.modifiers()) || Modifier.isNative(ref.modifiers())) {
                throw at.error(method.position(), "an abstract or native method cannot have a body");
            }
            visitor.visitCode();
            MethodContext m = new MethodContext(this, visitor, ref.isStatic(), ref.returnType(), at);
            m.exceptions = ExceptionScope.body(ThrownTypes.of(ref), ExceptionScope.Body.DECLARED);
            m.methodName = method.name();
            m.assembler.line(method.position());
            declareParameters(m, method.parameters(), at);
            Statements.block(m, method.body().statements());
            finish(m, method.body());
        } finally {
            typeVariables = saved;
        }
    }

    private String[] exceptions(List<TypeNode> exceptions, Origin at) {
        String[] result = new String[exceptions.size()];
        for (int i = 0; i < result.length; i++) {
            JType type = unit.types.resolve(exceptions.get(i), at, typeVariables);
            if (!Types.isReferenceAssignable(type, Types.THROWABLE)) {
                throw at.error(exceptions.get(i).position(), "a throws clause needs Throwable types, not " + type.javaName());
            }
            result[i] = type.internalName();
        }
        return result;
    }

    void declareParameters(MethodContext m, List<Formal> formals, Origin at) {
        for (MemberList.Entry<Parameter> entry : MemberList.formals(formals, at)) {
            Origin saved = m.origin;
            m.origin = entry.origin();
            m.declareParameter(entry.node().name(), Declarations.parameterType(unit, entry.node(), entry.origin(),
                    typeVariables), entry.node().position());
            m.origin = saved;
        }
    }

    /** Ends a method body: falling off the end returns from a void method and is an error otherwise. */
    void finish(MethodContext m, Block body) {
        if (m.reachable) {
            if (m.returnType != JPrimitive.VOID) {
                throw m.origin.error(body.position(), "missing return statement: the method returns "
                        + m.returnType.javaName() + ", but its end is reachable");
            }
            m.assembler.visitInsn(RETURN);
        }
        m.endScopes(null);
        m.assembler.visitMaxs(0, 0);
        m.assembler.visitEnd();
    }

    /** A constructor; {@code implicit} for the default one of a class that declares none. */
    private void constructor(int position, int modifiers, List<Formal> formals, Block body, Origin at,
                             List<MemberList.Entry<Member>> members, boolean implicit) {
        List<JType> parameters = self.isAnonymous() ? self.anonymousSuperParameters()
                : Declarations.parameters(unit, formals, at, typeVariables);
        MethodRef ref = ref("<init>", parameters);
        boolean isEnum = declaration().kind() == TypeKind.ENUM;
        StringBuilder descriptor = new StringBuilder("(");
        if (needsOuterInstance(self)) {
            descriptor.append(self.outer().descriptor());
        }
        if (isEnum) {
            descriptor.append("Ljava/lang/String;I");
        }
        descriptor.append(withCaptured(self, ref.descriptor()).substring(1));
        int access = (isEnum ? ACC_PRIVATE : ref.modifiers() & (ACC_PUBLIC | ACC_PRIVATE | ACC_PROTECTED))
                | (ref.varargs() ? ACC_VARARGS : 0);
        MethodVisitor visitor = writer.visitMethod(access, "<init>", descriptor.toString(), null, null);
        visitor.visitCode();
        MethodContext m = new MethodContext(this, visitor, false, JPrimitive.VOID, at);
        m.exceptions = self.isAnonymous() ? ExceptionScope.body(List.of(), ExceptionScope.Body.ANYTHING)
                : implicit ? ExceptionScope.body(List.of(), ExceptionScope.Body.DEFAULT_CONSTRUCTOR)
                : ExceptionScope.body(ThrownTypes.of(ref), ExceptionScope.Body.DECLARED);
        visitor = m.assembler; // everything through the assembler, which follows the operand stack
        m.assembler.line(position);
        int outerSlot = needsOuterInstance(self) ? m.temporary(self.outer()) : -1;
        int nameSlot = isEnum ? m.temporary(Types.STRING) : -1;
        int ordinalSlot = isEnum ? m.temporary(JPrimitive.INT) : -1;
        declareParameters(m, formals, at);
        int[] superSlots = new int[self.isAnonymous() ? parameters.size() : 0];
        for (int i = 0; i < superSlots.length; i++) {
            superSlots[i] = m.temporary(parameters.get(i));
        }
        int[] capturedSlots = new int[self.captured().size()];
        for (int i = 0; i < capturedSlots.length; i++) {
            capturedSlots[i] = m.temporary(self.captured().get(i).type());
        }
        List<Statement> statements = body.statements();
        ConstructorCall call = !statements.isEmpty() && statements.get(0) instanceof ConstructorCall c ? c : null;
        if (outerSlot >= 0) {
            visitor.visitVarInsn(ALOAD, 0);
            visitor.visitVarInsn(ALOAD, outerSlot);
            visitor.visitFieldInsn(PUTFIELD, self.internalName(), OUTER_FIELD, self.outer().descriptor());
        }
        for (int i = 0; i < capturedSlots.length; i++) {
            FieldRef captured = self.captured().get(i);
            visitor.visitVarInsn(ALOAD, 0);
            m.assembler.load(captured.type(), capturedSlots[i]);
            visitor.visitFieldInsn(PUTFIELD, self.internalName(), captured.name(), captured.type().descriptor());
        }
        m.beforeSuper = true;
        m.outerParameter = outerSlot;
        m.capturedParameters = new java.util.HashMap<>();
        for (int i = 0; i < capturedSlots.length; i++) {
            m.capturedParameters.put(self.captured().get(i).name(), capturedSlots[i]);
        }
        if (call != null && !call.isSuper()) {
            List<Invocations.Argument> arguments = Invocations.arguments(m, call.arguments());
            var choice = Invocations.choose(m, Members.constructors(self), arguments, self.simpleName(),
                    self.javaName(), call.position());
            ExceptionScope.call(m, choice.method(), call.position());
            Bound.Emit code = Invocations.argumentCode(m, choice, arguments);
            visitor.visitVarInsn(ALOAD, 0);
            if (outerSlot >= 0) {
                visitor.visitVarInsn(ALOAD, outerSlot);
            }
            if (isEnum) {
                visitor.visitVarInsn(ALOAD, nameSlot);
                visitor.visitVarInsn(ILOAD, ordinalSlot);
            }
            code.to(m);
            for (int i = 0; i < capturedSlots.length; i++) {
                m.assembler.load(self.captured().get(i).type(), capturedSlots[i]);
            }
            String target = withCaptured(self, choice.method().descriptor());
            String prefix = (outerSlot >= 0 ? self.outer().descriptor() : "") + (isEnum ? "Ljava/lang/String;I" : "");
            visitor.visitMethodInsn(INVOKESPECIAL, self.internalName(), "<init>", "(" + prefix + target.substring(1), false);
            m.beforeSuper = false;
        } else if (self.isAnonymous()) {
            visitor.visitVarInsn(ALOAD, 0);
            superOuterInstance(m, outerSlot, position);
            for (int i = 0; i < superSlots.length; i++) {
                m.assembler.load(parameters.get(i), superSlots[i]);
            }
            superCaptured(m, capturedSlots, position);
            visitor.visitMethodInsn(INVOKESPECIAL, self.superclass().internalName(), "<init>", superDescriptor(
                    new MethodRef(self.superclass(), "<init>", parameters, JPrimitive.VOID, 0, false)), false);
            m.beforeSuper = false;
            m.constructor = true;
            instanceInitializers(m, members);
        } else {
            superCall(m, call, isEnum, nameSlot, ordinalSlot, position, outerSlot, capturedSlots);
            m.beforeSuper = false;
            m.constructor = true;
            instanceInitializers(m, members);
        }
        m.constructor = true;
        Statements.block(m, call == null ? statements : statements.subList(1, statements.size()));
        finish(m, body);
    }

    private void superCall(MethodContext m, ConstructorCall call, boolean isEnum, int nameSlot, int ordinalSlot, int position,
                           int outerSlot, int[] capturedSlots) {
        MethodVisitor visitor = m.assembler;
        JClass superclass = self.superclass();
        visitor.visitVarInsn(ALOAD, 0);
        if (isEnum) {
            if (call != null) {
                throw m.error(call.position(), "an enum constructor cannot call super(...)");
            }
            visitor.visitVarInsn(ALOAD, nameSlot);
            visitor.visitVarInsn(ILOAD, ordinalSlot);
            visitor.visitMethodInsn(INVOKESPECIAL, "java/lang/Enum", "<init>", "(Ljava/lang/String;I)V", false);
            return;
        }
        List<Invocations.Argument> arguments = call == null ? List.of() : Invocations.arguments(m, call.arguments());
        int at = call == null ? position : call.position();
        var choice = Invocations.choose(m, Members.constructors(superclass), arguments, superclass.javaName(),
                superclass.javaName(), at);
        Expressions.checkAccess(m, superclass, choice.method(), self, at);
        ExceptionScope.call(m, choice.method(), at);
        Bound.Emit code = Invocations.argumentCode(m, choice, arguments);
        superOuterInstance(m, outerSlot, at);
        code.to(m);
        superCaptured(m, capturedSlots, at);
        visitor.visitMethodInsn(INVOKESPECIAL, superclass.internalName(), "<init>", superDescriptor(choice.method()), false);
    }

    /**
     * The enclosing instance of an inner superclass (JLS 8.8.7.1, 15.9.2): the innermost enclosing instance of this
     * class that is one of the superclass's outer class, reached from the outer instance parameter through the
     * {@code this$0} fields ({@code this} itself is still uninitialized). Nothing for another superclass.
     */
    private void superOuterInstance(MethodContext m, int outerSlot, int at) {
        if (!(self.superclass() instanceof UnitClass inner) || !needsOuterInstance(inner)) {
            return;
        }
        String missing = "no enclosing instance of type " + inner.outer().javaName() + " is in scope";
        if (outerSlot < 0) {
            throw m.error(at, missing);
        }
        m.assembler.visitVarInsn(ALOAD, outerSlot);
        for (JClass k = self.outer(); !Types.isSubclass(k, inner.outer()); k = ((UnitClass) k).outer()) {
            if (!(k instanceof UnitClass link) || !needsOuterInstance(link)) {
                throw m.error(at, missing);
            }
            m.assembler.visitFieldInsn(GETFIELD, link.internalName(), OUTER_FIELD, link.outer().descriptor());
        }
    }

    /**
     * The locals a local superclass captures, passed on from this class's own copies: a local or anonymous subclass
     * captures them too ({@link LocalClasses#declare}).
     */
    private void superCaptured(MethodContext m, int[] capturedSlots, int at) {
        if (!(self.superclass() instanceof UnitClass local)) {
            return;
        }
        for (FieldRef needed : local.captured()) {
            int index = 0;
            while (index < self.captured().size() && !self.captured().get(index).name().equals(needed.name())) {
                index++;
            }
            if (index == self.captured().size()) {
                throw m.error(at, "unsupported construct: a subclass of the local class " + local.simpleName()
                        + " where its captured variable " + needed.name().substring("val$".length())
                        + " is not a local");
            }
            m.assembler.load(self.captured().get(index).type(), capturedSlots[index]);
        }
    }

    /** The descriptor of a superclass constructor, with an inner or local superclass's extra parameters. */
    private String superDescriptor(MethodRef constructor) {
        return self.superclass() instanceof UnitClass unitSuper
                ? constructorDescriptor(unitSuper, constructor) : constructor.descriptor();
    }

    /** Field initializers and instance initializer blocks, in declaration order. */
    private void instanceInitializers(MethodContext m, List<MemberList.Entry<Member>> members) {
        for (MemberList.Entry<Member> entry : members) {
            Origin saved = m.origin;
            m.origin = entry.origin();
            if (entry.node() instanceof FieldDeclaration field && !isStatic(field.modifiers())) {
                fieldInitializers(m, field, false);
            } else if (entry.node() instanceof Initializer initializer && !initializer.isStatic()) {
                Statements.block(m, initializer.body().statements());
                if (!m.reachable) {
                    throw m.error(initializer.position(), "an initializer must be able to complete normally");
                }
            }
            m.origin = saved;
        }
    }

    private boolean isStatic(int modifiers) {
        return Modifier.isStatic(modifiers) || self.isInterface();
    }

    private void fieldInitializers(MethodContext m, FieldDeclaration field, boolean isStatic) {
        for (VariableDeclarator declarator : field.declarators()) {
            if (declarator.initializer() == null) {
                continue;
            }
            FieldRef ref = Members.field(self, declarator.name());
            m.assembler.line(declarator.position());
            Bound value = Expressions.assignable(m, declarator.initializer(), ref.type(), "the field " + ref.name());
            if (!isStatic) {
                m.assembler.visitVarInsn(ALOAD, 0);
            }
            value.emit(m);
            m.assembler.visitFieldInsn(isStatic ? PUTSTATIC : PUTFIELD, self.internalName(), ref.name(),
                    ref.type().descriptor());
        }
    }

    private void canonicalConstructor(List<MemberList.Entry<Member>> members) {
        List<FieldRef> components = new ArrayList<>();
        StringBuilder descriptor = new StringBuilder("(");
        for (FieldRef field : self.declaredFields()) {
            if (!field.isStatic()) {
                components.add(field);
                descriptor.append(field.type().descriptor());
            }
        }
        MethodVisitor visitor = writer.visitMethod(ACC_PUBLIC, "<init>", descriptor.append(")V").toString(), null, null);
        visitor.visitCode();
        visitor.visitVarInsn(ALOAD, 0);
        visitor.visitMethodInsn(INVOKESPECIAL, "java/lang/Record", "<init>", "()V", false);
        int slot = 1;
        for (FieldRef field : components) {
            visitor.visitVarInsn(ALOAD, 0);
            visitor.visitVarInsn(Assembler.opcode(field.type(), ILOAD), slot);
            visitor.visitFieldInsn(PUTFIELD, self.internalName(), field.name(), field.type().descriptor());
            slot += Assembler.size(field.type());
        }
        visitor.visitInsn(RETURN);
        visitor.visitMaxs(0, 0);
        visitor.visitEnd();
    }

    private void staticInitializer(List<MemberList.Entry<Member>> members) {
        boolean needed = declaration().kind() == TypeKind.ENUM;
        for (MemberList.Entry<Member> entry : members) {
            needed |= entry.node() instanceof Initializer i && i.isStatic()
                    || entry.node() instanceof FieldDeclaration f && isStatic(f.modifiers())
                    && f.declarators().stream().anyMatch(v -> v.initializer() != null);
        }
        if (!needed) {
            return;
        }
        MethodVisitor visitor = constants.staticInitializer();
        visitor.visitCode();
        MethodContext m = new MethodContext(this, visitor, true, JPrimitive.VOID, origin);
        visitor = m.assembler;
        m.methodName = "static";
        m.constructor = true;
        if (declaration().kind() == TypeKind.ENUM) {
            EnumSupport.constants(this, m);
        }
        for (MemberList.Entry<Member> entry : members) {
            m.origin = entry.origin();
            if (entry.node() instanceof FieldDeclaration field && isStatic(field.modifiers())) {
                fieldInitializers(m, field, true);
            } else if (entry.node() instanceof Initializer initializer && initializer.isStatic()) {
                Statements.block(m, initializer.body().statements());
                if (!m.reachable) {
                    throw m.error(initializer.position(), "an initializer must be able to complete normally");
                }
            }
        }
        m.origin = origin;
        finish(m, new Block(declaration().position(), List.of()));
    }

    /** A fresh name for a synthetic method of this class. */
    String syntheticName(String kind) {
        return kind + "$" + (lambdaCount++);
    }

    static Handle handle(int tag, JClass owner, String name, String descriptor) {
        return new Handle(tag, owner.internalName(), name, descriptor, owner.isInterface());
    }

    static Type type(JType type) {
        return Type.getType(type.descriptor());
    }

    /** The Record attribute of a record without components: {@code u2 components_count = 0}. */
    private static final class EmptyRecordAttribute extends org.objectweb.asm.Attribute {
        EmptyRecordAttribute() {
            super("Record");
        }

        @Override
        protected org.objectweb.asm.ByteVector write(ClassWriter classWriter, byte[] code, int codeLength, int maxStack,
                int maxLocals) {
            return new org.objectweb.asm.ByteVector().putShort(0);
        }
    }
}
