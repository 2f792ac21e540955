package dev.jumbo.marshal.reading;

import java.io.ObjectInputFilter;
import java.util.function.BinaryOperator;

/**
 * A JEP 415 filter factory ({@code -Djdk.serialFilterFactory=} this class) that logs each call to
 * the {@link CallbackLog}, then gives the stream a filter that logs every check and answers as the
 * requested filter (or the JVM-wide one) does. The log is part of what the readers must agree on:
 * when the factory is called (the reader's construction, setObjectInputFilter) and with what.
 */
public final class LoggingFilterFactory implements BinaryOperator<ObjectInputFilter> {
    @Override
    public ObjectInputFilter apply(ObjectInputFilter current, ObjectInputFilter requested) {
        CallbackLog.record("filter factory: current " + describe(current) + ", requested " + describe(requested));
        ObjectInputFilter answering = requested != null ? requested : current;
        return info -> {
            CallbackLog.record("factory's filter: " + LoggedNames.of(info.serialClass()) + " array " + info.arrayLength() + " depth "
                    + info.depth() + " references " + info.references() + " bytes " + info.streamBytes());
            return answering == null ? ObjectInputFilter.Status.UNDECIDED : answering.checkInput(info);
        };
    }

    private static String describe(ObjectInputFilter filter) {
        if (filter == null) {
            return "none";
        }
        return filter instanceof RecordingFilter ? "the stream's recording filter" : filter.toString().startsWith("dev.jumbo") ? "a factory's filter" : filter.toString();
    }
}
