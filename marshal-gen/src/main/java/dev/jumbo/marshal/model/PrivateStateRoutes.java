package dev.jumbo.marshal.model;

import dev.jumbo.marshal.model.SerialClass;
import java.io.InvalidClassException;
import java.lang.invoke.MethodHandle;
import java.lang.reflect.Field;

/**
 * Chooses, per class, the route to its private serializable fields, first that applies:
 * <ol>
 *   <li>{@link FieldAccessRoute#PRIVATE_LOOKUP}: the class's package is open to this module
 *       (every class on the class path; named modules that {@code opens} the package);</li>
 *   <li>{@link FieldAccessRoute#REFLECTION_FACTORY}: JDK 24+, for the JDK's classes;</li>
 *   <li>{@link FieldAccessRoute#UNSAFE}: JDK 17-23, for the JDK's classes (not records);</li>
 *   <li>otherwise an {@link InvalidClassException} naming the class.</li>
 * </ol>
 * None needs {@code --add-opens}; none prints a warning on the JDK where it is taken.
 */
public final class PrivateStateRoutes {
    private PrivateStateRoutes() {
    }

    /**
     * The route {@link SerialClass#fieldAccess()} takes for {@code type} on this JDK, without
     * taking it; NONE when there is nothing to read by default (no fields, or serial fields that
     * no declared field backs, which only putFields can write); null when there is no route.
     */
    public static FieldAccessRoute routeFor(Class<?> type) {
        SerialClass desc = SerialClass.of(type);
        if (desc.fields().length == 0 || !desc.canWriteFieldsByDefault()) {
            return FieldAccessRoute.NONE;
        }
        if (isOpenToUs(type)) {
            return FieldAccessRoute.PRIVATE_LOOKUP;
        }
        if (SerializationMethods.defaultWriteObjectMethod(type) != null) {
            return FieldAccessRoute.REFLECTION_FACTORY;
        }
        if (!SerializationMethods.hasDefaultWriteObjectRoute() && UnsafeFieldAccess.allowed()
                && !type.isRecord() && !type.isHidden()) {
            return FieldAccessRoute.UNSAFE;
        }
        return null;
    }

    public static FieldAccess fieldAccessFor(SerialClass desc) throws InvalidClassException {
        Class<?> type = desc.type();
        FieldAccessRoute route = routeFor(type);
        if (route == null) {
            throw new InvalidClassException(desc.name(), "no sanctioned route to its private serializable fields: package "
                    + type.getPackageName() + " of " + type.getModule() + " is not open to jumbo-marshal, and "
                    + (SerializationMethods.hasDefaultWriteObjectRoute()
                            ? "ReflectionFactory.defaultWriteObjectForSerialization does not cover it"
                            : "this JDK has no ReflectionFactory.defaultWriteObjectForSerialization (JDK 24+)"
                                    + (UnsafeFieldAccess.allowed() ? "" : " and " + UnsafeFieldAccess.ALLOW_PROPERTY + "=false")));
        }
        // An if chain, not a switch over the enum: that would load a switch-map class with it.
        try {
            if (route == FieldAccessRoute.NONE) {
                return new NoFieldAccess();
            } else if (route == FieldAccessRoute.PRIVATE_LOOKUP) {
                return ReflectedFieldAccess.create(desc);
            } else if (route == FieldAccessRoute.REFLECTION_FACTORY) {
                return new CapturedFieldAccess(desc, SerializationMethods.defaultWriteObjectMethod(type));
            } else {
                return UnsafeFieldAccess.create(desc);
            }
        } catch (IllegalAccessException e) {
            InvalidClassException failure = new InvalidClassException(desc.name(), "cannot read its fields: " + e.getMessage());
            failure.initCause(e);
            throw failure;
        }
    }

    public static boolean isOpenToUs(Class<?> type) {
        return type.getModule().isOpen(type.getPackageName(), PrivateStateRoutes.class.getModule());
    }

    /**
     * A copy of {@code field}, accessible (its package is open to us), or null when it cannot be
     * made so. A copy of our own: making it accessible must not change a {@code Field} others hold.
     */
    static Field accessibleCopy(Field field) {
        try {
            Field copy = field.getDeclaringClass().getDeclaredField(field.getName());
            return copy.trySetAccessible() ? copy : null;
        } catch (NoSuchFieldException e) {
            return null;
        }
    }

    private static final class NoFieldAccess implements FieldAccess {
        @Override
        public Object open(Object obj) {
            return obj;
        }

        @Override
        public FieldAccessor accessor(int index) {
            throw new IndexOutOfBoundsException("a class without serializable fields has no field " + index);
        }

        @Override
        public FieldAccessRoute route() {
            return FieldAccessRoute.NONE;
        }
    }
}
