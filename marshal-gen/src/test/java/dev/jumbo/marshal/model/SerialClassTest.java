package dev.jumbo.marshal.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ObjectStreamClass;
import java.io.ObjectStreamField;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * SerialClass's description of a class against the JDK's {@code ObjectStreamClass}: the same
 * serialVersionUID and the same fields in the same order, with the same type codes, type strings
 * and sharing. A class that declares a {@code static final long serialVersionUID} and no
 * {@code serialPersistentFields} is described from its declarations alone, and so is every enum
 * (serialVersionUID 0, no fields); the others take the JDK's descriptor. Both kinds are here, so that the shortcut is held to the JDK's answer.
 */
class SerialClassTest {

    @ParameterizedTest
    @ValueSource(classes = {Plain.class, MixedOrder.class, Plain.Inner.class, WithoutUid.class, IntUid.class,
            NonFinalUid.class, PersistentFields.class, PlainChild.class, NoFields.class, java.util.ArrayList.class,
            java.util.Date.class, Thread.State.class, Direction.class, Enum.class})
    void describesAClassAsTheJdkDoes(Class<?> type) {
        ObjectStreamClass jdk = ObjectStreamClass.lookupAny(type);

        SerialClass desc = SerialClass.of(type);

        assertEquals(jdk.getSerialVersionUID(), desc.serialVersionUID(), "serialVersionUID");
        assertEquals(describe(jdk.getFields()), describe(desc.fields()), "fields in stream order");
        assertEquals(jdk.getSerialVersionUID(), desc.streamClass().getSerialVersionUID(), "the JDK's descriptor on request");
    }

    private static List<String> describe(ObjectStreamField[] fields) {
        List<String> described = new ArrayList<>();
        for (ObjectStreamField field : fields) {
            described.add(field.getName() + " " + field.getTypeCode() + " " + field.getTypeString() + " "
                    + field.getType().getName() + (field.isUnshared() ? " unshared" : ""));
        }
        return described;
    }

    private static List<String> describe(SerialField[] fields) {
        ObjectStreamField[] streamFields = new ObjectStreamField[fields.length];
        for (SerialField field : fields) {
            streamFields[field.index()] = field.streamField();
        }
        return describe(streamFields);
    }

    static class Plain implements Serializable {
        private static final long serialVersionUID = 42L;
        private static int ignoredStatic;
        private transient String ignoredTransient;
        String name;
        int count;

        class Inner implements Serializable {
            private static final long serialVersionUID = 7L;
            long value;
        }
    }

    static class MixedOrder implements Serializable {
        private static final long serialVersionUID = -1L;
        Object zeta;
        byte beta;
        String[] alpha;
        double[] gamma;
        char delta;
        boolean epsilon;
        Plain plain;
    }

    static class WithoutUid implements Serializable {
        String name;
    }

    static class IntUid implements Serializable {
        private static final int serialVersionUID = 5;
        String name;
    }

    static class NonFinalUid implements Serializable {
        private static long serialVersionUID = 9L;
        String name;
    }

    static class PersistentFields implements Serializable {
        private static final long serialVersionUID = 3L;
        private static final ObjectStreamField[] serialPersistentFields = {
            new ObjectStreamField("name", String.class), new ObjectStreamField("extra", int.class, true)};
        String name;
        int unlisted;
    }

    static class PlainChild extends Plain {
        private static final long serialVersionUID = 11L;
        short level;
    }

    static class NoFields implements Serializable {
        private static final long serialVersionUID = 1L;
    }

    /** An enum declaring what the JDK ignores for enums: a serialVersionUID and fields. */
    enum Direction {
        UP {
            @Override
            int sign() {
                return 1;
            }
        },
        DOWN;

        private static final long serialVersionUID = 9L;
        private final String label = name().toLowerCase(java.util.Locale.ROOT);

        int sign() {
            return -1;
        }
    }
}
