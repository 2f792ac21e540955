package dev.jumbo.marshal.model;

import dev.jumbo.marshal.model.PutFieldValues;
import dev.jumbo.marshal.model.SerialClass;
import java.io.IOException;
import java.io.NotActiveException;
import java.io.ObjectOutputStream;

/**
 * A stream that only records the values the JDK's default field writing puts: it answers
 * {@code putFields()} with a {@link PutFieldValues} and ignores {@code writeFields()}.
 * Anything else the JDK might call on it is refused.
 */
final class FieldValueCapture extends ObjectOutputStream {
    private final PutFieldValues values;

    FieldValueCapture(SerialClass desc) throws IOException {
        super();
        this.values = new PutFieldValues(desc, this);
    }

    PutFieldValues values() {
        return values;
    }

    @Override
    public PutField putFields() {
        return values;
    }

    @Override
    public void writeFields() {
        // The values are kept; the real stream writes them.
    }

    @Override
    protected void writeObjectOverride(Object obj) throws IOException {
        throw new NotActiveException("a field value capture writes no objects");
    }
}
