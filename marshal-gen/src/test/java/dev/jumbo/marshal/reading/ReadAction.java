package dev.jumbo.marshal.reading;

import dev.jumbo.marshal.conformance.Step;
import java.io.ObjectInputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * One call on a reader, mirroring one call that wrote the stream: readObject, readUnshared, or
 * the primitive reads of a data step. What it returns is part of the outcome.
 */
public interface ReadAction {
    ReadAction READ_OBJECT = new ReadAction() {
        @Override
        public Object read(ObjectInputStream in) throws Exception {
            return in.readObject();
        }

        @Override
        public String toString() {
            return "readObject";
        }
    };

    ReadAction READ_UNSHARED = new ReadAction() {
        @Override
        public Object read(ObjectInputStream in) throws Exception {
            return in.readUnshared();
        }

        @Override
        public String toString() {
            return "readUnshared";
        }
    };

    /** The object read, or what a data read returns (its values, as a string or array). */
    Object read(ObjectInputStream in) throws Exception;

    /** Primitive reads whose results (any serializable value, e.g. a String of them) join the outcome. */
    static ReadAction data(String description, ReadAction action) {
        return new ReadAction() {
            @Override
            public Object read(ObjectInputStream in) throws Exception {
                return action.read(in);
            }

            @Override
            public String toString() {
                return description;
            }
        };
    }

    /** The reads that mirror the write side's steps (reset and protocol steps read nothing). */
    static List<ReadAction> of(List<Step> steps) {
        List<ReadAction> actions = new ArrayList<>();
        for (Step step : steps) {
            if (step instanceof Step.WriteObject write) {
                actions.add(write.unshared() ? READ_UNSHARED : READ_OBJECT);
            } else if (step instanceof Step.Data data) {
                actions.add(data(data.description(), in -> {
                    data.reader().read(in);
                    return data.description();
                }));
            }
        }
        return List.copyOf(actions);
    }

    /** {@code count} readObject calls. */
    static List<ReadAction> objects(int count) {
        return java.util.Collections.nCopies(count, READ_OBJECT);
    }
}
