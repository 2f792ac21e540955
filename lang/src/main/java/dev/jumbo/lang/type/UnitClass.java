package dev.jumbo.lang.type;

import dev.jumbo.lang.Source;
import dev.jumbo.lang.tree.ClassDeclaration;
import dev.jumbo.lang.tree.MethodDeclaration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * A class being generated. Its name and kind are known first; its supertypes and member
 * signatures are filled in by the declaration pass, before any body is checked.
 */
public final class UnitClass extends JClass {
    private final String internalName;
    private final ClassDeclaration declaration;
    private final Source source;
    private final UnitClass outer;
    private int modifiers;
    private JClass superclass;
    private List<JClass> interfaces = List.of();
    private final List<FieldRef> fields = new ArrayList<>();
    /** The same fields by name: every simple name in a body is looked up here. */
    private final Map<String, FieldRef> fieldsByName;
    private final List<MethodRef> methods = new ArrayList<>();
    /** The method each declaration declared: emission finds it without resolving the parameter types again. */
    private final Map<MethodDeclaration, MethodRef> methodsByDeclaration = new IdentityHashMap<>();
    private final List<UnitClass> nested = new ArrayList<>();
    /** For a local or anonymous class: the enclosing locals it captured, as its synthetic fields. */
    private final List<FieldRef> captured = new ArrayList<>();
    private boolean local;
    /** For an anonymous class: the parameter types of the superclass constructor it calls. */
    private List<JType> anonymousSuperParameters;
    /** Its own type variables, made once by the declaration pass (null before). */
    private List<JTypeVariable> typeParameters;
    /** The supertypes with their type arguments, when any has some (else the erased ones). */
    private JClass genericSuperclass;
    private List<JClass> genericInterfaces;
    /** Generic signatures of the methods whose types mention type variables or arguments. */
    private Map<MethodRef, GenericSignature> signatures;
    private Map<FieldRef, JType> genericFields;

    private final java.util.Map<MethodRef, ThrownTypes> thrownTypes = new java.util.HashMap<>();

    public UnitClass(String internalName, ClassDeclaration declaration, Source source, UnitClass outer, int modifiers) {
        this.internalName = internalName;
        this.declaration = declaration;
        this.source = source;
        this.outer = outer;
        this.modifiers = modifiers;
        // Sized for a field per member, so that a wide class does not rehash while it is declared.
        this.fieldsByName = new HashMap<>(Math.max(16, (int) (declaration.members().size() / 0.75f) + 1));
    }

    public ClassDeclaration declaration() {
        return declaration;
    }

    /** The source of the quote that declared this class. */
    public Source source() {
        return source;
    }

    public void setModifiers(int modifiers) {
        this.modifiers = modifiers;
    }

    public void setSupertypes(JClass superclass, List<JClass> interfaces) {
        this.superclass = superclass;
        this.interfaces = List.copyOf(interfaces);
    }

    public List<JTypeVariable> typeParameters() {
        return typeParameters;
    }

    public void setTypeParameters(List<JTypeVariable> variables) {
        typeParameters = List.copyOf(variables);
    }

    /** The superclass as declared, type arguments included ({@code Base<T>}). */
    public JClass genericSuperclass() {
        return genericSuperclass != null ? genericSuperclass : superclass;
    }

    /** The interfaces as declared, type arguments included. */
    public List<JClass> genericInterfaces() {
        return genericInterfaces != null ? genericInterfaces : interfaces;
    }

    public void setGenericSupertypes(JClass superclass, List<JClass> interfaces) {
        this.genericSuperclass = superclass;
        this.genericInterfaces = List.copyOf(interfaces);
    }

    /** The unit class that declares {@code method} (its owner, or the owner's raw type), or null for a library method. */
    static UnitClass declaring(MethodRef method) {
        JClass owner = method.owner();
        if (owner instanceof JGeneric generic) {
            owner = generic.raw();
        }
        return owner instanceof UnitClass unit ? unit : null;
    }

    /** The generic signature of a declared method, or null when its erased types are all there is. */
    public GenericSignature signature(MethodRef method) {
        return signatures == null ? null : signatures.get(method);
    }

    /** The declared type of a field whose type mentions type variables or arguments, else null. */
    public JType genericType(FieldRef field) {
        return genericFields == null ? null : genericFields.get(field);
    }

    public void setGenericType(FieldRef field, JType type) {
        if (genericFields == null) {
            genericFields = new java.util.IdentityHashMap<>();
        }
        genericFields.put(field, type);
    }

    public void setSignature(MethodRef method, GenericSignature signature) {
        if (signatures == null) {
            signatures = new java.util.IdentityHashMap<>();
        }
        signatures.put(method, signature);
    }

    public void addField(FieldRef field) {
        fields.add(field);
        fieldsByName.putIfAbsent(field.name(), field);
    }

    /** What a method or constructor of this class declares to throw; none when never set. */
    public ThrownTypes thrownTypes(MethodRef method) {
        ThrownTypes declared = thrownTypes.get(method);
        return declared == null ? ThrownTypes.NONE : declared;
    }

    public void setThrownTypes(MethodRef method, ThrownTypes declared) {
        thrownTypes.put(method, declared);
    }

    public void addMethod(MethodRef method) {
        methods.add(method);
    }

    /** Adds the method that {@code declaration}, a member of this class, declares. */
    public void addMethod(MethodRef method, MethodDeclaration declaration) {
        methods.add(method);
        methodsByDeclaration.put(declaration, method);
    }

    /** The method {@code declaration} declared in this class by {@link #addMethod(MethodRef, MethodDeclaration)}. */
    public MethodRef declaredMethod(MethodDeclaration declaration) {
        MethodRef method = methodsByDeclaration.get(declaration);
        if (method == null) {
            throw new IllegalStateException("undeclared " + declaration.name());
        }
        return method;
    }

    public void addNested(UnitClass unit) {
        nested.add(unit);
    }

    public List<UnitClass> nested() {
        return nested;
    }

    /** Marks a local or anonymous class (declared in a method body). */
    public void setLocal() {
        local = true;
    }

    public boolean isLocal() {
        return local;
    }

    public boolean isAnonymous() {
        return anonymousSuperParameters != null;
    }

    public void setAnonymousSuperParameters(List<JType> parameters) {
        anonymousSuperParameters = List.copyOf(parameters);
    }

    public List<JType> anonymousSuperParameters() {
        return anonymousSuperParameters;
    }

    public void addCaptured(FieldRef field) {
        captured.add(field);
    }

    /** The captured locals' fields, named {@code val$name}, in constructor-parameter order. */
    public List<FieldRef> captured() {
        return captured;
    }

    /** The field holding the captured local {@code name}, or null. */
    public FieldRef capturedField(String name) {
        for (FieldRef field : captured) {
            if (field.name().equals("val$" + name)) {
                return field;
            }
        }
        return null;
    }

    public String simpleName() {
        return declaration.name();
    }

    @Override
    public String internalName() {
        return internalName;
    }

    @Override
    public JClass superclass() {
        return superclass;
    }

    @Override
    public List<JClass> interfaces() {
        return interfaces;
    }

    @Override
    public boolean isInterface() {
        return java.lang.reflect.Modifier.isInterface(modifiers);
    }

    @Override
    public int modifiers() {
        return modifiers;
    }

    @Override
    public List<FieldRef> declaredFields() {
        return fields;
    }

    @Override
    public FieldRef declaredField(String name) {
        return fieldsByName.get(name);
    }

    @Override
    public List<MethodRef> declaredMethods() {
        return methods;
    }

    @Override
    public UnitClass outer() {
        return outer;
    }

    @Override
    public boolean isGenerated() {
        return true;
    }
}
