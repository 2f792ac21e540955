package dev.jumbo.bench.marshal.polluted;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamClass;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.util.CheckClassAdapter;

/** The classes of the polluted workload: checked, loaded, distinct, and read back by the JDK. */
class PollutingClassesTest {
    @Test
    void everyClassFilePassesAsmsChecks() {
        for (int number = 0; number < PollutingClasses.COUNT; number++) {
            StringWriter problems = new StringWriter();

            CheckClassAdapter.verify(new ClassReader(PollutingClasses.classFile(number)), false, new PrintWriter(problems));

            assertEquals("", problems.toString(), "Polluting" + number);
        }
    }

    @Test
    void theClassesAreLoadedSerializableAndDifferInLayout() {
        List<Class<?>> classes = PollutingClasses.classes();
        Set<String> layouts = new HashSet<>();

        for (Class<?> type : classes) {
            ObjectStreamClass descriptor = ObjectStreamClass.lookup(type);
            assertEquals(1L, descriptor.getSerialVersionUID(), type.getName());
            layouts.add(java.util.Arrays.toString(descriptor.getFields()));
        }

        assertEquals(PollutingClasses.COUNT, classes.size());
        assertTrue(layouts.size() >= 16, "layouts: " + layouts.size());
    }

    @Test
    void theJdkReaderResolvesTheClassesByName() throws Exception {
        Object written = PollutingClasses.instance(PollutingClasses.classes().get(123), 7);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(written);
        }

        Object read;
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            read = in.readObject();
        }

        assertEquals(written.getClass(), read.getClass());
        assertEquals(7, read.getClass().getField("id").getInt(read));
    }
}
