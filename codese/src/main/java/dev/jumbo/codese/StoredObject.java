package dev.jumbo.codese;

import java.util.ArrayList;
import java.util.List;

/**
 * One object of a stored graph, as the generator needs it: how it is created, and what is
 * stored into it afterwards. Made by {@link GraphWalker}, read by {@code RestoreGen}.
 */
public final class StoredObject {
    /** How an object is created. */
    public enum Kind {
        /** {@code new String(literal)}: a distinct object, as the original was. */
        STRING,
        /** {@code new Integer(literal)} and the other seven boxes, distinct objects too. */
        BOXED,
        /** The constant of an enum class, by name. */
        ENUM,
        /** A {@code Class} object from the class table. */
        CLASS,
        /** An array of the class table's component class; primitive contents are packed in a literal. */
        ARRAY,
        /** A Serializable instance through its serialization constructor; fields stored, writeObject replayed. */
        INSTANCE,
        /** An Externalizable instance through its public no-arg constructor; readExternal replayed. */
        EXTERNAL,
        /** A record, through its canonical constructor once its components exist. */
        RECORD,
        /** An object an earlier graph of the same stream restored, by its stream handle (the value). */
        EARLIER
    }

    /**
     * A store of a field or of an array element ({@code element >= 0}). A field is stored through the
     * setter route {@code route}, or, when {@code direct} is not null, by {@code putfield} in a hidden
     * nestmate of its declaring class (at {@code hostClass} in the class table).
     */
    public record Store(int route, int element, char typeCode, Object primitive, int reference,
                        java.lang.reflect.Field direct, int hostClass) {
        Store(int route, int element, char typeCode, Object primitive, int reference) {
            this(route, element, typeCode, primitive, reference, null, -1);
        }

        /** True when the value is an object of the graph (or null: not stored, as a default). */
        public boolean isReference() {
            return typeCode == 'L' || typeCode == '[';
        }
    }

    /** One class-data slot restored by replaying what it wrote: {@code readRoute < 0} for default fields. */
    public record Replay(int classIndex, int readRoute, List<ReplayItem> items) {
    }

    private final int index;
    private final Kind kind;
    private final int classIndex;
    private final Object value;
    private int constructorRoute = -1;
    private int resolveRoute = -1;
    private boolean quietCreation;
    private final List<Store> stores = new ArrayList<>();
    private final List<Replay> replays = new ArrayList<>();
    private Object[] components;

    StoredObject(int index, Kind kind, int classIndex, Object value) {
        this.index = index;
        this.kind = kind;
        this.classIndex = classIndex;
        this.value = value;
    }

    public int index() {
        return index;
    }

    public Kind kind() {
        return kind;
    }

    /** The object's class (or component class, or the enum's class, or the Class object's class) in the table. */
    public int classIndex() {
        return classIndex;
    }

    /** The string, the box, the enum constant's name, the array's length, a primitive array itself, or an earlier object's handle. */
    public Object value() {
        return value;
    }

    public int constructorRoute() {
        return constructorRoute;
    }

    void constructorRoute(int route) {
        this.constructorRoute = route;
    }

    /** The readResolve route, or -1. An object with one is "late": references to it are stored in finish. */
    public int resolveRoute() {
        return resolveRoute;
    }

    void resolveRoute(int route) {
        this.resolveRoute = route;
    }

    /** Field and element stores with a non-default value, in field order. */
    public List<Store> stores() {
        return stores;
    }

    /** Slots restored by replay, top of the hierarchy first. */
    public List<Replay> replays() {
        return replays;
    }

    /** A record's components in declaration order: boxed primitives, or Integer indexes of objects wrapped in {@link Ref}. */
    public Object[] components() {
        return components;
    }

    void components(Object[] components) {
        this.components = components;
    }

    /**
     * Whether creating it runs no code of the application: its serialization constructor is
     * Object's. Such objects may be created in any order (the generator groups them by class).
     */
    public boolean quietCreation() {
        return quietCreation;
    }

    void quietCreation(boolean quiet) {
        this.quietCreation = quiet;
    }

    /** Created only in finish, so references to it are stored there too. */
    public boolean isLate() {
        return kind == Kind.RECORD || resolveRoute >= 0;
    }

    /** A record component that is an object of the graph (index), or null when {@code index < 0}. */
    public record Ref(int index) {
    }
}
