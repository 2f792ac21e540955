package dev.jumbo.bench.generation;

import java.io.DataOutput;
import java.io.IOException;

/**
 * The interface of the paper's generated marshallers: a no-argument constructor, then
 * {@code init}, then {@code write} for every object of the class.
 */
public interface GeneratedMarshaller {
    /** Receives the stream handle of the class descriptor already written. */
    void init(int classHandle);

    /** Writes one object as TC_OBJECT, a reference to the class descriptor, and its fields. */
    void write(DataOutput out, Object object) throws IOException;
}
