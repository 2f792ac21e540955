package dev.jumbo.marshal.reading;

import java.util.ArrayList;
import java.util.List;

/**
 * The calls a reader made into the classes and hooks of a case (readObject, readObjectNoData,
 * readExternal, readResolve, validateObject, resolveClass, resolveProxyClass, resolveObject), in
 * order. Per thread, since each reader reads on the thread that asks for its log.
 */
public final class CallbackLog {
    private static final ThreadLocal<List<String>> CALLS = ThreadLocal.withInitial(ArrayList::new);

    private CallbackLog() {
    }

    public static void record(String call) {
        CALLS.get().add(call);
    }

    /** The calls since the last drain, and a fresh log. */
    public static List<String> drain() {
        List<String> calls = List.copyOf(CALLS.get());
        CALLS.get().clear();
        return calls;
    }
}
