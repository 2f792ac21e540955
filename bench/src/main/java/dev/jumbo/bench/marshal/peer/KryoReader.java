package dev.jumbo.bench.marshal.peer;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;

/** Kryo reading its own bytes, configured as {@link KryoPeer} writes them: one {@code readClassAndObject} per root. */
final class KryoReader implements Reader {
    private final Kryo kryo;
    private final Input input = new Input();

    KryoReader(Kryo kryo) {
        this.kryo = kryo;
    }

    @Override
    public void read(byte[] bytes, Object[] roots) {
        input.setBuffer(bytes);
        for (int index = 0; index < roots.length; index++) {
            roots[index] = kryo.readClassAndObject(input);
        }
    }
}
