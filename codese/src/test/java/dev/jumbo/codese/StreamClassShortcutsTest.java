package dev.jumbo.codese;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.jumbo.codese.workloads.RedBlackTree;
import dev.jumbo.codese.workloads.SyntaxTree;
import java.io.Externalizable;
import java.io.ObjectInput;
import java.io.ObjectOutput;
import java.io.ObjectStreamClass;
import java.io.ObjectStreamField;
import java.io.Serializable;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * What restore reads off a class instead of asking {@code ObjectStreamClass} (which costs a fresh
 * JVM milliseconds a class) must be what {@code ObjectStreamClass} answers: the fields a segment may
 * store, and the declared serialVersionUID.
 */
class StreamClassShortcutsTest {
    static class Plain implements Serializable {
        private static final long serialVersionUID = 42L;
        static int counter;
        int stored;
        transient int skipped;
        final int fixed = 1;
        String text;
        Plain next;
    }

    static class Sub extends Plain {
        private static final long serialVersionUID = -7L;
        long own;
    }

    static class Persistent implements Serializable {
        private static final ObjectStreamField[] serialPersistentFields = {new ObjectStreamField("kept", int.class)};
        int kept;
        int dropped;
    }

    /** Not private static final: ObjectStreamClass ignores it, and so the default fields count. */
    static class PersistentIgnored implements Serializable {
        static final ObjectStreamField[] serialPersistentFields = {new ObjectStreamField("kept", int.class)};
        int kept;
        int other;
    }

    enum Mutable {
        ONE {
            @Override
            int weight() {
                return 1;
            }
        };
        int count;

        abstract int weight();
    }

    static class External implements Externalizable {
        int value;

        public External() {
        }

        @Override
        public void writeExternal(ObjectOutput out) {
        }

        @Override
        public void readExternal(ObjectInput in) {
        }
    }

    record Point(int x, int y) implements Serializable {
    }

    static class NotSerializable {
        int value;
    }

    interface Marker extends Serializable {
        long serialVersionUID = 5L;
    }

    static class IntUID implements Serializable {
        private static final int serialVersionUID = 3;
        int value;
    }

    static class InstanceUID implements Serializable {
        final long serialVersionUID = 9L;
        int value;
    }

    private static List<Class<?>> classes() {
        Class<?> proxy = Proxy.newProxyInstance(Marker.class.getClassLoader(), new Class<?>[] {Marker.class},
                (p, m, a) -> null).getClass();
        return List.of(Plain.class, Sub.class, Persistent.class, PersistentIgnored.class, Mutable.class,
                Mutable.ONE.getClass(), External.class, Point.class, NotSerializable.class, Marker.class, IntUID.class,
                InstanceUID.class, proxy, RedBlackTree.class, SyntaxTree.class, ArrayList.class, String.class,
                int[].class);
    }

    @Test
    void storableFieldsAreThoseOfTheStreamClass() {
        for (Class<?> type : classes()) {
            assertEquals(DirectStores.storableOfStreamClass(type), DirectStores.storable(type), type.getName());
        }
        // The cases that matter are not all empty: a test that compared empty sets could not fail.
        assertEquals(Set.of("stored:I", "text:Ljava/lang/String;", "next:L" + Plain.class.getName().replace('.', '/') + ";"),
                DirectStores.storable(Plain.class));
        assertEquals(Set.of("kept:I"), DirectStores.storable(Persistent.class));
        assertEquals(Set.of("kept:I", "other:I"), DirectStores.storable(PersistentIgnored.class));
        assertEquals(Set.of(), DirectStores.storable(Mutable.ONE.getClass()));
    }

    @Test
    void declaredSerialVersionUIDIsTheStreamClassOne() {
        int read = 0;
        for (Class<?> type : classes()) {
            Long declared = CodeseInputStream.declaredSerialVersionUID(type);
            if (declared != null) {
                read++;
                assertEquals(ObjectStreamClass.lookup(type).getSerialVersionUID(), declared.longValue(), type.getName());
            }
        }
        assertEquals(42L, CodeseInputStream.declaredSerialVersionUID(Plain.class));
        assertEquals(-7L, CodeseInputStream.declaredSerialVersionUID(Sub.class));
        assertEquals(5L, CodeseInputStream.declaredSerialVersionUID(Marker.class));
        // Left to ObjectStreamClass: no such field, another type, not static, a package not open to us.
        assertNull(CodeseInputStream.declaredSerialVersionUID(Persistent.class));
        assertNull(CodeseInputStream.declaredSerialVersionUID(IntUID.class));
        assertNull(CodeseInputStream.declaredSerialVersionUID(InstanceUID.class));
        assertNull(CodeseInputStream.declaredSerialVersionUID(ArrayList.class));
        assertNull(CodeseInputStream.declaredSerialVersionUID(NotSerializable.class));
        assertFalse(read < 5, "read " + read);
    }
}
