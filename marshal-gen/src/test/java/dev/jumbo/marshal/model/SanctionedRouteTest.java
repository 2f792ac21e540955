package dev.jumbo.marshal.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.jumbo.marshal.ChildJvm;
import dev.jumbo.marshal.model.SerialClass;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The route to private state: no --add-opens, no warning, on the running JDK. On JDK 17-23 the
 * JDK's classes go through sun.misc.Unsafe, on JDK 24+ through ReflectionFactory; class path
 * classes always through privateLookupIn.
 */
class SanctionedRouteTest {
    static final class UserClass implements Serializable {
        private int secret = 1;
    }

    @Test
    void routesOnThisJdk() {
        FieldAccessRoute jdkRoute = SerializationMethods.hasDefaultWriteObjectRoute() ? FieldAccessRoute.REFLECTION_FACTORY : FieldAccessRoute.UNSAFE;
        Map<String, FieldAccessRoute> routes = new TreeMap<>();

        for (Object obj : RouteProbe.jdkObjects()) {
            for (SerialClass slot : SerialClass.of(obj.getClass()).classDataSlots()) {
                routes.put(slot.name(), PrivateStateRoutes.routeFor(slot.type()));
            }
        }

        System.out.println("[routes] JDK " + Runtime.version().feature() + ": " + routes);
        assertEquals(FieldAccessRoute.PRIVATE_LOOKUP, PrivateStateRoutes.routeFor(UserClass.class));
        routes.forEach((name, route) -> assertTrue(route == FieldAccessRoute.NONE || route == jdkRoute, name + " took " + route));
        assertEquals(jdkRoute, routes.get("java.util.HashMap"));
    }

    @Test
    void jdkClassesWriteTheJdkBytesWithoutWarnings() throws Exception {
        ChildJvm result = ChildJvm.run(List.of(), RouteProbe.class.getName());

        assertEquals("", result.stderr(), "the child JVM printed on stderr");
        assertTrue(result.stdout().contains("identical 16 of 16"), result.stdout());
    }

    /** With Unsafe switched off, JDK 17-23 names the class it cannot read; JDK 24+ does not need it. */
    @Test
    void withoutUnsafeTheClassIsNamed() throws Exception {
        ChildJvm result = ChildJvm.run(List.of("-D" + UnsafeFieldAccess.ALLOW_PROPERTY + "=false"), RouteProbe.class.getName());

        assertEquals("", result.stderr());
        if (SerializationMethods.hasDefaultWriteObjectRoute()) {
            assertTrue(result.stdout().contains("identical 16 of 16"), result.stdout());
        } else {
            // The class that failed is named, not Throwable (whose fields writing the failure as TC_EXCEPTION needs too).
            assertTrue(result.stdout().contains("failed: java.io.InvalidClassException: java.util.HashMap; no sanctioned route"), result.stdout());
            assertTrue(result.stdout().contains("failed: java.io.InvalidClassException: java.util.ArrayList; no sanctioned route"), result.stdout());
            assertTrue(result.stdout().contains("identical 5 of 16"), result.stdout());
        }
    }
}
