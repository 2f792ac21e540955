package dev.jumbo.compiler.translate;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.*;
import com.github.javaparser.ast.type.ClassOrInterfaceType;
import com.github.javaparser.ast.type.Type;
import com.github.javaparser.ast.type.TypeParameter;
import dev.jumbo.compiler.parse.HoleCategory;
import dev.jumbo.compiler.parse.HoleSite;

import java.util.List;

/** Writes the {@code Member} construction of class-body and type declarations, and formal parameters. */
final class DeclarationTranslator {
    private final Construction construction;
    private final Translators translators;

    DeclarationTranslator(Construction construction, Translators translators) {
        this.construction = construction;
        this.translators = translators;
    }

    /** Writes {@code java.util.List.of(...)} of class-body declarations (annotation-free). */
    void members(Node at, List<? extends BodyDeclaration<?>> members) {
        construction.list(at, members, this::member);
    }

    /** Writes a class-body declaration, or the {@code `Field/`Method/`Member/`Class} hole its placeholder stands for. */
    void member(BodyDeclaration<?> member) {
        HoleSite hole = memberHole(member);
        if (hole != null) {
            construction.hole(hole);
        } else if (member instanceof FieldDeclaration field) {
            construction.begin("FieldDeclaration", field);
            construction.argument(Integer.toString(Modifiers.bits(field.getModifiers())), field);
            construction.argument(field, () -> translators.types().type(field.getElementType()));
            construction.listArgument(field, field.getVariables(), translators.statements()::declarator);
            construction.end(field);
        } else if (member instanceof MethodDeclaration method) {
            construction.begin("MethodDeclaration", method);
            construction.argument(Integer.toString(Modifiers.bits(method.getModifiers())), method);
            construction.listArgument(method, method.getTypeParameters(), this::typeParameter);
            construction.argument(method, () -> translators.types().type(method.getType()));
            construction.nameArgument(method.getName());
            construction.listArgument(method, method.getParameters(), this::parameter);
            construction.argument(method, () -> translators.types().types(method, method.getThrownExceptions()));
            construction.argument(method, () -> translators.statements().statement(method.getBody().orElse(null)));
            construction.end(method);
        } else if (member instanceof ConstructorDeclaration constructor) {
            if (!constructor.getTypeParameters().isEmpty()) {
                throw new UnsupportedConstruct(constructor, "generic constructors are not supported inside quotes");
            }
            construction.begin("ConstructorDeclaration", constructor);
            construction.argument(Integer.toString(Modifiers.bits(constructor.getModifiers())), constructor);
            construction.nameArgument(constructor.getName());
            construction.listArgument(constructor, constructor.getParameters(), this::parameter);
            construction.argument(constructor, () -> translators.types().types(constructor, constructor.getThrownExceptions()));
            construction.argument(constructor, () -> translators.statements().statement(constructor.getBody()));
            construction.end(constructor);
        } else if (member instanceof InitializerDeclaration initializer) {
            construction.begin("Initializer", initializer);
            construction.argument(Boolean.toString(initializer.isStatic()), initializer);
            construction.argument(initializer, () -> translators.statements().statement(initializer.getBody()));
            construction.end(initializer);
        } else if (member instanceof TypeDeclaration<?> type) {
            typeDeclaration(type);
        } else {
            throw new UnsupportedConstruct(member, ExpressionTranslator.describe(member) + " is not supported inside quotes");
        }
    }

    private HoleSite memberHole(BodyDeclaration<?> member) {
        String name = member instanceof MethodDeclaration method && method.getParameters().isEmpty()
                ? method.getNameAsString()
                : member instanceof ClassOrInterfaceDeclaration type ? type.getNameAsString() : null;
        HoleSite hole = name == null ? null : construction.hole(name);
        if (hole == null || hole.category() == HoleCategory.Name) {
            return null;
        }
        return hole;
    }

    /** Writes a type declaration (class, interface, enum or record) as a {@code ClassDeclaration}. */
    void typeDeclaration(TypeDeclaration<?> type) {
        HoleSite hole = memberHole(type);
        if (hole != null) {
            construction.hole(hole);
            return;
        }
        if (type instanceof AnnotationDeclaration) {
            throw new UnsupportedConstruct(type, "annotation type declarations are not supported inside quotes");
        }
        String kind;
        List<ClassOrInterfaceType> superclass = List.of();
        List<ClassOrInterfaceType> interfaces = List.of();
        List<TypeParameter> typeParameters = List.of();
        List<Parameter> components = List.of();
        List<EnumConstantDeclaration> constants = List.of();
        if (type instanceof ClassOrInterfaceDeclaration classOrInterface) {
            kind = classOrInterface.isInterface() ? "INTERFACE" : "CLASS";
            typeParameters = classOrInterface.getTypeParameters();
            if (classOrInterface.isInterface()) {
                interfaces = classOrInterface.getExtendedTypes();
            } else {
                superclass = classOrInterface.getExtendedTypes();
                interfaces = classOrInterface.getImplementedTypes();
            }
        } else if (type instanceof EnumDeclaration enumeration) {
            kind = "ENUM";
            interfaces = enumeration.getImplementedTypes();
            constants = enumeration.getEntries();
        } else if (type instanceof RecordDeclaration record) {
            kind = "RECORD";
            typeParameters = record.getTypeParameters();
            interfaces = record.getImplementedTypes();
            components = record.getParameters();
        } else {
            throw new UnsupportedConstruct(type, ExpressionTranslator.describe(type) + " is not supported inside quotes");
        }
        for (BodyDeclaration<?> member : type.getMembers()) {
            if (member instanceof CompactConstructorDeclaration) {
                throw new UnsupportedConstruct(member, "compact record constructors are not supported inside quotes");
            }
        }
        construction.begin("ClassDeclaration", type);
        construction.argument(Integer.toString(Modifiers.bits(type.getModifiers())), type);
        construction.argument(Construction.TREE + "TypeKind." + kind, type);
        construction.nameArgument(type.getName());
        construction.listArgument(type, typeParameters, this::typeParameter);
        Type extended = superclass.isEmpty() ? null : superclass.get(0);
        construction.argument(type, () -> translators.types().type(extended));
        List<ClassOrInterfaceType> implemented = interfaces;
        construction.argument(type, () -> translators.types().types(type, implemented));
        construction.listArgument(type, components, this::parameter);
        construction.listArgument(type, constants, this::enumConstant);
        construction.argument(type, () -> members(type, type.getMembers()));
        construction.end(type);
    }

    private void enumConstant(EnumConstantDeclaration constant) {
        construction.begin("EnumConstant", constant);
        construction.nameArgument(constant.getName());
        construction.argument(constant, () -> translators.expressions().expressions(constant, constant.getArguments()));
        if (constant.getClassBody().isEmpty()) {
            construction.argument("null", constant);
        } else {
            construction.argument(constant, () -> members(constant, constant.getClassBody()));
        }
        construction.end(constant);
    }

    /** Writes a formal parameter, or the {@code `Formals} hole its placeholder stands for. */
    void parameter(Parameter parameter) {
        HoleSite hole = construction.hole(parameter.getNameAsString());
        if (hole != null && hole.category() == HoleCategory.Formals) {
            construction.hole(hole);
            return;
        }
        construction.begin("Parameter", parameter);
        construction.argument(Integer.toString(Modifiers.bits(parameter.getModifiers())), parameter);
        construction.argument(parameter, () -> translators.types().type(parameter.getType()));
        construction.nameArgument(parameter.getName());
        construction.argument(Boolean.toString(parameter.isVarArgs()), parameter);
        construction.end(parameter);
    }

    private void typeParameter(TypeParameter parameter) {
        construction.begin("TypeParameter", parameter);
        construction.nameArgument(parameter.getName());
        construction.argument(parameter, () -> translators.types().types(parameter, parameter.getTypeBound()));
        construction.end(parameter);
    }
}
