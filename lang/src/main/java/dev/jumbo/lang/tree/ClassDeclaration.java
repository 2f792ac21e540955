package dev.jumbo.lang.tree;

import java.util.List;

/**
 * A type declaration: class, interface, enum or record, top level or nested.
 *
 * @param modifiers      {@link java.lang.reflect.Modifier} bits as written
 * @param superclass     the {@code extends} type of a class, or null
 * @param interfaces     {@code implements} of a class/enum/record, {@code extends} of an interface
 * @param components     the record components, empty otherwise
 * @param enumConstants  the enum constants, empty otherwise
 */
public record ClassDeclaration(int position, int modifiers, TypeKind kind, String name,
                               List<TypeParameter> typeParameters, TypeNode superclass,
                               List<TypeNode> interfaces, List<Formal> components,
                               List<EnumConstant> enumConstants, List<Member> members) implements Member {
    public ClassDeclaration {
        typeParameters = List.copyOf(typeParameters);
        interfaces = List.copyOf(interfaces);
        components = List.copyOf(components);
        enumConstants = List.copyOf(enumConstants);
        members = List.copyOf(members);
    }

    @Override
    public <R> R accept(Member.Visitor<R> visitor) {
        return visitor.visitClassDeclaration(this);
    }
}
