package dev.jumbo.lang.emit;

import dev.jumbo.lang.type.JType;

/** A variable: local, field or array element, with the three steps assignments need. */
interface Place {
    JType type();

    /** Pushes what the store needs under the value (receiver; array and index); returns its slot count. */
    int prepare(MethodContext m);

    /** With the prepared words on the stack, replaces them by the value. */
    void load(MethodContext m);

    /** With the prepared words and the value on the stack, stores it. */
    void store(MethodContext m);

    /** Whether it may be assigned (not a final field outside its initializer). */
    default String readOnlyReason() {
        return null;
    }
}
