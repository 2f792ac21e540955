package dev.jumbo.marshal.read;

import java.io.InvalidClassException;
import java.io.ObjectInputFilter;

/**
 * One call of a stream's {@link ObjectInputFilter}, as the JDK's reader makes it: the class (or
 * null), the array length (or -1), the references and depth so far and the bytes taken from the
 * underlying stream. A class of its own, loaded by the first stream that has a filter.
 */
public final class FilterCall {
    private FilterCall() {
    }

    /**
     * ALLOWED or UNDECIDED lets the stream go on; REJECTED or null (or a RuntimeException from
     * the filter) is the JDK's {@code InvalidClassException("filter status: ...")}.
     */
    public static void check(ObjectInputFilter filter, Class<?> type, long arrayLength, long references, long depth,
                             long streamBytes) throws InvalidClassException {
        ObjectInputFilter.Status status;
        RuntimeException failure = null;
        try {
            status = filter.checkInput(new FilterValues(type, arrayLength, references, depth, streamBytes));
        } catch (RuntimeException e) {
            status = ObjectInputFilter.Status.REJECTED;
            failure = e;
        }
        if (status == null || status == ObjectInputFilter.Status.REJECTED) {
            InvalidClassException rejected = new InvalidClassException("filter status: " + status);
            rejected.initCause(failure);
            throw rejected;
        }
    }

    private record FilterValues(Class<?> serialClass, long arrayLength, long references, long depth, long streamBytes)
            implements ObjectInputFilter.FilterInfo {
    }
}
