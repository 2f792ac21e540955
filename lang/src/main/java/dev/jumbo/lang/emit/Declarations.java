package dev.jumbo.lang.emit;

import dev.jumbo.lang.check.FieldRef;
import dev.jumbo.lang.check.JArray;
import dev.jumbo.lang.check.JClass;
import dev.jumbo.lang.check.JPrimitive;
import dev.jumbo.lang.check.JType;
import dev.jumbo.lang.check.LoadedClass;
import dev.jumbo.lang.check.MethodRef;
import dev.jumbo.lang.check.Origin;
import dev.jumbo.lang.check.TypeVariables;
import dev.jumbo.lang.check.Types;
import dev.jumbo.lang.check.UnitClass;
import dev.jumbo.lang.tree.*;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;

/** The declaration pass: supertypes and member signatures of each generated class, before any body. */
final class Declarations {
    private Declarations() {
    }

    static TypeVariables typeVariables(Unit unit, UnitClass c, Origin origin) {
        TypeVariables variables = c.outer() != null && !Modifier.isStatic(c.modifiers())
                ? typeVariables(unit, c.outer(), origin) : TypeVariables.NONE;
        return withParameters(unit, c.declaration().typeParameters(), variables, origin);
    }

    static TypeVariables withParameters(Unit unit, List<TypeParameter> parameters, TypeVariables variables, Origin origin) {
        for (TypeParameter parameter : parameters) {
            variables = variables.with(parameter.name(), Types.OBJECT);
        }
        for (TypeParameter parameter : parameters) {
            if (!parameter.bounds().isEmpty()) {
                JType bound = unit.types.resolve(parameter.bounds().get(0), origin, variables);
                variables = variables.with(parameter.name(), bound);
            }
        }
        return variables;
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
        c.setSupertypes(superclass, interfaces);
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
        for (MemberList.Entry<Member> entry : unit.members(c)) {
            Member member = entry.node();
            Origin at = entry.origin();
            if (member instanceof FieldDeclaration field) {
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
                    c.addField(new FieldRef(c, declarator.name(), declared, modifiers, null));
                }
            } else if (member instanceof MethodDeclaration method) {
                TypeVariables methodVariables = withParameters(unit, method.typeParameters(), variables, at);
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
                c.addMethod(ref);
            } else if (member instanceof ConstructorDeclaration constructor) {
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
            } else if (member instanceof Initializer initializer) {
                if (isInterface) {
                    throw at.error(initializer.position(), "an interface cannot have initializers");
                }
            }
        }
        if (d.kind() == TypeKind.RECORD) {
            boolean canonical = false;
            for (MethodRef constructor : constructors) {
                canonical |= constructor.parameters().equals(componentTypes);
            }
            if (!canonical) {
                c.addMethod(new MethodRef(c, "<init>", componentTypes, JPrimitive.VOID, Modifier.PUBLIC, false));
            }
            List<Parameter> components = new ArrayList<>();
            for (MemberList.Entry<Parameter> component : MemberList.formals(d.components(), origin)) {
                components.add(component.node());
            }
            for (int i = 0; i < components.size(); i++) {
                if (!hasMethod(c, components.get(i).name(), 0)) {
                    c.addMethod(new MethodRef(c, components.get(i).name(), List.of(), componentTypes.get(i),
                            Modifier.PUBLIC, false));
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
}
