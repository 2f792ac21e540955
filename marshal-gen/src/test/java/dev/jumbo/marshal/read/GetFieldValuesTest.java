package dev.jumbo.marshal.read;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * What {@code readFields} returns is a public class of ours (the readers live in other packages),
 * so a user's {@code readObject} can cast it: it must offer no way to change the values read,
 * as the JDK's private {@code GetFieldImpl} offers none.
 */
class GetFieldValuesTest {
    @Test
    void theValuesReadAreNotPublicFields() {
        Field[] publicFields = Arrays.stream(GetFieldValues.class.getDeclaredFields())
                .filter(field -> Modifier.isPublic(field.getModifiers())).toArray(Field[]::new);

        assertArrayEquals(new Field[0], publicFields);
    }

    @Test
    void theAccessorsReadTheStreamLayout() {
        byte[] primitives = {1, 0x12, 0x34, 0x56, 0x78, (byte) 0x9A, (byte) 0xBC, (byte) 0xDE, (byte) 0xF0};
        Object[] objects = {"first", null};

        GetFieldValues values = new GetFieldValues(null, null, primitives, objects, new int[] {1, -1});

        assertEquals(1, values.byteAt(0));
        assertEquals(0x1234, values.shortAt(1));
        assertEquals(0x12345678, values.intAt(1));
        assertEquals(0x123456789ABCDEF0L, values.longAt(1));
        assertEquals("first", values.objectAt(0));
    }
}
