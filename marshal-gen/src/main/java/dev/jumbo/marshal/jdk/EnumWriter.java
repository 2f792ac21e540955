package dev.jumbo.marshal.jdk;

import dev.jumbo.marshal.model.SerialClass;
import dev.jumbo.marshal.session.Marshaller;
import dev.jumbo.marshal.session.WriteSession;
import java.io.IOException;

/**
 * The writer of an enum's constants: {@code newEnum}, the serial form {@code java.lang.Enum}
 * defines for every enum (the type's descriptor, a handle, the constant's name), so one
 * hand-written writer serves every enum type, an application's as well as the JDK's. A constant
 * has no fields to write and its class no {@code writeReplace} that serialization calls, so
 * nothing is left to generate. It is what a generated marshaller's field, or a collection's
 * element cache, keeps for an enum ({@code WriteSession.writeFresh}): without it, an enum met in
 * every message (a media message's player and sizes) missed the cache every time and took the
 * general path, a tenth of the message's write. The reflective tier writes enums itself.
 */
public final class EnumWriter implements Marshaller {
    private final SerialClass desc;

    private EnumWriter(SerialClass desc) {
        this.desc = desc;
    }

    /**
     * The writer of the constants of {@code desc}'s class, an enum type or a constant's body;
     * null for any other class. Typed as a {@link Marshaller}, so that verifying a caller does
     * not load this class.
     */
    public static Marshaller of(SerialClass desc) {
        return desc.isEnum() && desc.type() != Enum.class ? new EnumWriter(desc) : null;
    }

    @Override
    public Object write(WriteSession session, Object obj) throws IOException {
        session.writeNewEnum(desc, (Enum<?>) obj);
        return null;
    }
}
