package dev.jumbo.marshal.model;

import java.io.Serializable;
import java.lang.invoke.MethodHandle;
import java.lang.reflect.Field;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.TreeMap;

/**
 * Run in a child JVM by ReadRoutesTest: takes every read route on the running JDK (constructors,
 * setters of user and JDK classes, final fields included, the serialization methods) and prints
 * what it found. Its stderr must stay empty: no illegal-access or Unsafe warning of any JDK.
 */
public final class ReadRouteProbe {
    private ReadRouteProbe() {
    }

    static final class UserClass implements Serializable {
        private final int secret;

        UserClass() {
            secret = 1;
        }
    }

    record UserRecord(int x) implements Serializable {
    }

    public static void main(String[] args) throws Throwable {
        Object user = (Object) ReadRoutes.of(UserClass.class).serializationConstructor().invokeExact();
        ReadRoutes.of(UserClass.class).fieldSetter(UserClass.class.getDeclaredField("secret")).invokeExact(user, 7);
        Object record = (Object) ReadRoutes.of(UserRecord.class).canonicalConstructor().invokeExact(3);
        System.out.println("user class: secret " + ((UserClass) user).secret + ", record " + record);

        Object integer = (Object) ReadRoutes.of(Integer.class).serializationConstructor().invokeExact();
        MethodHandle value = setter(Integer.class, "value");
        if (value != null) {
            value.invokeExact(integer, 42);
        }
        System.out.println("jdk setters: Integer.value " + (value == null ? "none" : "stored " + integer)
                + ", ArrayList.size " + found(setter(ArrayList.class, "size"))
                + ", HashMap.loadFactor " + found(setter(HashMap.class, "loadFactor"))
                + ", TreeMap.comparator " + found(setter(TreeMap.class, "comparator")));
        List<String> defaultReads = new ArrayList<>();
        for (Class<?> type : List.of(Integer.class, Number.class, ArrayList.class, HashMap.class, TreeMap.class, BigInteger.class)) {
            ReadRoutes routes = ReadRoutes.of(type);
            routes.readObjectMethod();
            routes.readObjectNoDataMethod();
            routes.readResolveMethod();
            if (routes.defaultReadObjectMethod() != null) {
                defaultReads.add(type.getSimpleName());
            }
        }
        System.out.println("defaultReadObject routes: " + defaultReads);
    }

    private static MethodHandle setter(Class<?> type, String name) throws NoSuchFieldException {
        Field field = type.getDeclaredField(name);
        return ReadRoutes.of(type).fieldSetter(field);
    }

    private static String found(MethodHandle setter) {
        return setter == null ? "none" : "found";
    }
}
