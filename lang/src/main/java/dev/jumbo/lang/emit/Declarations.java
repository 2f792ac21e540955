package dev.jumbo.lang.emit;

import dev.jumbo.lang.type.FieldRef;
import dev.jumbo.lang.type.GenericSignature;
import dev.jumbo.lang.type.Generics;
import dev.jumbo.lang.type.JGeneric;
import dev.jumbo.lang.type.JTypeVariable;
import dev.jumbo.lang.type.TypeResolver;
import dev.jumbo.lang.type.JArray;
import dev.jumbo.lang.type.JClass;
import dev.jumbo.lang.type.JPrimitive;
import dev.jumbo.lang.type.JType;
import dev.jumbo.lang.type.LoadedClass;
import dev.jumbo.lang.type.MethodRef;
import dev.jumbo.lang.type.Origin;
import dev.jumbo.lang.type.TypeVariables;
import dev.jumbo.lang.type.Types;
import dev.jumbo.lang.type.UnitClass;
import dev.jumbo.lang.tree.*;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;

/** The declaration pass: supertypes and member signatures of each generated class, before any body. */
final class Declarations {
    private Declarations() {
    }

    /** The type variables in scope in the body of {@code c}: its own (made once) and its enclosing classes'. */
    static TypeVariables typeVariables(Unit unit, UnitClass c, Origin origin) {
        TypeVariables variables = c.outer() != null && !Modifier.isStatic(c.modifiers())
                ? typeVariables(unit, c.outer(), origin) : TypeVariables.NONE;
        if (c.typeParameters() == null) {
            TypeVariables scope = withParameters(unit, c.declaration().typeParameters(), variables, origin, false);
            c.setTypeParameters(own(scope, variables));
            return scope;
        }
        for (JTypeVariable variable : c.typeParameters()) {
            variables = variables.with(variable);
        }
        return variables;
    }

    /** {@code variables} and new variables for {@code parameters}, whose bounds may name any of them. */
    static TypeVariables withParameters(Unit unit, List<TypeParameter> parameters, TypeVariables variables, Origin origin,
                                        boolean ofMethod) {
        if (parameters.isEmpty()) {
            return variables;
        }
        List<JTypeVariable> made = new ArrayList<>();
        for (TypeParameter parameter : parameters) {
            JTypeVariable variable = new JTypeVariable(parameter.name(), ofMethod);
            made.add(variable);
            variables = variables.with(variable);
        }
        for (int i = 0; i < parameters.size(); i++) {
            if (!parameters.get(i).bounds().isEmpty()) {
                made.get(i).setErasure(unit.types.resolve(parameters.get(i).bounds().get(0), origin, variables));
            }
        }
        return variables;
    }

    /** The variables {@code scope} adds to {@code outer}, in declaration order. */
    private static List<JTypeVariable> own(TypeVariables scope, TypeVariables outer) {
        List<JTypeVariable> result = new ArrayList<>();
        for (TypeVariables s = scope; s != outer && s.variable() != null; s = s.outer()) {
            result.add(0, s.variable());
        }
        return result;
    }

    /** Keeps the generic signature of a method whose types mention type variables or arguments. */
    private static void keepSignature(Unit unit, UnitClass c, MethodRef ref, List<Formal> formals, TypeNode returnType,
                                      TypeVariables methodVariables, TypeVariables classVariables, Origin at) {
        List<MemberList.Entry<Parameter>> parameters = MemberList.formals(formals, at);
        boolean generic = methodVariables != classVariables || returnType != null
                && unit.types.isGenericMember(returnType, at, methodVariables);
        for (MemberList.Entry<Parameter> entry : parameters) {
            generic |= unit.types.isGenericMember(entry.node().type(), entry.origin(), methodVariables);
        }
        if (!generic) {
            return;
        }
        List<JType> types = new ArrayList<>();
        for (MemberList.Entry<Parameter> entry : parameters) {
            JType type = unit.types.generic(entry.node().type(), entry.origin(), methodVariables);
            types.add(entry.node().varargs() ? new JArray(type) : type);
        }
        JType result = returnType == null ? JPrimitive.VOID : unit.types.generic(returnType, at, methodVariables);
        c.setSignature(ref, new GenericSignature(own(methodVariables, classVariables), List.copyOf(types), result));
    }

    static void declare(Unit unit, UnitClass c, Origin origin) {
        ClassDeclaration d = c.declaration();
        TypeVariables variables = typeVariables(unit, c, origin);
        JClass superclass = switch (d.kind()) {
            case ENUM -> LoadedClass.classOf(Enum.class);
            case RECORD -> LoadedClass.classOf(Record.class);
            case INTERFACE -> null;
            case CLASS -> d.superclass() == null ? Types.OBJECT : superclass(unit, d.superclass(), origin, variables);
        };
        List<JClass> interfaces = new ArrayList<>();
        for (TypeNode node : d.interfaces()) {
            JType type = unit.types.resolve(node, origin, variables);
            if (!(type instanceof JClass i) || !i.isInterface()) {
                throw origin.error(node.position(), type.javaName() + " is not an interface");
            }
            interfaces.add(i);
        }
        // Erased supertypes for the JVM and the checker; the parameterized ones bind inherited members' type variables.
        List<JClass> erasedInterfaces = new ArrayList<>();
        boolean parameterized = superclass instanceof JGeneric;
        for (JClass i : interfaces) {
            erasedInterfaces.add((JClass) Generics.erasure(i));
            parameterized |= i instanceof JGeneric;
        }
        c.setSupertypes(superclass == null ? null : (JClass) Generics.erasure(superclass), erasedInterfaces);
        if (parameterized) {
            List<JClass> genericInterfaces = new ArrayList<>();
            for (TypeNode node : d.interfaces()) {
                genericInterfaces.add((JClass) unit.types.generic(node, origin, variables));
            }
            c.setGenericSupertypes(superclass == null || d.superclass() == null ? superclass
                    : (JClass) unit.types.generic(d.superclass(), origin, variables), genericInterfaces);
        }
        boolean isInterface = d.kind() == TypeKind.INTERFACE;
        List<MethodRef> constructors = new ArrayList<>();
        if (d.kind() == TypeKind.ENUM) {
            for (EnumConstant constant : d.enumConstants()) {
                c.addField(new FieldRef(c, constant.name(), c, Modifier.PUBLIC | Modifier.STATIC | Modifier.FINAL
                        | 0x4000, null));
            }
            c.addMethod(new MethodRef(c, "values", List.of(), new JArray(c), Modifier.PUBLIC | Modifier.STATIC, false));
            c.addMethod(new MethodRef(c, "valueOf", List.of(Types.STRING), c, Modifier.PUBLIC | Modifier.STATIC, false));
        }
        List<JType> componentTypes = new ArrayList<>();
        if (d.kind() == TypeKind.RECORD) {
            for (MemberList.Entry<Parameter> component : MemberList.formals(d.components(), origin)) {
                JType type = parameterType(unit, component.node(), component.origin(), variables);
                componentTypes.add(type);
                c.addField(new FieldRef(c, component.node().name(), type, Modifier.PRIVATE | Modifier.FINAL, null));
            }
        }
        // Declared methods by name and parameter descriptor: a duplicate is found without a scan per method.
        java.util.Set<String> signatures = new java.util.HashSet<>();
        for (MethodRef existing : c.declaredMethods()) {
            signatures.add(existing.name() + existing.parameterDescriptor());
        }
        MemberDeclarer declarer = new MemberDeclarer(unit, c, isInterface, variables, signatures, constructors);
        for (MemberList.Entry<Member> entry : unit.members(c)) {
            declarer.at = entry.origin();
            entry.node().accept(declarer);
        }
        if (d.kind() == TypeKind.RECORD) {
            boolean canonical = false;
            for (MethodRef constructor : constructors) {
                canonical |= constructor.parameters().equals(componentTypes);
            }
            if (!canonical) {
                MethodRef implicit = new MethodRef(c, "<init>", componentTypes, JPrimitive.VOID, Modifier.PUBLIC, false);
                c.addMethod(implicit);
                keepSignature(unit, c, implicit, d.components(), null, variables, variables, origin);
            }
            List<Parameter> components = new ArrayList<>();
            for (MemberList.Entry<Parameter> component : MemberList.formals(d.components(), origin)) {
                components.add(component.node());
            }
            for (int i = 0; i < components.size(); i++) {
                if (!hasMethod(c, components.get(i).name(), 0)) {
                    MethodRef accessor = new MethodRef(c, components.get(i).name(), List.of(), componentTypes.get(i),
                            Modifier.PUBLIC, false);
                    c.addMethod(accessor);
                    // Tagged<String>.value() is a String, as the component's field is.
                    keepSignature(unit, c, accessor, List.of(), components.get(i).type(), variables, variables, origin);
                }
            }
            addIfMissing(c, "toString", List.of(), Types.STRING);
            addIfMissing(c, "hashCode", List.of(), JPrimitive.INT);
            addIfMissing(c, "equals", List.of(Types.OBJECT), JPrimitive.BOOLEAN);
        } else if (constructors.isEmpty() && !isInterface) {
            int access = d.kind() == TypeKind.ENUM ? Modifier.PRIVATE : Modifier.PUBLIC;
            c.addMethod(new MethodRef(c, "<init>", List.of(), JPrimitive.VOID, access, false));
        }
    }

    /**
     * What a {@code throws} clause declares, for the checked-exception analysis; a type variable there
     * ({@code throws E}) lets the method throw anything, since lang does not infer what it stands for.
     * A type that is no Throwable is left for the emitter to report.
     */
    private static dev.jumbo.lang.type.ThrownTypes thrownTypes(Unit unit, List<TypeNode> exceptions, Origin origin,
                                                                TypeVariables variables) {
        if (exceptions.isEmpty()) {
            return dev.jumbo.lang.type.ThrownTypes.NONE;
        }
        List<JClass> classes = new ArrayList<>();
        boolean variable = false;
        for (TypeNode node : exceptions) {
            if (TypeResolver.isGeneric(node, variables)) {
                variable = true;
            } else if (unit.types.resolve(node, origin, variables) instanceof JClass c) {
                classes.add(c);
            }
        }
        return new dev.jumbo.lang.type.ThrownTypes(classes, variable);
    }

    private static void addIfMissing(UnitClass c, String name, List<JType> parameters, JType returnType) {
        for (MethodRef method : c.declaredMethods()) {
            if (method.name().equals(name) && method.parameters().equals(parameters)) {
                return;
            }
        }
        c.addMethod(new MethodRef(c, name, parameters, returnType, Modifier.PUBLIC | Modifier.FINAL | 0x1000, false));
    }

    static boolean hasMethod(UnitClass c, String name, int arity) {
        for (MethodRef method : c.declaredMethods()) {
            if (method.name().equals(name) && method.parameters().size() == arity) {
                return true;
            }
        }
        return false;
    }

    private static JClass superclass(Unit unit, TypeNode node, Origin origin, TypeVariables variables) {
        JType type = unit.types.resolve(node, origin, variables);
        if (!(type instanceof JClass c) || c.isInterface()) {
            throw origin.error(node.position(), "a class can extend only a class, not " + type.javaName());
        }
        if (Modifier.isFinal(c.modifiers())) {
            throw origin.error(node.position(), "cannot inherit from the final class " + c.javaName());
        }
        return c;
    }

    static List<JType> parameters(Unit unit, List<Formal> formals, Origin origin, TypeVariables variables) {
        List<JType> result = new ArrayList<>();
        for (MemberList.Entry<Parameter> entry : MemberList.formals(formals, origin)) {
            result.add(parameterType(unit, entry.node(), entry.origin(), variables));
        }
        return result;
    }

    static JType parameterType(Unit unit, Parameter parameter, Origin origin, TypeVariables variables) {
        if (parameter.type() == null) {
            throw origin.error(parameter.position(), "the parameter " + parameter.name() + " needs a type");
        }
        JType type = unit.types.resolve(parameter.type(), origin, variables);
        if (type == JPrimitive.VOID) {
            throw origin.error(parameter.position(), "a parameter cannot have type void");
        }
        return parameter.varargs() ? new JArray(type) : type;
    }

    private static boolean isVarargs(List<Formal> formals, Origin origin) {
        List<MemberList.Entry<Parameter>> list = MemberList.formals(formals, origin);
        return !list.isEmpty() && list.get(list.size() - 1).node().varargs();
    }

    /** Declares each member of one class in it: fields, methods and constructors; initializers are only checked. */
    private static final class MemberDeclarer implements Member.Visitor<Void> {
        private final Unit unit;
        private final UnitClass c;
        private final ClassDeclaration d;
        private final boolean isInterface;
        private final TypeVariables variables;
        /** Declared methods by name and parameter descriptor. */
        private final java.util.Set<String> signatures;
        private final List<MethodRef> constructors;
        /** Where the member visited comes from. */
        Origin at;

        MemberDeclarer(Unit unit, UnitClass c, boolean isInterface, TypeVariables variables,
                       java.util.Set<String> signatures, List<MethodRef> constructors) {
            this.unit = unit;
            this.c = c;
            this.d = c.declaration();
            this.isInterface = isInterface;
            this.variables = variables;
            this.signatures = signatures;
            this.constructors = constructors;
        }

        @Override
        public Void visitFieldDeclaration(FieldDeclaration field) {
            int modifiers = field.modifiers();
            if (isInterface) {
                modifiers |= Modifier.PUBLIC | Modifier.STATIC | Modifier.FINAL;
            }
            if (d.kind() == TypeKind.RECORD && !Modifier.isStatic(modifiers)) {
                throw at.error(field.position(), "a record cannot declare instance fields");
            }
            JType type = unit.types.resolve(field.type(), at, variables);
            for (VariableDeclarator declarator : field.declarators()) {
                JType declared = type;
                for (int i = 0; i < declarator.dimensions(); i++) {
                    declared = new JArray(declared);
                }
                if (declared == JPrimitive.VOID) {
                    throw at.error(declarator.position(), "a field cannot have type void");
                }
                if (c.declaredField(declarator.name()) != null) {
                    throw at.error(declarator.position(), "the field " + declarator.name()
                            + " is already defined in " + c.simpleName());
                }
                FieldRef ref = new FieldRef(c, declarator.name(), declared, modifiers, null);
                c.addField(ref);
                if (!Modifier.isStatic(modifiers) && unit.types.isGenericMember(field.type(), at, variables)) {
                    JType generic = unit.types.generic(field.type(), at, variables);
                    for (int i = 0; i < declarator.dimensions(); i++) {
                        generic = new JArray(generic);
                    }
                    c.setGenericType(ref, generic);
                }
            }
            return null;
        }

        @Override
        public Void visitMethodDeclaration(MethodDeclaration method) {
            TypeVariables methodVariables = withParameters(unit, method.typeParameters(), variables, at, true);
            int modifiers = method.modifiers();
            if (isInterface) {
                if (!Modifier.isPrivate(modifiers)) {
                    modifiers |= Modifier.PUBLIC;
                }
                if (method.body() == null) {
                    modifiers |= Modifier.ABSTRACT;
                }
            } else if (method.body() == null && !Modifier.isNative(modifiers) && !Modifier.isAbstract(modifiers)) {
                throw at.error(method.position(), "the method " + method.name() + " has no body; "
                        + "declare it abstract or give it one");
            }
            boolean enumWithBodies = d.kind() == TypeKind.ENUM
                    && d.enumConstants().stream().anyMatch(constant -> constant.body() != null);
            if (Modifier.isAbstract(modifiers) && enumWithBodies) {
                c.setModifiers(c.modifiers() | Modifier.ABSTRACT);
            } else if (Modifier.isAbstract(modifiers) && !isInterface && !Modifier.isAbstract(d.modifiers())) {
                throw at.error(method.position(), "the abstract method " + method.name() + " is in the class "
                        + d.name() + ", which is not abstract");
            }
            List<JType> parameters = parameters(unit, method.parameters(), at, methodVariables);
            JType returnType = unit.types.resolve(method.returnType(), at, methodVariables);
            MethodRef ref = new MethodRef(c, method.name(), parameters, returnType, modifiers, isVarargs(method.parameters(), at));
            if (!signatures.add(ref.name() + ref.parameterDescriptor())) {
                throw at.error(method.position(), "the method " + ref.signatureText() + " is already defined in "
                        + c.simpleName());
            }
            c.addMethod(ref, method);
            c.setThrownTypes(ref, thrownTypes(unit, method.exceptions(), at, methodVariables));
            keepSignature(unit, c, ref, method.parameters(), method.returnType(), methodVariables, variables, at);
            return null;
        }

        @Override
        public Void visitConstructorDeclaration(ConstructorDeclaration constructor) {
            if (!constructor.name().equals(d.name())) {
                throw at.error(constructor.position(), "the constructor " + constructor.name()
                        + " does not match the class name " + d.name());
            }
            if (isInterface) {
                throw at.error(constructor.position(), "an interface cannot have constructors");
            }
            List<JType> parameters = parameters(unit, constructor.parameters(), at, variables);
            MethodRef ref = new MethodRef(c, "<init>", parameters, JPrimitive.VOID,
                    d.kind() == TypeKind.ENUM ? Modifier.PRIVATE : constructor.modifiers(),
                    isVarargs(constructor.parameters(), at));
            for (MethodRef existing : constructors) {
                if (existing.parameterDescriptor().equals(ref.parameterDescriptor())) {
                    throw at.error(constructor.position(), "the constructor " + ref.signatureText()
                            + " is already defined");
                }
            }
            constructors.add(ref);
            c.addMethod(ref);
            c.setThrownTypes(ref, thrownTypes(unit, constructor.exceptions(), at, variables));
            // For new Box<>(value): the class's variables are inferred from the constructor's arguments.
            keepSignature(unit, c, ref, constructor.parameters(), null, variables, variables, at);
            return null;
        }

        @Override
        public Void visitInitializer(Initializer initializer) {
            if (isInterface) {
                throw at.error(initializer.position(), "an interface cannot have initializers");
            }
            return null;
        }

        @Override
        public Void visitClassDeclaration(ClassDeclaration nested) {
            return null; // a class of its own, declared by the unit
        }

        @Override
        public Void visitSplicedMembers(SplicedMembers spliced) {
            return null; // flattened by MemberList.members
        }
    }
}
