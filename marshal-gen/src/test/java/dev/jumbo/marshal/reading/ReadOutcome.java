package dev.jumbo.marshal.reading;

import java.util.List;

/**
 * What one reader made of one stream: the values its reads returned (until the first failure),
 * those values written again by ObjectOutputStream (or what that throws), the first failure,
 * and the calls the case's classes, hooks and filter saw.
 *
 * @param values          what each completed read returned
 * @param rewritten       the values written by one ObjectOutputStream, one writeObject each; null when that failed
 * @param rewriteFailure  why rewriting failed ("Class: message"), or null
 * @param failedAt        the index of the read that threw, or -1 (-2: opening the reader threw)
 * @param failure         what it threw, or null
 * @param callbacks       the {@link CallbackLog} of the reading
 * @param filterCalls     the recording filter's calls, without stream bytes
 * @param streamBytes     the stream bytes of each filter call
 */
public record ReadOutcome(List<Object> values, byte[] rewritten, String rewriteFailure, int failedAt, Throwable failure,
        List<String> callbacks, List<String> filterCalls, List<Long> streamBytes) {

    public boolean failed() {
        return failure != null;
    }

    /** A one-line summary for reports: "graph (N bytes)" or "Class: message at read N". */
    public String summary() {
        String reads = values.size() + " value(s)" + (rewritten == null ? ", not rewritable: " + rewriteFailure : ", rewritten in " + rewritten.length + " bytes");
        return failure == null ? reads : failure.getClass().getName() + ": " + failure.getMessage() + " at read " + failedAt + " after " + reads;
    }

    @Override
    public String toString() {
        return summary();
    }
}
