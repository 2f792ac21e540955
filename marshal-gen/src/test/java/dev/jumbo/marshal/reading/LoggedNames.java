package dev.jumbo.marshal.reading;

import java.lang.reflect.Proxy;
import java.util.Arrays;

/**
 * A class as the logs name it. A proxy class is named by its interfaces: each reader defines its
 * own proxy class (in the loader of the nearest user frame, which differs from reader class to
 * reader class), so its generated name says nothing about the reader.
 */
final class LoggedNames {
    private LoggedNames() {
    }

    static String of(Class<?> type) {
        if (type == null) {
            return "-";
        }
        if (Proxy.isProxyClass(type)) {
            return "proxy" + Arrays.toString(Arrays.stream(type.getInterfaces()).map(Class::getName).toArray());
        }
        return type.getName();
    }
}
