package dev.jumbo.marshal.model;

/**
 * Reads one serializable field's value. The holder is what {@link FieldAccess#open(Object)}
 * returned for the object: the object itself, or a snapshot of its values.
 */
public interface FieldAccessor {
    boolean getBoolean(Object holder);

    byte getByte(Object holder);

    char getChar(Object holder);

    short getShort(Object holder);

    int getInt(Object holder);

    long getLong(Object holder);

    float getFloat(Object holder);

    double getDouble(Object holder);

    Object getObject(Object holder);
}
