package dev.jumbo.bench.marshal.peer;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Output;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;

/**
 * Kryo 5: registration required (every workload class registered in one fixed order, the
 * configuration Kryo recommends), reference tracking on (shared references and cycles are
 * kept, as Java serialization keeps them), one {@code writeClassAndObject} per root.
 */
final class KryoPeer implements Peer {
    private final Kryo kryo;
    private final Output output;

    KryoPeer(List<Class<?>> applicationClasses, Output output) {
        this.output = output;
        kryo = new Kryo();
        kryo.setRegistrationRequired(true);
        kryo.setReferences(true);
        kryo.register(ArrayList.class);
        kryo.register(HashMap.class);
        for (Class<?> type : applicationClasses) {
            kryo.register(type);
        }
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
