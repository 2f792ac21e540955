package shop;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import dev.jumbo.marshal.JumboObjectInputStream;
import dev.jumbo.marshal.JumboObjectOutputStream;
import dev.jumbo.marshal.MarshallerCache;
import dev.jumbo.marshal.UnmarshallerCache;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The stored code of this project's classes, as the application would meet it: on the class path, in target/classes. */
class StoredMarshallersTest {
    @Test
    void theStoredMarshallersAreResourcesOfTheClassPath() {
        ClassLoader loader = getClass().getClassLoader();
        assertNotNull(loader.getResource("META-INF/jumbo/marshallers/index"));
        for (String name : List.of("shop.Order", "shop.Customer")) {
            assertNotNull(loader.getResource("META-INF/jumbo/marshallers/" + name + ".write.class"), name);
            assertNotNull(loader.getResource("META-INF/jumbo/marshallers/" + name + ".read.class"), name);
        }
    }

    @Test
    void jumboWritesTheJdksBytesWithStoredCodeFromTheFirstInstance() throws Exception {
        Customer customer = new Customer("Ada", 3);
        Order order = new Order(42, 19.5, customer, new ArrayList<>(List.of("tea", "cake")));

        byte[] jumbo = writeJumbo(order);

        assertArrayEquals(writeJdk(order), jumbo);
        assertNotNull(MarshallerCache.shared().marshaller(Order.class), "the stored marshaller wrote the first Order");
        assertNotNull(MarshallerCache.shared().marshaller(Customer.class));
        Object read;
        try (JumboObjectInputStream in = new JumboObjectInputStream(new ByteArrayInputStream(jumbo))) {
            read = in.readObject();
        }
        Object readByJdk;
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(jumbo))) {
            readByJdk = in.readObject();
        }
        assertArrayEquals(writeJdk(readByJdk), writeJdk(read));
        assertEquals(1, UnmarshallerCache.shared().generatedCount(Order.class), "the stored unmarshaller read it");
        assertEquals("Ada", ((Customer) readField(read)).name());
    }

    private static Object readField(Object order) throws ReflectiveOperationException {
        var field = Order.class.getDeclaredField("customer");
        field.setAccessible(true);
        return field.get(order);
    }

    private static byte[] writeJumbo(Object graph) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (JumboObjectOutputStream out = new JumboObjectOutputStream(bytes)) {
            out.writeObject(graph);
        }
        return bytes.toByteArray();
    }

    private static byte[] writeJdk(Object graph) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(graph);
        }
        return bytes.toByteArray();
    }
}
