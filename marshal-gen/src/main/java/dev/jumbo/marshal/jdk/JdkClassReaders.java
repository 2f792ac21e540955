package dev.jumbo.marshal.jdk;

import dev.jumbo.marshal.read.StreamDescriptor;
import dev.jumbo.marshal.session.ReadSession;
import dev.jumbo.marshal.session.Unmarshaller;
import java.io.ObjectStreamClass;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Date;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Hand-written readers of JDK classes, the twins of {@link JdkClassWriters}: each reads the serial
 * form the class's own {@code writeObject} (or default writing, or {@code writeExternal}) wrote and
 * builds what the class's own {@code readObject} (or default reading, or {@code readExternal} and
 * {@code readResolve}) builds, through public constructors and factories only: no route to private
 * state, on any JDK. This class is their table; each reader is a {@link JdkClassReader} of its own.
 *
 * <p>A reader serves a class descriptor only when it is bound to exactly the JDK class and says
 * what the running JDK's own descriptor says, super descriptors included ({@link #forDescriptor}):
 * a subclass (whose {@code readObject} chain differs), an evolved or hostile descriptor (other
 * fields, flags, serialVersionUID), a class that failed to resolve: all keep the general path.
 *
 * <p>What the JDK's reader does around a class's {@code readObject} is done by each reader in the
 * same order, through the stream's {@link ReadSession}: the handle assigned before the class data
 * (an object whose state needs values read first is made then, before any nested object is read,
 * so that a back-reference finds it), primitive field values read outside block-data mode, the
 * class's own data inside it, nested objects as {@code s.readObject()} reads them (the owner
 * depends on each; after a {@code ClassNotFoundException} the rest is skipped, as when the
 * exception leaves {@code readObject}), the filter's call for an internal array
 * ({@link ReadSession#checkArray}, with the JDK's type and length, before the array is
 * allocated), the exceptions the class throws on impossible values (same class and message), the
 * rest of the class's data skipped up to {@code TC_ENDBLOCKDATA}, then the handle finished.
 *
 * <p>Readers: the boxed primitives and {@code UUID} ({@link BoxReader}), {@code Date},
 * {@code ArrayList}, {@code LinkedList}, {@code HashMap}, {@code HashSet} and
 * {@code LinkedHashSet}, {@code TreeMap} and {@code TreeSet} without a comparator,
 * {@code BigInteger}, {@code BigDecimal}, and the {@code java.time} values through their
 * {@code Ser} form. Kept on their own {@code readObject} (docs/DESIGN.md says why):
 * {@code LinkedHashMap}, whose final {@code accessOrder} comes after its entries, and a tree with
 * a comparator.
 */
public final class JdkClassReaders {
    /** The marker, kept in a descriptor, of a descriptor without a reader. */
    private static final Object NONE = new Object();

    private JdkClassReaders() {
    }

    /**
     * The reader of {@code desc}, or null: decided once per descriptor and kept in it. Null unless
     * the descriptor is bound to exactly a class read here, resolved, and equal to the running
     * JDK's own descriptor of it and of each serializable superclass.
     */
    public static Unmarshaller forDescriptor(StreamDescriptor desc) {
        Object known = desc.jdkClassReader();
        if (known == null) {
            Unmarshaller reader = readerOf(desc.localClass(), desc);
            known = reader != null && hasJdkForm(desc) ? reader : NONE;
            desc.setJdkClassReader(known);
        }
        return known == NONE ? null : (Unmarshaller) known;
    }

    /**
     * A new reader of {@code type}, or null. Declared as the interface: the verifier checks no
     * assignment to an interface type, so it loads no reader class here, and a stream loads only
     * the readers of the classes it meets (a class is loaded when its constructor first runs).
     */
    private static Unmarshaller readerOf(Class<?> type, StreamDescriptor desc) {
        if (type == ArrayList.class) {
            return new ArrayListReader(desc);
        } else if (type == HashMap.class) {
            return new HashMapReader(desc);
        } else if (type == HashSet.class) {
            return new HashSetReader(desc, false);
        } else if (type == LinkedHashSet.class) {
            return new HashSetReader(desc, true);
        } else if (type == LinkedList.class) {
            return new LinkedListReader(desc);
        } else if (type == Date.class) {
            return new DateReader(desc);
        } else if (type == BigInteger.class) {
            return new BigIntegerReader(desc);
        } else if (type == BigDecimal.class) {
            return new BigDecimalReader(desc);
        } else if (type == TreeMap.class) {
            return new TreeMapReader(desc);
        } else if (type == TreeSet.class) {
            return new TreeSetReader(desc);
        } else if (type != null && type.getName().equals("java.time.Ser")) {
            return new JavaTimeReader(desc);
        }
        BoxReader.Value value = BoxReader.Value.of(type);
        return value == null ? null : new BoxReader(desc, value);
    }

    /**
     * Whether the stream describes the class and each of its serializable superclasses exactly as
     * the running JDK does (name, serialVersionUID, flags, fields), each bound to its local class.
     */
    static boolean hasJdkForm(StreamDescriptor desc) {
        Class<?> type = desc.localClass();
        StreamDescriptor current = desc;
        while (true) {
            if (current.resolveException() != null || current.localClass() != type || current.isProxy()
                    || !current.body().equals(StreamDescriptor.ofLocal(type).body())) {
                return false;
            }
            type = type.getSuperclass();
            if (type == null || ObjectStreamClass.lookup(type) == null) {
                return current.superDescriptor() == null;
            }
            current = current.superDescriptor();
            if (current == null) {
                return false;
            }
        }
    }
}
