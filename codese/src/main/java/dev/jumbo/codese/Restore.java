package dev.jumbo.codese;

import java.io.IOException;
import java.io.InvalidClassException;
import java.io.InvalidObjectException;
import java.io.ObjectInputValidation;
import dev.jumbo.marshal.model.ReadRoutes;
import java.lang.invoke.MethodHandle;
import java.lang.reflect.Array;
import java.lang.reflect.InvocationTargetException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The state of one restore, as generated code sees it: the objects by index, the re-created
 * routes, the resolved classes, and the few operations that are not a store or a constructor
 * call (new instances, enum constants, arrays, long strings, packed primitives, replays of
 * writeObject). It is all that a stored class may reach besides {@code MethodHandle.invokeExact}
 * and the constructors of {@code String} and the boxes ({@link ChunkCheck} enforces it), so
 * everything here checks its arguments: a hostile class file calls these with whatever it likes.
 *
 * <p>Replay protocol (generated, per slot restored by its own readObject), as calls or as the
 * operations of a {@link #replays} table (the code of each in brackets; {@link Tables}' numbers):
 * <pre>
 * replay := begin (bytes | object | fields fieldObject*)* (readObject | defaultFields | readExternal)
 * begin       := [0] object classIndex
 * bytes       := [1] length              (the next length chars of the table's text)
 * object      := [2] reference           (index plus one, 0 for null)
 * fields      := [3] length              (their packed primitives, from the text)
 * fieldObject := [4] reference
 * readObject  := [5] route
 * defaultFields := [6]
 * readExternal  := [7]
 * </pre>
 */
public final class Restore {
    static final int REPLAY_BEGIN = 0;
    static final int REPLAY_BYTES = 1;
    static final int REPLAY_OBJECT = 2;
    static final int REPLAY_FIELDS = 3;
    static final int REPLAY_FIELD_OBJECT = 4;
    static final int REPLAY_READ_OBJECT = 5;
    static final int REPLAY_DEFAULT_FIELDS = 6;
    static final int REPLAY_READ_EXTERNAL = 7;
    public final Object[] objects;
    /** The routes by index, as handles; null for a constructor route, which {@link #newInstance} takes. */
    public final MethodHandle[] routes;
    /** By route index, the class whose serialization constructor a constructor route runs; else null. */
    private final ReadRoutes[] constructors;
    public final Class<?>[] classes;
    private final Route[] routeTable;
    private final ArrayCheck arrayCheck;
    private final CodeseInputStream stream;
    /** Made at the first replay: a state without one (a tree of plain objects) loads no replay class. */
    private ReplayInput replay;
    private final List<Validation> validations = new ArrayList<>();
    private final List<Object> earlier;

    /** Checks an array's creation (the stream's filter); throws to refuse it. */
    interface ArrayCheck {
        void check(Class<?> arrayType, int length) throws IOException;
    }

    private record Validation(ObjectInputValidation callback, int priority, int order) {
    }

    /** A restore of {@code objectCount} objects, after the stream's {@code earlier} ones (by handle). */
    Restore(int objectCount, MethodHandle[] routes, ReadRoutes[] constructors, Route[] routeTable, Class<?>[] classes,
            ArrayCheck arrayCheck, CodeseInputStream stream, List<Object> earlier) throws IOException {
        this.objects = new Object[objectCount];
        this.earlier = earlier;
        this.routes = routes;
        this.constructors = constructors;
        this.routeTable = routeTable;
        this.classes = classes;
        this.arrayCheck = arrayCheck;
        this.stream = stream;
    }

    // ---------------------------------------------------------------- create

    /**
     * A new instance through the constructor route {@code route}, as {@code ObjectInputStream}
     * creates one: the serialization constructor called reflectively, not through a method
     * handle, so that a fresh JVM's first restore spins no handle for it. It fails as the JDK's
     * does ({@link ReadRoutes#newInstance}).
     */
    public Object newInstance(int route)
            throws InvalidObjectException, InstantiationException, InvocationTargetException {
        return constructor(route).newInstance();
    }

    private ReadRoutes constructor(int route) throws InvalidObjectException {
        return constructors[checked(route, Route.Kind.CONSTRUCTOR)];
    }

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

    // ---------------------------------------------------------------- bulk (records: Tables)

    /** Creates {@code objects[i]} through the constructor route {@code route}, for each index i of the table. */
    public void instances(int route, String table)
            throws InvalidObjectException, InstantiationException, InvocationTargetException {
        ReadRoutes constructor = constructor(route);
        Tables.Reader reader = new Tables.Reader(table);
        while (reader.hasNext()) {
            objects[reader.below(objects.length)] = constructor.newInstance();
        }
    }

    /** Creates {@code objects[i]} as a new string, for each (index, length) record; the text is the strings joined. */
    public void strings(String table, String text) throws IOException {
        Tables.Reader reader = new Tables.Reader(table);
        int from = 0;
        while (reader.hasNext()) {
            int index = reader.below(objects.length);
            int to = from + reader.below(text.length() - from + 1);
            String part = text.substring(from, to);
            // substring makes a new string, except of nothing ("") or of the whole text (itself)
            objects[index] = to == from || to - from == text.length() ? new String(part) : part;
            from = to;
        }
    }

    /** Creates {@code objects[i]} as a new box of this type code (I, J, S, B, C, Z, F, D), for each (index, value) record. */
    @SuppressWarnings("removal")
    public void boxes(char typeCode, String table) throws IOException {
        Tables.Reader reader = new Tables.Reader(table);
        while (reader.hasNext()) {
            int index = reader.below(objects.length);
            long value = Tables.unzigzag(reader.next());
            objects[index] = switch (typeCode) {
                case 'I' -> new Integer((int) value);
                case 'J' -> new Long(value);
                case 'S' -> new Short((short) value);
                case 'B' -> new Byte((byte) value);
                case 'C' -> new Character((char) value);
                case 'Z' -> new Boolean(value != 0);
                case 'F' -> new Float(Float.intBitsToFloat((int) value));
                case 'D' -> new Double(Double.longBitsToDouble(value));
                default -> throw new InvalidObjectException("no box of type code " + typeCode);
            };
        }
    }

    /**
     * Stores one field through the setter route {@code route}, for each (object, value) record:
     * the value is a reference (index plus one, 0 for null) or a primitive (zigzag; floating point
     * by its bits).
     */
    public void fieldValues(int route, String table) throws Throwable {
        MethodHandle setter = setter(route);
        Tables.Reader reader = new Tables.Reader(table);
        switch (routeTable[route].fieldType().charAt(0)) {
            case 'I' -> {
                while (reader.hasNext()) {
                    setter.invokeExact(objects[reader.below(objects.length)], (int) Tables.unzigzag(reader.next()));
                }
            }
            case 'J' -> {
                while (reader.hasNext()) {
                    setter.invokeExact(objects[reader.below(objects.length)], Tables.unzigzag(reader.next()));
                }
            }
            case 'Z' -> {
                while (reader.hasNext()) {
                    setter.invokeExact(objects[reader.below(objects.length)], Tables.unzigzag(reader.next()) != 0);
                }
            }
            case 'B' -> {
                while (reader.hasNext()) {
                    setter.invokeExact(objects[reader.below(objects.length)], (byte) Tables.unzigzag(reader.next()));
                }
            }
            case 'S' -> {
                while (reader.hasNext()) {
                    setter.invokeExact(objects[reader.below(objects.length)], (short) Tables.unzigzag(reader.next()));
                }
            }
            case 'C' -> {
                while (reader.hasNext()) {
                    setter.invokeExact(objects[reader.below(objects.length)], (char) Tables.unzigzag(reader.next()));
                }
            }
            case 'F' -> {
                while (reader.hasNext()) {
                    setter.invokeExact(objects[reader.below(objects.length)],
                            Float.intBitsToFloat((int) Tables.unzigzag(reader.next())));
                }
            }
            case 'D' -> {
                while (reader.hasNext()) {
                    setter.invokeExact(objects[reader.below(objects.length)],
                            Double.longBitsToDouble(Tables.unzigzag(reader.next())));
                }
            }
            default -> {
                while (reader.hasNext()) {
                    setter.invokeExact(objects[reader.below(objects.length)], reference(reader));
                }
            }
        }
    }

    /** Stores {@code ((Object[]) objects[a])[e] = reference}, for each (array, element, reference) record. */
    public void elements(String table) throws IOException {
        Tables.Reader reader = new Tables.Reader(table);
        while (reader.hasNext()) {
            Object array = objects[reader.below(objects.length)];
            if (!(array instanceof Object[] elements)) {
                throw new InvalidObjectException("an element store into " + (array == null ? "null" : array.getClass().getName()));
            }
            int element = reader.below(elements.length);
            elements[element] = reference(reader);
        }
    }

    /** The setter route at {@code route}. */
    private MethodHandle setter(int route) throws InvalidObjectException {
        return routes[checked(route, Route.Kind.SETTER)];
    }

    /** {@code route}, refused unless it is a route of {@code kind}: stored code names any index. */
    private int checked(int route, Route.Kind kind) throws InvalidObjectException {
        if (route < 0 || route >= routeTable.length || routeTable[route].kind() != kind) {
            throw new InvalidObjectException("route " + route + " is not a " + kind.name().toLowerCase() + " route");
        }
        return route;
    }

    /** A reference of a table: an index plus one, 0 for null. */
    private Object reference(Tables.Reader reader) throws InvalidObjectException {
        int plusOne = reader.below(objects.length + 1);
        return plusOne == 0 ? null : objects[plusOne - 1];
    }

    // ---------------------------------------------------------------- replay

    private ReplayInput replay() throws IOException {
        if (replay == null) {
            replay = new ReplayInput(this, stream);
        }
        return replay;
    }

    /** Starts the replay of one slot of {@code obj}: the class at {@code classIndex}. */
    public void begin(Object obj, int classIndex) throws IOException {
        Class<?> slot = classes[classIndex];
        if (!slot.isInstance(obj)) {
            throw new InvalidObjectException("replay for " + slot.getName() + " given a "
                    + (obj == null ? "null" : obj.getClass().getName()));
        }
        replay().begin(obj, slot);
    }

    public void bytes(String packed) throws IOException {
        replay().addBytes(Latin1.decode(packed));
    }

    public void object(Object value) throws IOException {
        replay().addObject(value);
    }

    /**
     * Replay operations from a table, each as its call would make it (the grammar above): a run
     * of replays in one loop, which the JIT compiles, instead of a call per item in straight-line
     * code, which it never does. A replay may begin in one table and end in a later one.
     */
    public void replays(String table, String text) throws IOException {
        Tables.Reader reader = new Tables.Reader(table);
        byte[] data = Latin1.decode(text);
        int from = 0;
        while (reader.hasNext()) {
            switch (reader.below(REPLAY_READ_EXTERNAL + 1)) {
                case REPLAY_BEGIN -> begin(objects[reader.below(objects.length)], reader.below(classes.length));
                case REPLAY_BYTES, REPLAY_FIELDS -> { // fields are data like block data (ReplayInput.addFields)
                    int to = from + reader.below(data.length - from + 1);
                    replay().addBytes(data, from, to);
                    from = to;
                }
                case REPLAY_OBJECT -> replay().addObject(reference(reader));
                case REPLAY_FIELD_OBJECT -> replay().addFieldObject(reference(reader));
                case REPLAY_READ_OBJECT -> readObject(reader.below(routeTable.length));
                case REPLAY_DEFAULT_FIELDS -> defaultFields();
                default -> readExternal();
            }
        }
    }

    public void fields(String packedPrimitives) throws IOException {
        replay().addFields(Latin1.decode(packedPrimitives));
    }

    public void fieldObject(Object value) throws IOException {
        replay().addFieldObject(value);
    }

    /** Ends a replay by calling the slot's readObject (the route at {@code route}) on the values given. */
    public void readObject(int route) throws IOException {
        if (route < 0 || route >= routeTable.length) {
            throw new InvalidObjectException("no route " + route);
        }
        Route described = routeTable[route];
        if (described.kind() != Route.Kind.READ_OBJECT || classes[described.classIndex()] != replay().slot()) {
            throw new InvalidObjectException("route " + route + " is not the readObject of " + replay().slot().getName());
        }
        replay().runReadObject(routes[route]);
    }

    /** Ends a replay of default fields: the slot's fields stored as {@code defaultReadObject} stores them. */
    public void defaultFields() throws IOException {
        replay().runDefaultFields();
    }

    /** Ends a replay by calling readExternal of the object on the values given. */
    public void readExternal() throws IOException {
        replay().runReadExternal();
    }

    void registerValidation(ObjectInputValidation callback, int priority) {
        validations.add(new Validation(callback, priority, validations.size()));
    }

    /** The validations registered by readObject calls, highest priority first, as the JDK runs them. */
    void runValidations() throws InvalidObjectException {
        if (validations.isEmpty()) {
            return;
        }
        validations.sort(Comparator.comparingInt(Validation::priority).reversed().thenComparingInt(Validation::order));
        for (Validation validation : validations) {
            validation.callback().validateObject();
        }
    }
}
