package dev.jumbo.lang.check;

import java.lang.reflect.Modifier;
import java.util.List;

/** A method or constructor ({@code <init>}) of a class, erased. */
public record MethodRef(JClass owner, String name, List<JType> parameters, JType returnType, int modifiers,
                        boolean varargs) {
    public boolean isStatic() {
        return Modifier.isStatic(modifiers);
    }

    public boolean isConstructor() {
        return name.equals("<init>");
    }

    public boolean isAbstract() {
        return Modifier.isAbstract(modifiers);
    }

    public String descriptor() {
        StringBuilder builder = new StringBuilder("(");
        for (JType parameter : parameters) {
            builder.append(parameter.descriptor());
        }
        return builder.append(')').append(returnType.descriptor()).toString();
    }

    /** The parameter descriptors, which identify an override. */
    public String parameterDescriptor() {
        String descriptor = descriptor();
        return descriptor.substring(0, descriptor.indexOf(')') + 1);
    }

    public String signatureText() {
        StringBuilder builder = new StringBuilder(isConstructor() ? owner.javaName() : name).append('(');
        for (int i = 0; i < parameters.size(); i++) {
            builder.append(i > 0 ? ", " : "").append(parameters.get(i).javaName());
        }
        return builder.append(')').toString();
    }
}
