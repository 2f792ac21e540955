package dev.jumbo.marshal.reading;

import java.io.ObjectInputFilter;
import java.util.ArrayList;
import java.util.List;

/**
 * A stream filter that records every call (class, array length, depth, references, stream
 * bytes), then answers as its limits do (UNDECIDED without limits, which lets everything through
 * as no filter would). The stream bytes are kept apart, so that a difference in them alone is
 * reported as such.
 */
public final class RecordingFilter implements ObjectInputFilter {
    private final ObjectInputFilter limits;
    private final List<String> calls = new ArrayList<>();
    private final List<Long> streamBytes = new ArrayList<>();

    public RecordingFilter(ObjectInputFilter limits) {
        this.limits = limits;
    }

    public RecordingFilter() {
        this(null);
    }

    @Override
    public Status checkInput(FilterInfo info) {
        Class<?> type = info.serialClass();
        calls.add(LoggedNames.of(type) + " array " + info.arrayLength() + " depth " + info.depth()
                + " references " + info.references());
        streamBytes.add(info.streamBytes());
        Status status = limits == null ? Status.UNDECIDED : limits.checkInput(info);
        if (status == Status.REJECTED) {
            calls.add("rejected");
        }
        return status;
    }

    /** Each call as "class array N depth N references N" (class "-" for none). */
    public List<String> calls() {
        return List.copyOf(calls);
    }

    public List<Long> streamBytes() {
        return List.copyOf(streamBytes);
    }
}
