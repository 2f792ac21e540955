package dev.jumbo.marshal.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.jumbo.marshal.JumboObjectOutputStream;
import dev.jumbo.marshal.ReflectiveObjectOutputStream;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The generated hooked subclasses really call their hooks: the conformance suite compares each
 * stream with the JDK's, which goes through the same generator, so a hook that never fired would
 * pass there unnoticed.
 */
class HookedStreamsTest {

    static Stream<Arguments> factories() {
        return Stream.of(
                Arguments.of(JdkStreams.REFERENCE, ObjectOutputStream.class),
                Arguments.of(ReflectiveStreams.FACTORY, ReflectiveObjectOutputStream.class),
                Arguments.of(JumboStreams.ALWAYS, JumboObjectOutputStream.class));
    }

    /** A serializable class with a field worth replacing and a proxy. */
    record Box(String content, Runnable proxy) implements Serializable {
    }

    /** A proxy's handler; serialized with the proxy. */
    record Answer(String name) implements InvocationHandler, Serializable {
        @Override
        public Object invoke(Object proxy, Method method, Object[] arguments) {
            return name;
        }
    }

    /** Records the classes it annotates and replaces every "before" string by "after". */
    static final class RecordingHooks implements StreamHooks {
        final List<String> annotated = new ArrayList<>();
        final List<String> proxiesAnnotated = new ArrayList<>();

        @Override
        public void annotateClass(ObjectOutputStream out, Class<?> type) throws IOException {
            annotated.add(type.getName());
            out.writeInt(42);
        }

        @Override
        public void annotateProxyClass(ObjectOutputStream out, Class<?> type) throws IOException {
            proxiesAnnotated.add(String.join(",", Stream.of(type.getInterfaces()).map(Class::getName).toList()));
        }

        @Override
        public boolean replacesObjects() {
            return true;
        }

        @Override
        public Object replaceObject(Object obj) {
            return "before".equals(obj) ? "after" : obj;
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("factories")
    void everyHookIsCalledByTheStreamItWiresUp(StreamFactory factory, Class<?> streamClass) throws Exception {
        RecordingHooks hooks = new RecordingHooks();
        Runnable proxy = (Runnable) ProxyGraphs.newProxy(new Answer("proxied"), Runnable.class);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();

        try (ObjectOutputStream out = factory.open(bytes, hooks)) {
            assertInstanceOf(streamClass, out);
            out.writeObject(new Box("before", proxy));
        }

        assertEquals(List.of(Box.class.getName(), Proxy.class.getName(), Answer.class.getName()), hooks.annotated);
        assertEquals(List.of(Runnable.class.getName()), hooks.proxiesAnnotated);
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            assertEquals("after", ((Box) in.readObject()).content());
        }
    }
}
