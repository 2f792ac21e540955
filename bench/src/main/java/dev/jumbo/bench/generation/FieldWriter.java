package dev.jumbo.bench.generation;

import java.io.DataOutput;
import java.io.IOException;

/** The interface of the generated 50-field class: it writes all its fields. */
public interface FieldWriter {
    void write(DataOutput out) throws IOException;
}
