package dev.jumbo.bench.marshal.peer;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Output;
import com.esotericsoftware.kryo.util.DefaultInstantiatorStrategy;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import org.objenesis.strategy.StdInstantiatorStrategy;

/**
 * Kryo 5: registration required (every workload class registered in one fixed order, the
 * configuration Kryo recommends), reference tracking on (shared references and cycles are
 * kept, as Java serialization keeps them), one {@code writeClassAndObject} per root. Classes
 * without a no-argument constructor (the paper's {@code Dummy}) are created through Objenesis
 * when read back, as Kryo's documentation recommends for them.
 */
final class KryoPeer implements Peer {
    private final Kryo kryo;
    private final Output output;

    KryoPeer(List<Class<?>> applicationClasses, Output output) {
        this.output = output;
        this.kryo = configured(applicationClasses);
    }

    /** A Kryo as this peer configures it: the same registrations in the same order, so that it reads what another wrote. */
    static Kryo configured(List<Class<?>> applicationClasses) {
        Kryo kryo = new Kryo();
        kryo.setRegistrationRequired(true);
        kryo.setReferences(true);
        kryo.setInstantiatorStrategy(new DefaultInstantiatorStrategy(new StdInstantiatorStrategy()));
        for (Class<?> type : List.of(ArrayList.class, HashMap.class, BigDecimal.class, LocalDate.class)) {
            kryo.register(type);
        }
        for (Class<?> type : applicationClasses) {
            kryo.register(type);
        }
        return kryo;
    }

    @Override
    public int write(Object[] roots) {
        output.reset();
        for (Object root : roots) {
            kryo.writeClassAndObject(output, root);
        }
        return output.position();
    }

    @Override
    public byte[] lastBytes() {
        return output.toBytes();
    }
}
