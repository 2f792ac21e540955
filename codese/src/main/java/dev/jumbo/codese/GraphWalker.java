package dev.jumbo.codese;

import dev.jumbo.marshal.model.FieldAccess;
import dev.jumbo.marshal.model.FieldAccessor;
import dev.jumbo.marshal.model.ReadRoutes;
import dev.jumbo.marshal.model.SerialClass;
import dev.jumbo.marshal.model.SerialField;
import java.io.Externalizable;
import java.io.IOException;
import java.io.InvalidClassException;
import java.io.NotSerializableException;
import java.io.ObjectStreamClass;
import java.io.Serializable;
import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Proxy;
import java.lang.reflect.RecordComponent;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Walks a graph as {@code ObjectOutputStream} would write it, with the write side's class
 * metadata ({@link SerialClass}: serializable fields, writeObject, writeReplace), and describes
 * each object for the generator ({@link StoredObject}). The walk is a work list, not a
 * recursion: a 100,000-node linked structure needs no deep stack. A class's own
 * {@code writeObject}/{@code writeExternal} runs once, against a {@link RecordingOutput}, and
 * what it wrote becomes the values its {@code readObject}/{@code readExternal} is given back.
 *
 * <p>A class the scheme cannot restore faithfully is refused here, with an
 * {@link InvalidClassException} naming it: hidden classes, classes without a serialization
 * constructor, serializable fields that no declared field backs, writeObject without readObject.
 */
final class GraphWalker {
    private static final Set<Class<?>> BOXES = Set.of(Integer.class, Long.class, Short.class, Byte.class,
            Character.class, Boolean.class, Float.class, Double.class);

    /** The graph's objects that a reference may share (not an unshared one), by index. */
    private final IdentityHashMap<Object, Integer> indexes = new IdentityHashMap<>();
    /** This graph's replacements, as the stream's {@link WriteTable#substitutes}. */
    private final IdentityHashMap<Object, Object> substitutes = new IdentityHashMap<>();
    private final List<Object> live = new ArrayList<>();
    private final List<StoredObject> objects = new ArrayList<>();
    private final List<List<Integer>> edges = new ArrayList<>();
    private final ArrayDeque<Integer> pending = new ArrayDeque<>();
    private final Map<Class<?>, Integer> classIndexes = new HashMap<>();
    private final List<StoredClass> classes = new ArrayList<>();
    private final Map<Route, Integer> routeIndexes = new HashMap<>();
    /** From how many direct stores a field is stored by its setter, in a table. */
    private final int tableRecords;
    private final List<Route> routes = new ArrayList<>();
    private final WriteTable earlier;
    private final CodeseOutputStream stream;

    /**
     * A walker of one graph of {@code stream} (null: a stream that replaces nothing), which refers
     * to the objects of the stream's earlier graphs ({@code earlier}) instead of storing them again.
     */
    GraphWalker(WriteTable earlier, CodeseOutputStream stream, int tableRecords) {
        this.earlier = earlier;
        this.stream = stream;
        this.tableRecords = tableRecords;
    }

    /** Walks the graph of {@code root}, written by writeObject, or by writeUnshared when {@code unshared}. */
    StoredGraph walk(Object root, boolean unshared) throws IOException {
        int rootIndex = indexOf(root, unshared);
        while (!pending.isEmpty()) {
            int index = pending.poll();
            describe(objects.get(index), live.get(index));
        }
        tabulateDirectStores();
        return new StoredGraph(List.copyOf(objects), List.copyOf(classes), List.copyOf(routes), rootIndex,
                postOrder(rootIndex), earlier.size);
    }

    /**
     * A field stored directly very many times ({@link CodeseOptions#tableRecords()}) is stored
     * through its setter route instead, which the generator writes as tables ({@link Tables},
     * {@link Restore#fieldValues}); other fields keep their {@code putfield} instructions.
     */
    private void tabulateDirectStores() {
        Map<Field, Integer> counts = new HashMap<>();
        for (StoredObject object : objects) {
            for (StoredObject.Store store : object.stores()) {
                if (store.direct() != null) {
                    counts.merge(store.direct(), 1, Integer::sum);
                }
            }
        }
        for (StoredObject object : objects) {
            List<StoredObject.Store> stores = object.stores();
            for (int i = 0; i < stores.size(); i++) {
                StoredObject.Store store = stores.get(i);
                if (store.direct() != null && counts.get(store.direct()) >= tableRecords) {
                    Field field = store.direct();
                    int setter = route(new Route(Route.Kind.SETTER, store.hostClass(), field.getName(),
                            field.getType().descriptorString()));
                    stores.set(i, new StoredObject.Store(setter, -1, store.typeCode(), store.primitive(), store.reference()));
                }
            }
        }
    }

    /** Enters this graph's objects and replacements into the stream's table, once it is stored. */
    void remember() {
        for (Map.Entry<Object, Integer> entry : indexes.entrySet()) {
            if (objects.get(entry.getValue()).kind() != StoredObject.Kind.EARLIER) {
                earlier.handles.put(entry.getKey(), earlier.size + entry.getValue());
            }
        }
        earlier.substitutes.putAll(substitutes);
        earlier.size += objects.size();
    }

    /** The index of an object of the graph (after writeReplace), found or given now; -1 for null. */
    int indexOf(Object obj) throws IOException {
        return indexOf(obj, false);
    }

    /**
     * The index of an object as {@code ObjectOutputStream.writeObject0} finds its handle: the
     * replacement remembered for it, else the object shared (unless unshared), else its
     * replacement (writeReplace, then the stream's replaceObject) remembered and shared, else a new
     * object (not shared with later references when unshared). -1 for null.
     */
    int indexOf(Object obj, boolean unshared) throws IOException {
        if (obj == null) {
            return -1;
        }
        if (substitutes.containsKey(obj)) {
            obj = substitutes.get(obj);
        } else if (earlier.substitutes.containsKey(obj)) {
            obj = earlier.substitutes.get(obj);
        }
        if (obj == null) {
            return -1;
        }
        int known = unshared ? -1 : shared(obj);
        if (known >= 0) {
            return known;
        }
        Object replaced = replace(obj);
        if (replaced != obj) {
            substitutes.put(obj, replaced);
            if (replaced == null) {
                return -1;
            }
            known = unshared ? -1 : shared(replaced);
            if (known >= 0) {
                return known;
            }
        }
        int index = objects.size();
        if (!unshared) {
            indexes.put(replaced, index);
        }
        live.add(replaced);
        objects.add(created(index, replaced));
        edges.add(new ArrayList<>());
        pending.add(index);
        return index;
    }

    /** The index of an object this graph or an earlier one of the stream stored, or -1. */
    private int shared(Object obj) {
        Integer known = indexes.get(obj);
        if (known != null) {
            return known;
        }
        Integer handle = earlier.handles.get(obj);
        if (handle == null) {
            return -1;
        }
        int index = objects.size();
        indexes.put(obj, index);
        live.add(obj);
        objects.add(new StoredObject(index, StoredObject.Kind.EARLIER, -1, handle));
        edges.add(new ArrayList<>());
        return index;
    }

    /**
     * writeReplace, repeated while it returns an object of another class, then the stream's
     * replaceObject, as ObjectOutputStream does (not for a Class object, which it writes before).
     */
    private Object replace(Object obj) throws IOException {
        if (obj instanceof Class<?>) {
            return obj;
        }
        Class<?> type = obj.getClass();
        while (true) {
            SerialClass desc = SerialClass.of(type);
            if (!desc.isSerializable() || !desc.hasWriteReplaceMethod()) {
                break;
            }
            obj = desc.invokeWriteReplace(obj);
            if (obj == null || obj.getClass() == type) {
                break;
            }
            type = obj.getClass();
        }
        return stream == null ? obj : stream.replaced(obj);
    }

    /** How the object is created: decided from its class alone. */
    private StoredObject created(int index, Object obj) throws IOException {
        Class<?> type = obj.getClass();
        if (type == String.class) {
            return new StoredObject(index, StoredObject.Kind.STRING, -1, obj);
        }
        if (BOXES.contains(type)) {
            return new StoredObject(index, StoredObject.Kind.BOXED, -1, obj);
        }
        if (obj instanceof Class<?> value) {
            return new StoredObject(index, StoredObject.Kind.CLASS, classIndex(value), value);
        }
        if (obj instanceof ObjectStreamClass) {
            throw new InvalidClassException(type.getName(), "codese cannot restore a class descriptor object");
        }
        if (obj instanceof Enum<?> constant) {
            return new StoredObject(index, StoredObject.Kind.ENUM, classIndex(constant.getDeclaringClass()),
                    constant.name());
        }
        if (type.isArray()) {
            return new StoredObject(index, StoredObject.Kind.ARRAY, classIndex(type.getComponentType()),
                    type.getComponentType().isPrimitive() ? obj : Array.getLength(obj));
        }
        if (!(obj instanceof Serializable)) {
            throw new NotSerializableException(type.getName());
        }
        if (type.isHidden()) {
            throw new InvalidClassException(type.getName(), "codese cannot restore a hidden class instance");
        }
        ReadRoutes routesOfType = ReadRoutes.of(type);
        if (type.isRecord()) {
            if (routesOfType.canonicalConstructor() == null) {
                throw new InvalidClassException(type.getName(),
                        "codese cannot restore this record: its canonical constructor is not reachable");
            }
            StoredObject record = new StoredObject(index, StoredObject.Kind.RECORD, classIndex(type), null);
            record.constructorRoute(route(Route.of(Route.Kind.CANONICAL, classIndex(type))));
            return record;
        }
        if (routesOfType.serializationConstructor() == null) {
            throw new InvalidClassException(type.getName(), "no valid constructor");
        }
        boolean external = obj instanceof Externalizable;
        StoredObject instance = new StoredObject(index,
                external ? StoredObject.Kind.EXTERNAL : StoredObject.Kind.INSTANCE, classIndex(type), null);
        instance.constructorRoute(route(Route.of(Route.Kind.CONSTRUCTOR, classIndex(type))));
        instance.quietCreation(!external && firstNonSerializable(type) == Object.class);
        if (routesOfType.readResolveMethod() != null) {
            instance.resolveRoute(route(Route.of(Route.Kind.READ_RESOLVE, classIndex(type))));
        }
        return instance;
    }

    /** What is stored into the object after it is created. */
    private void describe(StoredObject stored, Object obj) throws IOException {
        switch (stored.kind()) {
            case ARRAY -> describeArray(stored, obj);
            case RECORD -> describeRecord(stored, obj);
            case EXTERNAL -> {
                RecordingOutput recorder = new RecordingOutput(this, obj, null);
                ((Externalizable) obj).writeExternal(recorder);
                stored.replays().add(new StoredObject.Replay(stored.classIndex(), -1, recorder.finish()));
                addEdges(stored, recorder.references());
            }
            case INSTANCE -> describeInstance(stored, obj);
            default -> {
            }
        }
    }

    private void describeArray(StoredObject stored, Object array) throws IOException {
        if (!array.getClass().getComponentType().isPrimitive()) {
            Object[] elements = (Object[]) array;
            for (int i = 0; i < elements.length; i++) {
                int reference = indexOf(elements[i]);
                if (reference >= 0) {
                    stored.stores().add(new StoredObject.Store(-1, i, 'L', null, reference));
                    edges.get(stored.index()).add(reference);
                }
            }
        }
    }

    private void describeRecord(StoredObject stored, Object record) throws IOException {
        SerialClass desc = SerialClass.of(record.getClass());
        Map<String, Object> values = new HashMap<>();
        FieldAccess access = desc.fieldAccess();
        Object holder = access.open(record);
        for (SerialField field : desc.fields()) {
            Object value = read(access.accessor(field.index()), holder, field.typeCode());
            values.put(field.name(), field.isPrimitive() ? value : new StoredObject.Ref(indexOf(value)));
        }
        RecordComponent[] declared = record.getClass().getRecordComponents();
        Object[] components = new Object[declared.length];
        for (int i = 0; i < declared.length; i++) {
            Object value = values.get(declared[i].getName());
            components[i] = value;
            if (value instanceof StoredObject.Ref ref && ref.index() >= 0) {
                edges.get(stored.index()).add(ref.index());
            }
        }
        stored.components(components);
    }

    private void describeInstance(StoredObject stored, Object obj) throws IOException {
        for (SerialClass slot : SerialClass.of(obj.getClass()).classDataSlots()) {
            ReadRoutes slotRoutes = ReadRoutes.of(slot.type());
            if (!slot.hasWriteObjectMethod() && slotRoutes.readObjectMethod() != null) {
                // The JDK calls a class's readObject whether or not it has a writeObject: on its default fields.
                slot.checkDefaultSerialize();
                ReplayItem.Fields fields = fieldsOf(obj, slot);
                stored.replays().add(new StoredObject.Replay(classIndex(slot.type()),
                        route(Route.of(Route.Kind.READ_OBJECT, classIndex(slot.type()))), List.of(fields)));
                addEdges(stored, fields.references());
                continue;
            }
            if (slot.hasWriteObjectMethod()) {
                RecordingOutput recorder = new RecordingOutput(this, obj, slot);
                slot.invokeWriteObject(obj, recorder);
                List<ReplayItem> items = recorder.finish();
                boolean hasReadObject = slotRoutes.readObjectMethod() != null;
                if (!hasReadObject && (items.isEmpty() || !(items.get(0) instanceof ReplayItem.Fields))) {
                    throw new InvalidClassException(slot.name(), "codese restores a class with writeObject but no "
                            + "readObject by its default fields, and its writeObject wrote none first");
                }
                stored.replays().add(new StoredObject.Replay(classIndex(slot.type()), hasReadObject
                        ? route(Route.of(Route.Kind.READ_OBJECT, classIndex(slot.type()))) : -1, items));
                addEdges(stored, recorder.references());
                continue;
            }
            slot.checkDefaultSerialize();
            if (slot.fields().length == 0) {
                continue;
            }
            if (hasSetters(slot, slotRoutes)) {
                storeFields(stored, obj, slot);
            } else {
                ReplayItem.Fields fields = fieldsOf(obj, slot);
                stored.replays().add(new StoredObject.Replay(classIndex(slot.type()), -1, List.of(fields)));
                addEdges(stored, fields.references());
            }
        }
    }

    private static boolean hasSetters(SerialClass slot, ReadRoutes slotRoutes) {
        for (SerialField field : slot.fields()) {
            if (slotRoutes.fieldSetter(field.backingField()) == null) {
                return false;
            }
        }
        return true;
    }

    /**
     * One store per field whose value is not the type's default (the paper skips those): a
     * {@code putfield} in a nestmate of the field's class where {@link DirectStores} allows it, else
     * through a setter route.
     */
    private void storeFields(StoredObject stored, Object obj, SerialClass slot) throws IOException {
        FieldAccess access = slot.fieldAccess();
        Object holder = access.open(obj);
        int classIndex = classIndex(slot.type());
        for (SerialField field : slot.fields()) {
            Object value = read(access.accessor(field.index()), holder, field.typeCode());
            int reference = -1;
            if (field.isPrimitive() ? isDefault(value) : (reference = indexOf(value)) < 0) {
                continue;
            }
            Field backing = field.backingField();
            char typeCode = field.isPrimitive() ? field.typeCode() : 'L';
            // A late value (a record, a readResolve object) is stored in finish, where no segment runs: by its setter.
            boolean late = reference >= 0 && objects.get(reference).isLate();
            if (!late && DirectStores.allows(backing)) {
                stored.stores().add(new StoredObject.Store(-1, -1, typeCode, field.isPrimitive() ? value : null,
                        reference, backing, classIndex));
            } else {
                int setter = route(new Route(Route.Kind.SETTER, classIndex, field.name(),
                        backing.getType().descriptorString()));
                stored.stores().add(new StoredObject.Store(setter, -1, typeCode, field.isPrimitive() ? value : null,
                        reference));
            }
            if (reference >= 0) {
                edges.get(stored.index()).add(reference);
            }
        }
    }

    /** A slot's fields as defaultWriteObject would write them. */
    ReplayItem.Fields fieldsOf(Object obj, SerialClass slot) throws IOException {
        FieldAccess access = slot.fieldAccess();
        Object holder = access.open(obj);
        SerialField[] fields = slot.fields();
        PrimitivePacker primitives = new PrimitivePacker();
        int[] references = new int[fields.length - slot.primitiveFieldCount()];
        for (SerialField field : fields) {
            Object value = read(access.accessor(field.index()), holder, field.typeCode());
            if (field.isPrimitive()) {
                primitives.put(field.typeCode(), value);
            } else {
                references[field.index() - slot.primitiveFieldCount()] = indexOf(value);
            }
        }
        return new ReplayItem.Fields(primitives.toByteArray(), references);
    }

    void addEdges(StoredObject stored, List<Integer> references) {
        for (int reference : references) {
            if (reference >= 0) {
                edges.get(stored.index()).add(reference);
            }
        }
    }

    private void addEdges(StoredObject stored, int[] references) {
        for (int reference : references) {
            if (reference >= 0) {
                edges.get(stored.index()).add(reference);
            }
        }
    }

    static Object read(FieldAccessor accessor, Object holder, char typeCode) {
        return switch (typeCode) {
            case 'Z' -> accessor.getBoolean(holder);
            case 'B' -> accessor.getByte(holder);
            case 'C' -> accessor.getChar(holder);
            case 'S' -> accessor.getShort(holder);
            case 'I' -> accessor.getInt(holder);
            case 'J' -> accessor.getLong(holder);
            case 'F' -> accessor.getFloat(holder);
            case 'D' -> accessor.getDouble(holder);
            default -> accessor.getObject(holder);
        };
    }

    /** The default value of a field's type: false, zero (+0.0, not -0.0), '\0'. */
    static boolean isDefault(Object value) {
        if (value instanceof Boolean b) {
            return !b;
        }
        if (value instanceof Character c) {
            return c == 0;
        }
        if (value instanceof Float f) {
            return Float.floatToRawIntBits(f) == 0;
        }
        if (value instanceof Double d) {
            return Double.doubleToRawLongBits(d) == 0;
        }
        return value instanceof Number n && n.longValue() == 0;
    }

    int classIndex(Class<?> type) {
        Integer known = classIndexes.get(type);
        if (known != null) {
            return known;
        }
        long serialVersionUID = 0;
        if (Serializable.class.isAssignableFrom(type) && !type.isArray() && !type.isEnum() && !type.isRecord()) {
            ObjectStreamClass streamClass = ObjectStreamClass.lookup(type);
            serialVersionUID = streamClass == null ? 0 : streamClass.getSerialVersionUID();
        }
        int index = classes.size();
        if (Proxy.isProxyClass(type)) {
            List<String> interfaces = new ArrayList<>();
            for (Class<?> implemented : type.getInterfaces()) {
                interfaces.add(implemented.getName());
            }
            classes.add(StoredClass.proxy(interfaces));
        } else {
            classes.add(new StoredClass(type.getName(), serialVersionUID));
        }
        classIndexes.put(type, index);
        return index;
    }

    private int route(Route route) {
        return routeIndexes.computeIfAbsent(route, added -> {
            routes.add(added);
            return routes.size() - 1;
        });
    }

    private static Class<?> firstNonSerializable(Class<?> type) {
        Class<?> ancestor = type;
        while (ancestor != null && Serializable.class.isAssignableFrom(ancestor)) {
            ancestor = ancestor.getSuperclass();
        }
        return ancestor;
    }

    /** Post-order of the graph from the root (iterative), then every object the root does not reach. */
    private int[] postOrder(int root) {
        int count = objects.size();
        int[] order = new int[count];
        int filled = 0;
        boolean[] seen = new boolean[count];
        int[] stack = new int[count];
        int[] cursor = new int[count];
        for (int i = -1; i < count; i++) {
            int start = i < 0 ? root : i;
            if (start < 0 || seen[start]) {
                continue;
            }
            int depth = 0;
            stack[depth++] = start;
            seen[start] = true;
            while (depth > 0) {
                int top = stack[depth - 1];
                List<Integer> out = edges.get(top);
                if (cursor[top] < out.size()) {
                    int next = out.get(cursor[top]++);
                    if (!seen[next]) {
                        seen[next] = true;
                        stack[depth++] = next;
                    }
                } else {
                    order[filled++] = top;
                    depth--;
                }
            }
        }
        return order;
    }
}
