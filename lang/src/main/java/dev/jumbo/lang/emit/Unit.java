package dev.jumbo.lang.emit;

import dev.jumbo.lang.Code;
import dev.jumbo.lang.type.ClassNames;
import dev.jumbo.lang.type.JClass;
import dev.jumbo.lang.type.JType;
import dev.jumbo.lang.type.LoadedClass;
import dev.jumbo.lang.type.Origin;
import dev.jumbo.lang.type.TypeResolver;
import dev.jumbo.lang.type.Types;
import dev.jumbo.lang.type.UnitClass;
import dev.jumbo.lang.tree.ClassDeclaration;
import dev.jumbo.lang.tree.Fragment;
import dev.jumbo.lang.tree.Member;
import dev.jumbo.lang.tree.Node;
import dev.jumbo.lang.tree.SplicedMembers;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One act of generation: the classes declared by a fragment, the context they are defined in
 * (a host class for hidden nestmates, or a fresh loader under the quote holder's), and the
 * objects that {@code `Value} holes make constants of.
 */
public final class Unit {
    final TypeResolver types = new TypeResolver();
    final JClass host;
    final boolean hidden;
    private final Class<?> context;
    private final String packageName;
    private final List<Object> constants = new ArrayList<>();
    private final List<UnitClass> classes = new ArrayList<>();
    private final Map<String, UnitClass> byInternalName = new LinkedHashMap<>();
    private final Map<UnitClass, Origin> origins = new LinkedHashMap<>();
    /** The emitter of each class whose body has been started: inner classes add accessors to their outers. */
    private final Map<UnitClass, ClassEmitter> emitters = new java.util.HashMap<>();
    /** Each class's members with holes flattened: the declaration pass and the emitter both walk them. */
    private final Map<UnitClass, List<MemberList.Entry<Member>>> members = new java.util.HashMap<>();
    private int anonymousCount;

    /**
     * @param context the class whose loader resolves names: the quote holder, or the host
     * @param host    the host of a hidden nestmate, or null
     */
    public Unit(Class<?> context, Class<?> host) {
        this.context = context;
        this.host = host == null ? null : LoadedClass.classOf(host);
        this.hidden = host != null;
        this.packageName = (host != null ? host : context).getPackageName().replace('.', '/');
    }

    /** The constants of {@code `Value} holes, in index order. */
    public List<Object> constants() {
        return constants;
    }

    /** Compiles the type declarations of {@code code}; the first entry is the first declared class. */
    public Map<String, byte[]> compile(Code code) {
        Origin origin = Origin.of(code);
        List<Map.Entry<ClassDeclaration, Origin>> declarations = new ArrayList<>();
        collect(code.nodes(), origin, declarations, code);
        if (declarations.isEmpty()) {
            throw origin.error(code.position(), "defineClass needs a type declaration, but the fragment is "
                    + code.category().description());
        }
        if (hidden && declarations.size() > 1) {
            throw origin.error(code.position(), "unsupported construct: several classes in one hidden nestmate definition");
        }
        List<UnitClass> topLevel = new ArrayList<>();
        for (Map.Entry<ClassDeclaration, Origin> entry : declarations) {
            topLevel.add(declare(entry.getKey(), entry.getValue(), null));
        }
        for (UnitClass unit : List.copyOf(classes)) {
            Declarations.declare(this, unit, origins.get(unit));
        }
        // Bodies first: they may declare local and anonymous classes, which join the list (and the
        // nest and inner-class attributes written last).
        List<ClassEmitter> emitters = new ArrayList<>();
        for (int i = 0; i < classes.size(); i++) {
            UnitClass unit = classes.get(i);
            ClassEmitter emitter = new ClassEmitter(this, unit, origins.get(unit));
            this.emitters.put(unit, emitter);
            emitter.emit();
            emitters.add(emitter);
        }
        Map<String, byte[]> result = new LinkedHashMap<>();
        for (ClassEmitter emitter : emitters) {
            result.put(emitter.self.internalName(), emitter.finish());
        }
        return result;
    }

    private void collect(List<Node> nodes, Origin origin, List<Map.Entry<ClassDeclaration, Origin>> into, Code code) {
        for (Node node : nodes) {
            if (node instanceof ClassDeclaration declaration) {
                into.add(Map.entry(declaration, origin));
            } else if (node instanceof SplicedMembers spliced) {
                for (Fragment inner : spliced.codes()) {
                    // every fragment is a Code (Fragment), which knows its category
                    collect(inner.nodes(), origin.enter(inner, spliced.position()), into, (Code) inner);
                }
            } else {
                throw origin.error(node.position(), "defineClass needs type declarations, but the fragment is "
                        + code.category().description());
            }
        }
    }

    /** Declares a class (and its member classes) by name, before any signature is resolved. */
    UnitClass declare(ClassDeclaration declaration, Origin origin, UnitClass outer) {
        String internalName = outer == null
                ? (packageName.isEmpty() ? declaration.name() : packageName + "/" + declaration.name())
                : outer.internalName() + "$" + declaration.name();
        return declare(declaration, origin, outer, internalName, false);
    }

    /**
     * Declares a local or anonymous class found while emitting a method of {@code outer}; it is
     * emitted after the classes before it.
     */
    UnitClass declareLocal(ClassDeclaration declaration, Origin origin, UnitClass outer) {
        if (hidden) {
            throw origin.error(declaration.position(), "unsupported construct: a local or anonymous class in a hidden "
                    + "nestmate class (a hidden class cannot have nestmates of its own; define it with defineClass())");
        }
        String internalName = outer.internalName() + "$" + (++anonymousCount)
                + (declaration.name().isEmpty() ? "" : declaration.name());
        return declare(declaration, origin, outer, internalName, true);
    }

    /**
     * A local class declared before ({@link #declareLocal}) whose declaration is reached again, where the code declaring
     * it is emitted after a walk that only typed it: its name denotes it again from here (the latest declaration wins).
     */
    void reenterLocal(UnitClass local) {
        if (!local.declaration().name().isEmpty()) {
            types.addLocalClass(local.declaration().name(), local);
        }
    }

    private UnitClass declare(ClassDeclaration declaration, Origin origin, UnitClass outer, String internalName,
                              boolean local) {
        if (byInternalName.containsKey(internalName)) {
            throw origin.error(declaration.position(), "duplicate class " + declaration.name());
        }
        if (hidden && outer != null) {
            throw origin.error(declaration.position(), "unsupported construct: a member class in a hidden nestmate "
                    + "class (a hidden class cannot have nestmates of its own; define it with defineClass())");
        }
        int modifiers = declaration.modifiers();
        switch (declaration.kind()) {
            case INTERFACE -> modifiers |= Modifier.INTERFACE | Modifier.ABSTRACT | (outer != null ? Modifier.STATIC : 0);
            case RECORD -> modifiers |= (outer != null ? Modifier.STATIC : 0) | Modifier.FINAL;
            // An enum whose constants have bodies is subclassed by them, so it is not final.
            case ENUM -> modifiers |= (outer != null ? Modifier.STATIC : 0)
                    | (declaration.enumConstants().stream().anyMatch(c -> c.body() != null) ? 0 : Modifier.FINAL);
            default -> {
            }
        }
        if (outer != null && outer.isInterface()) {
            modifiers |= Modifier.STATIC | Modifier.PUBLIC;
        }
        UnitClass unit = new UnitClass(internalName, declaration, origin.source(), outer, modifiers);
        byInternalName.put(internalName, unit);
        classes.add(unit);
        origins.put(unit, origin);
        if (local) {
            unit.setLocal();
            if (!declaration.name().isEmpty()) {
                types.addLocalClass(declaration.name(), unit);
            }
        } else {
            String sourceName = outer == null ? declaration.name() : sourceName(outer) + "." + declaration.name();
            types.addUnitClass(sourceName, unit);
            types.addUnitClass(declaration.name(), unit);
        }
        if (outer != null && !local) {
            outer.addNested(unit);
        }
        for (Member member : declaration.members()) {
            declareNested(member, origin, unit);
        }
        return unit;
    }

    private void declareNested(Member member, Origin origin, UnitClass outer) {
        if (member instanceof ClassDeclaration nested) {
            declare(nested, origin, outer);
        } else if (member instanceof SplicedMembers spliced) {
            for (Fragment code : spliced.codes()) {
                for (Node node : code.nodes()) {
                    if (node instanceof Member inner) {
                        declareNested(inner, origin.enter(code, spliced.position()), outer);
                    }
                }
            }
        }
    }

    static String sourceName(UnitClass unit) {
        return unit.outer() == null ? unit.simpleName() : sourceName(unit.outer()) + "." + unit.simpleName();
    }

    /** The top-level class of a unit class's nest. */
    static UnitClass nestHost(UnitClass unit) {
        UnitClass top = unit;
        while (top.outer() != null) {
            top = top.outer();
        }
        return top;
    }

    /** The members of a unit class, spliced ones in place, each with the origin it is checked in. */
    List<MemberList.Entry<Member>> members(UnitClass c) {
        List<MemberList.Entry<Member>> known = members.get(c);
        if (known == null) {
            known = MemberList.members(c.declaration().members(), origins.get(c));
            members.put(c, known);
        }
        return known;
    }

    /** The emitter of an enclosing class (emitted before the classes nested in it). */
    ClassEmitter emitter(UnitClass c) {
        ClassEmitter emitter = emitters.get(c);
        if (emitter == null) {
            throw new IllegalStateException("the class " + c.internalName() + " is not being emitted");
        }
        return emitter;
    }

    List<UnitClass> classes() {
        return classes;
    }

    UnitClass unitClass(String internalName) {
        return byInternalName.get(internalName);
    }

    boolean isNestmate(JClass c) {
        if (c.isGenerated()) {
            return true;
        }
        return hidden && c.loaded() != null && c.loaded().getNestHost() == host.loaded().getNestHost();
    }

    boolean samePackage(JClass c) {
        if (c.isGenerated()) {
            return true;
        }
        return hidden && c.loaded() != null && c.packageName().equals(packageName)
                && c.loaded().getClassLoader() == host.loaded().getClassLoader();
    }

    /** The type a {@code `Value} constant has in the generated code: its class, or the nearest visible superclass. */
    JType visibleType(Class<?> type) {
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            if (c.isArray()) {
                Class<?> element = c;
                while (element.isArray()) {
                    element = element.getComponentType();
                }
                if (element.isPrimitive() || isVisible(element)) {
                    return LoadedClass.of(c);
                }
                return Types.OBJECT;
            }
            if (isVisible(c)) {
                return LoadedClass.of(c);
            }
        }
        return Types.OBJECT;
    }

    private boolean isVisible(Class<?> c) {
        if (c.isHidden() || c.isAnonymousClass() || c.isLocalClass()) {
            return false;
        }
        JClass type = LoadedClass.classOf(c);
        boolean accessible = Modifier.isPublic(c.getModifiers()) || samePackage(type) || isNestmate(type);
        for (Class<?> outer = c.getDeclaringClass(); outer != null && accessible; outer = outer.getDeclaringClass()) {
            accessible = Modifier.isPublic(outer.getModifiers()) || samePackage(LoadedClass.classOf(outer));
        }
        return accessible && ClassNames.load(context, c.getName()) == c;
    }

    int addConstant(Object value) {
        for (int i = 0; i < constants.size(); i++) {
            if (constants.get(i) == value) {
                return i;
            }
        }
        constants.add(value);
        return constants.size() - 1;
    }

    /** The JVM's common superclass of two classes named internally, for stack map frames. */
    String commonSuperClass(String first, String second) {
        JClass a = classNamed(first);
        JClass b = classNamed(second);
        if (a == null || b == null || a.isInterface() || b.isInterface()) {
            return "java/lang/Object";
        }
        for (JClass c = a; c != null; c = c.superclass()) {
            if (Types.isSubclass(b, c)) {
                return c.internalName();
            }
        }
        return "java/lang/Object";
    }

    private JClass classNamed(String internalName) {
        UnitClass unit = byInternalName.get(internalName);
        if (unit != null) {
            return unit;
        }
        Class<?> loaded = ClassNames.load(context, internalName.replace('/', '.'));
        return loaded == null ? null : LoadedClass.classOf(loaded);
    }
}
