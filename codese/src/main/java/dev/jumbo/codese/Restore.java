package dev.jumbo.codese;

import java.io.IOException;
import java.io.InvalidClassException;
import java.io.InvalidObjectException;
import java.io.ObjectInputValidation;
import java.lang.invoke.MethodHandle;
import java.lang.reflect.Array;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The state of one restore, as generated code sees it: the objects by index, the re-created
 * routes, the resolved classes, and the few operations that are not a store or a constructor
 * call (enum constants, arrays, long strings, packed primitives, replays of writeObject). It is
 * all that a stored class may reach besides {@code MethodHandle.invokeExact} and the
 * constructors of {@code String} and the boxes ({@link ChunkCheck} enforces it), so everything
 * here checks its arguments: a hostile class file calls these with whatever it likes.
 *
 * <p>Replay protocol (generated, per slot restored by its own readObject):
 * <pre>
 * replay := begin (bytes | object | fields fieldObject*)* (readObject | defaultFields | readExternal)
 * </pre>
 */
public final class Restore {
    public final Object[] objects;
    public final MethodHandle[] routes;
    public final Class<?>[] classes;
    private final Route[] routeTable;
    private final ArrayCheck arrayCheck;
    private final ReplayInput replay;
    private final List<Validation> validations = new ArrayList<>();
    private final List<Object> earlier;

    /** Checks an array's creation (the stream's filter); throws to refuse it. */
    interface ArrayCheck {
        void check(Class<?> arrayType, int length) throws IOException;
    }

    private record Validation(ObjectInputValidation callback, int priority, int order) {
    }

    /** A restore of {@code objectCount} objects, after the stream's {@code earlier} ones (by handle). */
    Restore(int objectCount, MethodHandle[] routes, Route[] routeTable, Class<?>[] classes, ArrayCheck arrayCheck,
            CodeseInputStream stream, List<Object> earlier) throws IOException {
        this.objects = new Object[objectCount];
        this.earlier = earlier;
        this.routes = routes;
        this.routeTable = routeTable;
        this.classes = classes;
        this.arrayCheck = arrayCheck;
        this.replay = new ReplayInput(this, stream);
    }

    // ---------------------------------------------------------------- create

    /** The constant {@code name} of the enum class at {@code classIndex}. */
    public Object enumConstant(int classIndex, String name) throws IOException {
        Class<?> type = classes[classIndex];
        if (!type.isEnum()) {
            throw new InvalidClassException(type.getName(), "not an enum class");
        }
        try {
            @SuppressWarnings({"unchecked", "rawtypes"})
            Object constant = Enum.valueOf((Class) type, name);
            return constant;
        } catch (IllegalArgumentException e) {
            throw (IOException) new InvalidObjectException("enum constant " + name + " does not exist in " + type)
                    .initCause(e);
        }
    }

    /** The object an earlier container of the stream restored with this handle. */
    public Object earlier(int handle) throws IOException {
        if (handle < 0 || handle >= earlier.size()) {
            throw new InvalidObjectException("no earlier object with handle " + handle);
        }
        return earlier.get(handle);
    }

    /** The Class object at {@code classIndex}. */
    public Object classObject(int classIndex) {
        return classes[classIndex];
    }

    /** A new array of the component class at {@code classIndex}, checked by the stream's filter first. */
    public Object newArray(int classIndex, int length) throws IOException {
        Class<?> component = classes[classIndex];
        if (length < 0 || component == void.class) {
            throw new InvalidObjectException("bad array: " + component.getName() + "[" + length + "]");
        }
        arrayCheck.check(component.arrayType(), length);
        return Array.newInstance(component, length);
    }

    /** Fills a primitive array from its packed contents ({@link PrimitivePacker#pack}), from {@code offset} on. */
    public static void primitives(Object array, int offset, String packed) throws IOException {
        PrimitiveUnpacker.fill(array, offset, Latin1.decode(packed));
    }

    /** Two parts of a string too long for one literal. */
    public static String concat(String first, String second) {
        return first.concat(second);
    }

    // ---------------------------------------------------------------- replay

    /** Starts the replay of one slot of {@code obj}: the class at {@code classIndex}. */
    public void begin(Object obj, int classIndex) throws IOException {
        Class<?> slot = classes[classIndex];
        if (!slot.isInstance(obj)) {
            throw new InvalidObjectException("replay for " + slot.getName() + " given a "
                    + (obj == null ? "null" : obj.getClass().getName()));
        }
        replay.begin(obj, slot);
    }

    public void bytes(String packed) throws IOException {
        replay.addBytes(Latin1.decode(packed));
    }

    public void object(Object value) throws IOException {
        replay.addObject(value);
    }

    public void fields(String packedPrimitives) throws IOException {
        replay.addFields(Latin1.decode(packedPrimitives));
    }

    public void fieldObject(Object value) throws IOException {
        replay.addFieldObject(value);
    }

    /** Ends a replay by calling the slot's readObject (the route at {@code route}) on the values given. */
    public void readObject(int route) throws IOException {
        Route described = routeTable[route];
        if (described.kind() != Route.Kind.READ_OBJECT || classes[described.classIndex()] != replay.slot()) {
            throw new InvalidObjectException("route " + route + " is not the readObject of " + replay.slot().getName());
        }
        replay.runReadObject(routes[route]);
    }

    /** Ends a replay of default fields: the slot's fields stored as {@code defaultReadObject} stores them. */
    public void defaultFields() throws IOException {
        replay.runDefaultFields();
    }

    /** Ends a replay by calling readExternal of the object on the values given. */
    public void readExternal() throws IOException {
        replay.runReadExternal();
    }

    void registerValidation(ObjectInputValidation callback, int priority) {
        validations.add(new Validation(callback, priority, validations.size()));
    }

    /** The validations registered by readObject calls, highest priority first, as the JDK runs them. */
    void runValidations() throws InvalidObjectException {
        validations.sort(Comparator.comparingInt(Validation::priority).reversed().thenComparingInt(Validation::order));
        for (Validation validation : validations) {
            validation.callback().validateObject();
        }
    }
}
