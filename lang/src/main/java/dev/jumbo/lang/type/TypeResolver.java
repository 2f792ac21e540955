package dev.jumbo.lang.type;

import dev.jumbo.lang.tree.ArrayType;
import dev.jumbo.lang.tree.Expression;
import dev.jumbo.lang.tree.FieldAccess;
import dev.jumbo.lang.tree.Fragment;
import dev.jumbo.lang.tree.Name;
import dev.jumbo.lang.tree.NamedType;
import dev.jumbo.lang.tree.PrimitiveType;
import dev.jumbo.lang.tree.ReflectedType;
import dev.jumbo.lang.tree.SplicedExpression;
import dev.jumbo.lang.tree.SplicedType;
import dev.jumbo.lang.tree.TypeExpression;
import dev.jumbo.lang.tree.TypeNode;
import dev.jumbo.lang.tree.VarType;
import dev.jumbo.lang.tree.WildcardType;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Resolves type nodes: primitives, the classes of the generated unit (by simple or dotted
 * name), then classes through the quote holder's loader ({@code java.lang} implicit, the
 * holder's package and its member classes next).
 */
public final class TypeResolver {
    private final Map<String, UnitClass> unitClasses = new HashMap<>();

    public void addUnitClass(String sourceName, UnitClass unit) {
        unitClasses.putIfAbsent(sourceName, unit);
    }

    /** A local class: its name denotes it from its declaration on (the latest declaration wins). */
    public void addLocalClass(String name, UnitClass unit) {
        unitClasses.put(name, unit);
    }

    public JType resolve(TypeNode node, Origin origin, TypeVariables variables) {
        return node.accept(new Resolution(origin, variables));
    }

    /** The type node kinds, each resolved where it stands. */
    private final class Resolution implements TypeNode.Visitor<JType> {
        private final Origin origin;
        private final TypeVariables variables;

        Resolution(Origin origin, TypeVariables variables) {
            this.origin = origin;
            this.variables = variables;
        }

        @Override
        public JType visitPrimitiveType(PrimitiveType node) {
            return primitive(node);
        }

        @Override
        public JType visitArrayType(ArrayType node) {
            JType element = resolve(node.element(), origin, variables);
            if (element == JPrimitive.VOID) {
                throw origin.error(node.position(), "an array of void is not a type");
            }
            return new JArray(element);
        }

        @Override
        public JType visitReflectedType(ReflectedType node) {
            return LoadedClass.of(node.type());
        }

        @Override
        public JType visitNamedType(NamedType named) {
            JType type = named.binary() ? loaded(origin, named.name()) : byName(named.name(), origin, variables);
            if (type == null) {
                throw origin.error(named.position(), "cannot find type " + named.name());
            }
            if (!named.arguments().isEmpty() && type instanceof LoadedClass raw
                    && raw.loaded().getTypeParameters().length == named.arguments().size()) {
                return parameterized(raw, named, origin, variables);
            }
            if (!named.arguments().isEmpty() && type instanceof UnitClass raw
                    && (raw.declaration().typeParameters().size() == named.arguments().size()
                    || declaredWithOuter(raw) == named.arguments().size())) {
                // the second: Holder<Integer>.Describer, its own arguments then its outer classes'
                return parameterized(raw, named, origin, variables);
            }
            return type;
        }

        @Override
        public JType visitWildcardType(WildcardType wildcard) {
            return wildcard.upper() && wildcard.bound() != null ? resolve(wildcard.bound(), origin, variables) : Types.OBJECT;
        }

        @Override
        public JType visitSplicedType(SplicedType node) {
            return spliced(node, origin, variables);
        }

        @Override
        public JType visitVarType(VarType node) {
            throw origin.error(node.position(), "'var' is allowed only for a local variable with an initializer");
        }
    }

    /**
     * {@code List<String>}: the raw class, with the arguments that lambdas and member results may use;
     * a type variable in scope is kept as itself ({@link Generics#usable} reads it as its bound).
     */
    private JType parameterized(JClass raw, NamedType named, Origin origin, TypeVariables variables) {
        java.util.List<JType> arguments = new java.util.ArrayList<>();
        for (TypeNode argument : named.arguments()) {
            TypeNode bound = argument;
            if (argument instanceof WildcardType wildcard) {
                bound = wildcard.bound();
            }
            JType resolved = null;
            if (bound != null && isTypeVariable(bound, variables)) {
                // The variable itself: a value read through it is typed by its bound (List<T>.get with
                // <T extends Comparable<T>> is a Comparable), and inference sees T, not "unknown".
                resolved = variables.variable(((NamedType) bound).name());
            } else if (bound != null) {
                resolved = resolve(bound, origin, variables);
            }
            arguments.add(resolved != null && resolved.isPrimitive() ? null : lowerBounded(argument, resolved));
        }
        return new JGeneric(raw, arguments);
    }

    /**
     * A declared type as a generic signature keeps it: type variables in scope as themselves
     * ({@link JTypeVariable}) and type arguments kept ({@code List<T>}); a wildcard stands for its
     * bound, an unbounded one or a primitive argument for "unknown" (null). Erased code uses {@link #resolve}.
     */
    public JType generic(TypeNode node, Origin origin, TypeVariables variables) {
        if (node instanceof NamedType named && !named.binary() && named.arguments().isEmpty()) {
            JTypeVariable variable = variables.variable(named.name());
            if (variable != null) {
                return variable;
            }
        }
        if (node instanceof ArrayType array) {
            JType element = generic(array.element(), origin, variables);
            return element == JPrimitive.VOID ? resolve(node, origin, variables) : new JArray(element);
        }
        JType resolved = resolve(node, origin, variables);
        if (resolved instanceof UnitClass inner && node instanceof NamedType named && named.arguments().isEmpty()) {
            JType implicit = withOuterVariables(inner, variables);
            if (implicit != null) {
                return implicit;
            }
        }
        if (resolved instanceof JGeneric parameterized && node instanceof NamedType named) {
            java.util.List<JType> arguments = new java.util.ArrayList<>();
            for (TypeNode argument : named.arguments()) {
                TypeNode bound = argument instanceof WildcardType wildcard ? wildcard.bound() : argument;
                JType type = bound == null ? null : generic(bound, origin, variables);
                arguments.add(type != null && type.isPrimitive() ? null : lowerBounded(argument, type));
            }
            return new JGeneric(parameterized.raw(), arguments);
        }
        return resolved;
    }

    /**
     * A {@code ? super X} argument kept as a wildcard ({@link JWildcard}): a value read through it is an
     * {@code Object} (its capture's upper bound, JLS 5.1.10), while a lambda's parameter typed by it is an
     * {@code X} (JLS 9.9); any other argument is {@code resolved}, a {@code ? extends X} read as its bound.
     */
    private static JType lowerBounded(TypeNode argument, JType resolved) {
        return argument instanceof WildcardType wildcard && !wildcard.upper() && resolved != null
                ? new JWildcard(resolved, true) : resolved;
    }

    /**
     * How many type parameters {@code c} and, for an inner class, its enclosing classes declare: read from the
     * declarations, since a class's variables are made when its body is first declared, maybe after this use.
     */
    private static int declaredWithOuter(UnitClass c) {
        int count = c.declaration().typeParameters().size();
        if (c.outer() != null && !java.lang.reflect.Modifier.isStatic(c.modifiers())) {
            count += declaredWithOuter(c.outer());
        }
        return count;
    }

    /**
     * A plain inner class of a generic class named where the outer's type variables are in scope
     * ({@code Describer} inside {@code Holder<T>} is {@code Holder<T>.Describer}, JLS 8.1.3): its type
     * with those variables as arguments, so that a member of that type read through a {@code Holder<Integer>}
     * binds them; null for any other class, or when the class itself is generic (written raw).
     */
    private static JType withOuterVariables(UnitClass c, TypeVariables variables) {
        if (variables.isEmpty() || c.typeParameters() != null && !c.typeParameters().isEmpty()) {
            return null;
        }
        List<JTypeVariable> outer = UnitGenerics.withOuter(c);
        if (outer.isEmpty()) {
            return null;
        }
        for (JTypeVariable variable : outer) {
            if (variables.variable(variable.name()) != variable) {
                return null; // another variable of that name hides it, or it is out of scope
            }
        }
        return new JGeneric(c, new java.util.ArrayList<>(outer));
    }

    /**
     * Whether a declared member type needs {@link #generic}: {@link #isGeneric}, or a plain inner class of
     * a generic class in scope ({@link #withOuterVariables}).
     */
    public boolean isGenericMember(TypeNode node, Origin origin, TypeVariables variables) {
        if (isGeneric(node, variables)) {
            return true;
        }
        if (variables.isEmpty() || !(node instanceof NamedType named) || named.binary()
                || !(resolve(node, origin, variables) instanceof UnitClass c)) {
            return false;
        }
        return withOuterVariables(c, variables) != null;
    }

    /** Whether {@link #generic} can differ from {@link #resolve}: the type has arguments or is a variable in scope. */
    public static boolean isGeneric(TypeNode node, TypeVariables variables) {
        if (node instanceof ArrayType array) {
            return isGeneric(array.element(), variables);
        }
        return node instanceof NamedType named && (!named.arguments().isEmpty()
                || !named.binary() && !variables.isEmpty() && variables.variable(named.name()) != null);
    }

    private static boolean isTypeVariable(TypeNode node, TypeVariables variables) {
        return node instanceof NamedType named && !named.binary() && variables.lookup(named.name()) != null;
    }

    /** A source name ({@code Foo}, {@code a.b.Foo}, {@code Outer.Inner}) as a type, or null. */
    public JType byName(String name, Origin origin, TypeVariables variables) {
        JType variable = variables.lookup(name);
        if (variable != null) {
            return variable;
        }
        UnitClass unit = unitClasses.get(name);
        if (unit != null) {
            return unit;
        }
        Class<?> holder = origin.source().holder();
        if (name.indexOf('.') < 0) {
            JType found = loaded(origin, "java.lang." + name);
            if (found == null) {
                found = memberOf(holder, name);
            }
            if (found == null) {
                String pkg = holder.getPackageName();
                found = loaded(origin, pkg.isEmpty() ? name : pkg + "." + name);
            }
            return found;
        }
        String binary = name;
        while (true) {
            JType found = loaded(origin, binary);
            if (found != null) {
                return found;
            }
            int dot = binary.lastIndexOf('.');
            if (dot < 0) {
                break;
            }
            binary = binary.substring(0, dot) + "$" + binary.substring(dot + 1);
        }
        int dot = name.indexOf('.');
        JType first = byName(name.substring(0, dot), origin, variables);
        if (first instanceof UnitClass outer) {
            JClass current = outer;
            for (String member : name.substring(dot + 1).split("\\.")) {
                current = memberType(current, member, origin);
                if (current == null) {
                    return null;
                }
            }
            return current;
        }
        if (first instanceof JClass outer && outer.loaded() != null) {
            return loaded(origin, outer.loaded().getName() + "$" + name.substring(dot + 1).replace('.', '$'));
        }
        return null;
    }

    /** The member type {@code name} of {@code c}, declared there or inherited from a supertype (JLS 8.5), or null. */
    private static JClass memberType(JClass c, String name, Origin origin) {
        if (c instanceof UnitClass unit) {
            for (UnitClass nested : unit.nested()) {
                if (nested.simpleName().equals(name)) {
                    return nested;
                }
            }
        } else if (c.loaded() != null) {
            JType declared = loaded(origin, c.loaded().getName() + "$" + name);
            if (declared instanceof JClass found) {
                return found;
            }
        }
        JClass inherited = c.superclass() == null ? null : memberType(c.superclass(), name, origin);
        for (int i = 0; inherited == null && i < c.interfaces().size(); i++) {
            inherited = memberType(c.interfaces().get(i), name, origin);
        }
        return inherited;
    }

    private JType memberOf(Class<?> holder, String name) {
        for (Class<?> c = holder; c != null; c = c.getDeclaringClass()) {
            Class<?> member = ClassNames.load(holder, c.getName() + "$" + name);
            if (member != null) {
                return LoadedClass.of(member);
            }
        }
        return null;
    }

    private static JType loaded(Origin origin, String binaryName) {
        Class<?> type = ClassNames.load(origin.source().holder(), binaryName);
        return type == null ? null : LoadedClass.of(type);
    }

    private JType spliced(SplicedType spliced, Origin origin, TypeVariables variables) {
        Fragment code = spliced.code();
        Origin inner = origin.enter(code, spliced.position());
        Expression expression = (Expression) code.nodes().get(0);
        while (expression instanceof SplicedExpression nested) {
            inner = inner.enter(nested.code(), nested.position());
            expression = (Expression) nested.code().nodes().get(0);
        }
        if (expression instanceof TypeExpression type) {
            return resolve(type.type(), inner, variables);
        }
        String name = dottedName(expression);
        if (name == null) {
            throw inner.error(expression.position(), "the hole `Type needs a type name, but the fragment is another expression");
        }
        JType type = byName(name, inner, variables);
        if (type == null) {
            throw inner.error(expression.position(), "cannot find type " + name);
        }
        return type;
    }

    /** {@code a.b.c} of a chain of names, or null. */
    public static String dottedName(Expression expression) {
        if (expression instanceof Name name) {
            return name.identifier();
        }
        if (expression instanceof FieldAccess access) {
            String prefix = dottedName(access.target());
            return prefix == null ? null : prefix + "." + access.name();
        }
        return null;
    }

    private static JPrimitive primitive(PrimitiveType type) {
        return switch (type.kind()) {
            case BOOLEAN -> JPrimitive.BOOLEAN;
            case BYTE -> JPrimitive.BYTE;
            case SHORT -> JPrimitive.SHORT;
            case CHAR -> JPrimitive.CHAR;
            case INT -> JPrimitive.INT;
            case LONG -> JPrimitive.LONG;
            case FLOAT -> JPrimitive.FLOAT;
            case DOUBLE -> JPrimitive.DOUBLE;
            case VOID -> JPrimitive.VOID;
        };
    }
}
