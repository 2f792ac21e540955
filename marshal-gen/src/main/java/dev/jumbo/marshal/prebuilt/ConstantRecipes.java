package dev.jumbo.marshal.prebuilt;

import dev.jumbo.marshal.model.ReadRoutes;
import dev.jumbo.marshal.model.SerialClass;
import dev.jumbo.marshal.read.StreamDescriptor;
import dev.jumbo.marshal.read.StreamField;
import dev.jumbo.marshal.session.FieldCache;
import java.io.InvalidClassException;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodType;
import java.lang.reflect.Field;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How the class data of stored code is made again: one recipe per constant of the generated class
 * (its {@code `Value} holes), each a word that names the value by where the generator took it
 * from, relative to the root the code was generated for: a {@link SerialClass} for a marshaller,
 * the class's own {@link StreamDescriptor} for an unmarshaller. Evaluated with the class as loaded,
 * so that the constants are the run time's own objects (its descriptors, its field routes).
 *
 * <table>
 * <caption>Recipes</caption>
 * <tr><td>{@code root}</td><td>the root itself</td></tr>
 * <tr><td>{@code slot:K}</td><td>class-data slot K (top first): a {@code SerialClass}, or a slot's {@code StreamDescriptor}</td></tr>
 * <tr><td>{@code access:K}, {@code accessor:K:I}</td><td>slot K's {@code FieldAccess}, its accessor of field I (marshallers)</td></tr>
 * <tr><td>{@code canonical}</td><td>the record's canonical constructor (unmarshallers)</td></tr>
 * <tr><td>{@code setter:K:NAME}</td><td>the setter handle of field NAME of slot K's class (unmarshallers)</td></tr>
 * <tr><td>{@code fieldcache}</td><td>a new, empty {@link FieldCache}</td></tr>
 * <tr><td>{@code class:NAME}, {@code field:CLASS:NAME}</td><td>a class, a declared field, by name in the root class's loader</td></tr>
 * </table>
 *
 * A method handle recipe may end in {@code @DESCRIPTOR}: the handle adapted with {@code asType} to
 * that method type, as stdlib's constructor and field code adapts it.
 */
final class ConstantRecipes {
    private ConstantRecipes() {
    }

    /** The class whose loader names classes in recipes. */
    private static Class<?> rootClass(Object root) {
        return root instanceof SerialClass serial ? serial.type() : ((StreamDescriptor) root).localClass();
    }

    /** The constants the recipes make, in order. */
    static Object[] resolve(Object root, List<String> recipes) throws ReflectiveOperationException, InvalidClassException {
        Object[] constants = new Object[recipes.size()];
        for (int i = 0; i < constants.length; i++) {
            constants[i] = resolve(root, recipes.get(i));
        }
        return constants;
    }

    static Object resolve(Object root, String recipe) throws ReflectiveOperationException, InvalidClassException {
        int adapted = recipe.indexOf('@');
        if (adapted >= 0) {
            MethodHandle base = (MethodHandle) resolve(root, recipe.substring(0, adapted));
            ClassLoader loader = rootClass(root).getClassLoader();
            return base.asType(MethodType.fromMethodDescriptorString(recipe.substring(adapted + 1), loader));
        }
        String[] parts = recipe.split(":", -1);
        ClassLoader loader = rootClass(root).getClassLoader();
        switch (parts[0]) {
            case "root":
                return root;
            case "slot":
                return slot(root, Integer.parseInt(parts[1]));
            case "access":
                return ((SerialClass) slot(root, Integer.parseInt(parts[1]))).fieldAccess();
            case "accessor":
                return ((SerialClass) slot(root, Integer.parseInt(parts[1]))).fieldAccess().accessor(Integer.parseInt(parts[2]));
            case "canonical":
                return ((StreamDescriptor) root).routes().canonicalConstructor();
            case "setter": {
                Class<?> owner = ((StreamDescriptor) slot(root, Integer.parseInt(parts[1]))).localClass();
                return ReadRoutes.of(owner).fieldSetter(owner.getDeclaredField(parts[2]));
            }
            case "fieldcache":
                return new FieldCache();
            case "class":
                return Class.forName(parts[1], false, loader);
            case "field":
                return Class.forName(parts[1], false, loader).getDeclaredField(parts[2]);
            default:
                throw new IllegalArgumentException("not a constant recipe: " + recipe);
        }
    }

    private static Object slot(Object root, int index) throws InvalidClassException {
        if (root instanceof SerialClass serial) {
            return serial.classDataSlots().get(index);
        }
        return ((StreamDescriptor) root).slots()[index].descriptor();
    }

    /**
     * The recipes of a generated class's constants, found by where each came from: null when some
     * constant is none of these (then the code is left to run-time generation).
     *
     * @param why receives the reason when null is returned
     */
    static List<String> recipesOf(Object root, List<Object> constants, StringBuilder why)
            throws ReflectiveOperationException, InvalidClassException {
        Map<String, Object> known = catalog(root);
        String[] recipes = new String[constants.size()];
        for (int i = 0; i < recipes.length; i++) {
            String recipe = recipeOf(root, constants.get(i), known);
            if (recipe == null) {
                why.append("constant ").append(i).append(" (").append(constants.get(i).getClass().getName())
                        .append(") cannot be made again from the class");
                return null;
            }
            recipes[i] = recipe;
        }
        return List.of(recipes);
    }

    private static String recipeOf(Object root, Object constant, Map<String, Object> known)
            throws ReflectiveOperationException, InvalidClassException {
        for (Map.Entry<String, Object> entry : known.entrySet()) {
            if (entry.getValue() == constant) {
                return entry.getKey();
            }
        }
        ClassLoader loader = rootClass(root).getClassLoader();
        if (constant instanceof FieldCache) {
            return "fieldcache";
        }
        if (constant instanceof Class<?> type) {
            String recipe = "class:" + type.getName();
            return !type.isPrimitive() && resolve(root, recipe) == type ? recipe : null;
        }
        if (constant instanceof Field field) {
            String recipe = "field:" + field.getDeclaringClass().getName() + ":" + field.getName();
            return Class.forName(field.getDeclaringClass().getName(), false, loader) == field.getDeclaringClass()
                    ? recipe : null;
        }
        if (constant instanceof MethodHandle handle) {
            // An adapted handle: exactly one known handle of the same arity may have been adapted to its type.
            String found = null;
            for (Map.Entry<String, Object> entry : known.entrySet()) {
                if (entry.getValue() instanceof MethodHandle base && adaptable(base.type(), handle.type())) {
                    if (found != null) {
                        return null;
                    }
                    found = entry.getKey();
                }
            }
            if (found == null) {
                return null;
            }
            String recipe = found + "@" + handle.type().toMethodDescriptorString();
            return ((MethodHandle) resolve(root, recipe)).type().equals(handle.type()) ? recipe : null;
        }
        return null;
    }

    /** Whether {@code asType} takes {@code from} to {@code to} by reference casts alone (primitives kept). */
    private static boolean adaptable(MethodType from, MethodType to) {
        if (from.parameterCount() != to.parameterCount() || !sameKind(from.returnType(), to.returnType())) {
            return false;
        }
        for (int i = 0; i < from.parameterCount(); i++) {
            if (!sameKind(from.parameterType(i), to.parameterType(i))) {
                return false;
            }
        }
        return true;
    }

    private static boolean sameKind(Class<?> one, Class<?> other) {
        return one.isPrimitive() || other.isPrimitive() ? one == other : true;
    }

    /** The values a generator may take from the root, by recipe. */
    private static Map<String, Object> catalog(Object root) throws InvalidClassException {
        Map<String, Object> known = new LinkedHashMap<>();
        known.put("root", root);
        if (root instanceof SerialClass serial) {
            List<SerialClass> slots = serial.classDataSlots();
            for (int k = 0; k < slots.size(); k++) {
                SerialClass slot = slots.get(k);
                known.put("slot:" + k, slot);
                if (!slot.hasWriteObjectMethod()) {
                    try {
                        known.put("access:" + k, slot.fieldAccess());
                        for (int i = 0; i < slot.fields().length; i++) {
                            known.put("accessor:" + k + ":" + i, slot.fieldAccess().accessor(i));
                        }
                    } catch (InvalidClassException | RuntimeException e) {
                        // No route to this slot's fields: the generator took none of them.
                    }
                }
            }
            return known;
        }
        StreamDescriptor desc = (StreamDescriptor) root;
        if (desc.isRecord() && desc.routes().canonicalConstructor() != null) {
            known.put("canonical", desc.routes().canonicalConstructor());
        }
        StreamDescriptor.Slot[] slots = desc.slots();
        for (int k = 0; k < slots.length; k++) {
            StreamDescriptor slot = slots[k].descriptor();
            known.put("slot:" + k, slot);
            for (StreamField field : slot.fields()) {
                Field local = field.localField();
                if (local != null) {
                    MethodHandle setter = ReadRoutes.of(local.getDeclaringClass()).fieldSetter(local);
                    if (setter != null) {
                        known.put("setter:" + k + ":" + local.getName(), setter);
                    }
                }
            }
        }
        return known;
    }
}
