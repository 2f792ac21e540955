package dev.jumbo.lang.type;

import java.lang.reflect.Modifier;
import java.util.List;
import java.util.Objects;

/**
 * A method or constructor ({@code <init>}) of a class, erased. Immutable, with value equality
 * over its six components. Not a record so that it can keep its descriptor: overload
 * resolution and override checks ask for it many times per call site.
 */
public final class MethodRef {
    private final JClass owner;
    private final String name;
    private final List<JType> parameters;
    private final JType returnType;
    private final int modifiers;
    private final boolean varargs;
    /** Computed on first use; a benign race, like {@code String.hash}. */
    private String descriptor;
    private String parameterDescriptor;
    /** Keys of per-class maps (thrown types, signatures): hashed anew, each hash walked the parameter types. */
    private int hash;
    /** Kept because callers build access-error texts before they know whether access fails. */
    private String signatureText;
    /** What the method declares to throw, computed on first use by {@link ThrownTypes#of}. */
    ThrownTypes thrownTypes;
    /**
     * How many type variables a library method declares, -1 until {@link Generics#typeParameterCount} asks
     * reflection: every call site of the method asks, in every generated class.
     */
    int typeParameterCount = -1;

    public MethodRef(JClass owner, String name, List<JType> parameters, JType returnType, int modifiers,
                     boolean varargs) {
        this.owner = owner;
        this.name = name;
        this.parameters = parameters;
        this.returnType = returnType;
        this.modifiers = modifiers;
        this.varargs = varargs;
    }

    public JClass owner() {
        return owner;
    }

    public String name() {
        return name;
    }

    public List<JType> parameters() {
        return parameters;
    }

    public JType returnType() {
        return returnType;
    }

    public int modifiers() {
        return modifiers;
    }

    public boolean varargs() {
        return varargs;
    }

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
        String result = descriptor;
        if (result == null) {
            StringBuilder builder = new StringBuilder("(");
            for (JType parameter : parameters) {
                builder.append(parameter.descriptor());
            }
            result = builder.append(')').append(returnType.descriptor()).toString();
            descriptor = result;
        }
        return result;
    }

    /** The parameter descriptors, which identify an override. */
    public String parameterDescriptor() {
        String result = parameterDescriptor;
        if (result == null) {
            String full = descriptor();
            result = full.substring(0, full.indexOf(')') + 1);
            parameterDescriptor = result;
        }
        return result;
    }

    public String signatureText() {
        String result = signatureText;
        if (result == null) {
            StringBuilder builder = new StringBuilder(isConstructor() ? owner.javaName() : name).append('(');
            for (int i = 0; i < parameters.size(); i++) {
                builder.append(i > 0 ? ", " : "").append(parameters.get(i).javaName());
            }
            result = builder.append(')').toString();
            signatureText = result;
        }
        return result;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof MethodRef that && modifiers == that.modifiers && varargs == that.varargs
                && Objects.equals(owner, that.owner) && Objects.equals(name, that.name)
                && Objects.equals(parameters, that.parameters) && Objects.equals(returnType, that.returnType);
    }

    @Override
    public int hashCode() {
        int result = hash;
        if (result == 0) {
            result = Objects.hash(owner, name, parameters, returnType, modifiers, varargs);
            hash = result;
        }
        return result;
    }

    @Override
    public String toString() {
        return "MethodRef[owner=" + owner + ", name=" + name + ", parameters=" + parameters + ", returnType="
                + returnType + ", modifiers=" + modifiers + ", varargs=" + varargs + "]";
    }
}
