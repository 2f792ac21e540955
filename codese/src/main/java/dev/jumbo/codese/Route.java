package dev.jumbo.codese;

/**
 * One entry of a stored state's route table: a way into a class's private state that generated
 * code needs but cannot name in a class file, since it is a live object (a method handle). The
 * container describes it; {@link CodeseInputStream} re-creates it on restore through
 * {@link dev.jumbo.marshal.model.ReadRoutes}, and the generated code reaches it by its index.
 *
 * @param kind what the route does
 * @param classIndex the class it belongs to, an index into the stored class table
 * @param fieldName the field a {@link Kind#SETTER} stores; empty otherwise
 * @param fieldType the field's type descriptor for a setter ({@code I}, {@code Ljava/lang/String;}...); empty otherwise
 */
public record Route(Kind kind, int classIndex, String fieldName, String fieldType) {
    /** The kinds of route, by their number in the container. */
    public enum Kind {
        /** ()Object: the serialization constructor (or an Externalizable class's public no-arg one). */
        CONSTRUCTOR,
        /** (Object, primitive or Object)void: stores one instance field. */
        SETTER,
        /** (Object, ObjectInputStream)void: the class's own readObject. */
        READ_OBJECT,
        /** (Object)Object: the class's readResolve. */
        READ_RESOLVE,
        /** (components, references as Object)Object: a record's canonical constructor. */
        CANONICAL
    }

    static Route of(Kind kind, int classIndex) {
        return new Route(kind, classIndex, "", "");
    }
}
