package dev.jumbo.marshal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputStream;
import java.io.ObjectStreamClass;
import java.io.Serializable;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The subclass hooks, overridden the same way on a JDK stream and on ours: the same calls with the
 * same arguments (what the hooks see of each descriptor: name, serialVersionUID, fields), the
 * same graph.
 */
class ReaderHooksTest {
    static class Node implements Serializable {
        private static final long serialVersionUID = 3L;
        int value = 5;
        String label = "node";
        Node next;
        Object proxy;
    }

    /** The same class under an old name of the same length, for readClassDescriptor to map. */
    static class Nodf implements Serializable {
        private static final long serialVersionUID = 3L;
        int value;
        String label;
        Node next;
        Object proxy;
    }

    public interface Greeting {
        String greet();
    }

    record Handler(String text) implements java.lang.reflect.InvocationHandler, Serializable {
        @Override
        public Object invoke(Object proxy, java.lang.reflect.Method method, Object[] args) {
            return text;
        }
    }

    interface Hooks {
        List<String> log();
    }

    static final class JdkHooked extends ObjectInputStream implements Hooks {
        final List<String> log = new ArrayList<>();

        JdkHooked(InputStream in) throws IOException {
            super(in);
            enableResolveObject(true);
        }

        @Override
        protected Class<?> resolveClass(ObjectStreamClass desc) throws IOException, ClassNotFoundException {
            log.add(describe(desc));
            return super.resolveClass(desc);
        }

        @Override
        protected Class<?> resolveProxyClass(String[] interfaces) throws IOException, ClassNotFoundException {
            log.add("proxy " + String.join(",", interfaces));
            return super.resolveProxyClass(interfaces);
        }

        @Override
        protected ObjectStreamClass readClassDescriptor() throws IOException, ClassNotFoundException {
            return mapped(super.readClassDescriptor(), log);
        }

        @Override
        protected Object resolveObject(Object obj) {
            log.add("resolveObject " + obj.getClass().getName());
            return obj instanceof String text ? text.toUpperCase() : obj;
        }

        @Override
        public List<String> log() {
            return log;
        }
    }

    static final class OurHooked extends ReflectiveObjectInputStream implements Hooks {
        final List<String> log = new ArrayList<>();

        OurHooked(InputStream in) throws IOException {
            super(in);
            enableResolveObject(true);
        }

        @Override
        protected Class<?> resolveClass(ObjectStreamClass desc) throws IOException, ClassNotFoundException {
            log.add(describe(desc));
            return super.resolveClass(desc);
        }

        @Override
        protected Class<?> resolveProxyClass(String[] interfaces) throws IOException, ClassNotFoundException {
            log.add("proxy " + String.join(",", interfaces));
            return super.resolveProxyClass(interfaces);
        }

        @Override
        protected ObjectStreamClass readClassDescriptor() throws IOException, ClassNotFoundException {
            return mapped(super.readClassDescriptor(), log);
        }

        @Override
        protected Object resolveObject(Object obj) {
            log.add("resolveObject " + obj.getClass().getName());
            return obj instanceof String text ? text.toUpperCase() : obj;
        }

        @Override
        public List<String> log() {
            return log;
        }
    }

    /** The classic use: a descriptor of an old class name is replaced by the local class's. */
    static ObjectStreamClass mapped(ObjectStreamClass read, List<String> log) {
        log.add("read " + describe(read));
        return read.getName().endsWith("$Nodf") ? ObjectStreamClass.lookup(Node.class) : read;
    }

    static String describe(ObjectStreamClass desc) {
        StringBuilder text = new StringBuilder(desc.getName()).append(' ').append(desc.getSerialVersionUID());
        for (var field : desc.getFields()) {
            text.append(' ').append(field.getTypeCode()).append(field.getName()).append(field.getTypeString() == null ? "" : field.getTypeString());
        }
        return text.append(desc.forClass() == null ? "" : " bound").toString();
    }

    @Test
    void hooksSeeTheSameCallsAndTheGraphIsTheSame() throws Exception {
        Node first = new Node();
        first.next = new Node();
        first.next.label = "second";
        first.proxy = Proxy.newProxyInstance(Greeting.class.getClassLoader(), new Class<?>[] {Greeting.class}, new Handler("hi"));
        Map<String, Object> root = new HashMap<>();
        root.put("node", first);
        byte[] bytes = DescriptorMatchingTest.renameClass(DescriptorMatchingTest.write(root), "ReaderHooksTest$Node", "ReaderHooksTest$Nodf");

        Hooks jdk = new JdkHooked(new ByteArrayInputStream(bytes));
        Object jdkGraph = ((ObjectInputStream) jdk).readObject();
        Hooks ours = new OurHooked(new ByteArrayInputStream(bytes));
        Object ourGraph = ((ObjectInputStream) ours).readObject();

        assertEquals(jdk.log(), ours.log());
        assertEquals(ReaderDifferential.rewrite(jdkGraph), ReaderDifferential.rewrite(ourGraph));
    }
}
