package dev.jumbo.lang.emit;

import dev.jumbo.lang.Code;
import dev.jumbo.lang.tree.MethodCall;
import dev.jumbo.lang.tree.Name;
import dev.jumbo.lang.tree.New;
import dev.jumbo.lang.tree.Super;
import dev.jumbo.lang.tree.This;
import dev.jumbo.lang.tree.TypeNode;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a lambda body or a local class uses from the method around it, found by one scan of
 * that body only: the enclosing locals it names, and whether it may need {@code this}. The
 * scan over-approximates (a name may turn out to be shadowed), which costs at most an unused
 * captured value.
 */
final class Captures {
    private static final ClassValue<List<MethodHandle>> COMPONENTS = new ClassValue<>() {
        @Override
        protected List<MethodHandle> computeValue(Class<?> type) {
            List<MethodHandle> accessors = new ArrayList<>();
            if (type.isRecord()) {
                MethodHandles.Lookup lookup = MethodHandles.publicLookup();
                for (RecordComponent component : type.getRecordComponents()) {
                    Class<?> kind = component.getType();
                    if (kind.isPrimitive() || kind == String.class || kind.isEnum() || kind == Object.class
                            || TypeNode.class.isAssignableFrom(kind)) {
                        continue;
                    }
                    try {
                        accessors.add(lookup.unreflect(component.getAccessor()));
                    } catch (IllegalAccessException e) {
                        throw new IllegalStateException(e);
                    }
                }
            }
            return accessors;
        }
    };

    /** The accessors of a node record's components that may hold nodes (not types, names or flags). */
    static List<MethodHandle> components(Class<?> type) {
        return COMPONENTS.get(type);
    }

    /** The enclosing locals used, in first-use order. */
    final Map<String, Local> locals = new LinkedHashMap<>();
    /** Whether the body may use the enclosing instance. */
    boolean usesThis;

    private final MethodEmitter around;

    private Captures(MethodEmitter around) {
        this.around = around;
    }

    /** Scans {@code nodes} for what they use of the locals in scope in {@code around}. */
    static Captures of(MethodEmitter around, Object... nodes) {
        Captures captures = new Captures(around);
        for (Object node : nodes) {
            captures.scan(node);
        }
        return captures;
    }

    /**
     * A local class created here passes the locals it captures to its constructor, so they are used here too
     * ({@code () -> new Greeter()} where {@code Greeter} reads a local). Local classes are named by source names,
     * which the compiler leaves unresolved; a name not resolvable here is a class declared inside the scanned body.
     */
    private void localClassCaptures(TypeNode type) {
        if (!(type instanceof dev.jumbo.lang.tree.NamedType named) || named.binary()) {
            return;
        }
        dev.jumbo.lang.type.JType resolved;
        try {
            resolved = Expressions.resolve(around, type);
        } catch (dev.jumbo.lang.CodeException declaredInside) {
            return;
        }
        if (dev.jumbo.lang.type.Generics.erasure(resolved) instanceof dev.jumbo.lang.type.UnitClass local) {
            addCapturedBy(local);
        }
    }

    /** The locals of {@code around} that the local class {@code local} captures. */
    void addCapturedBy(dev.jumbo.lang.type.UnitClass local) {
        for (dev.jumbo.lang.type.FieldRef captured : local.captured()) {
            String name = captured.name().substring("val$".length());
            Local found = around.lookup(name);
            if (found != null) {
                locals.putIfAbsent(name, found);
            }
        }
    }

    private void scan(Object node) {
        if (node == null || node instanceof TypeNode) {
            return;
        }
        if (node instanceof List<?> list) {
            for (Object element : list) {
                scan(element);
            }
            return;
        }
        if (node instanceof Code code) {
            scan(code.nodes());
            return;
        }
        if (node instanceof Name name) {
            Local local = around.lookup(name.identifier());
            if (local != null) {
                locals.putIfAbsent(name.identifier(), local);
            } else {
                usesThis = true; // maybe a field of this or of an outer instance
            }
            return;
        }
        if (node instanceof This || node instanceof Super || node instanceof New
                || node instanceof MethodCall call && call.target() == null) {
            usesThis = true;
        }
        if (node instanceof New creation && creation.outer() == null) {
            localClassCaptures(creation.type());
        }
        for (MethodHandle accessor : COMPONENTS.get(node.getClass())) {
            try {
                scan(accessor.invoke(node));
            } catch (Throwable e) {
                throw new IllegalStateException(e);
            }
        }
    }
}
