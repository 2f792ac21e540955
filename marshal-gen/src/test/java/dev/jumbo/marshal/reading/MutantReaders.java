package dev.jumbo.marshal.reading;

import java.io.IOException;
import java.io.InputStream;
import java.io.InvalidClassException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.ObjectStreamClass;
import java.util.function.UnaryOperator;

/**
 * Deliberately wrong readers, to prove that every check of the {@link ReadingOracle} can fail:
 * each is java.io.ObjectInputStream with one of its hooks (or its filter) behaving differently
 * from the JDK's reader, as a faulty reader would. Each is a real reader: a generated subclass
 * of ObjectInputStream, not a forged outcome.
 */
final class MutantReaders {
    private static final HookedReaders JDK = new HookedReaders(ObjectInputStream.class);

    private MutantReaders() {
    }

    /** The JDK's reader with the case's hooks changed by {@code mutation}. */
    static ReaderFactory mutant(String name, UnaryOperator<ReaderHooks> mutation) {
        return new ReaderFactory() {
            @Override
            public String name() {
                return "mutant: " + name;
            }

            @Override
            public ObjectInputStream open(InputStream in, ReaderHooks hooks) throws IOException {
                return JDK.open(in, mutation.apply(hooks));
            }
        };
    }

    /** resolveObject reads every Integer 7 as 8: a wrong value in the graph. */
    static final ReaderFactory SWAPS_A_VALUE = mutant("resolveObject swaps 7 for 8", hooks -> new ForwardingHooks(hooks) {
        @Override
        public boolean resolvesObjects() {
            return true;
        }

        @Override
        public Object resolveObject(HookedReader in, Object obj) throws IOException {
            Object resolved = inner.resolveObject(in, obj);
            return Integer.valueOf(7).equals(resolved) ? Integer.valueOf(8) : resolved;
        }
    });

    /** A missing class gives InvalidClassException instead of ClassNotFoundException. */
    static final ReaderFactory WRONG_EXCEPTION_CLASS = mutant("a missing class is an InvalidClassException", hooks -> new ForwardingHooks(hooks) {
        @Override
        public Class<?> resolveClass(HookedReader in, ObjectStreamClass desc) throws IOException, ClassNotFoundException {
            try {
                return inner.resolveClass(in, desc);
            } catch (ClassNotFoundException missing) {
                throw new InvalidClassException(desc.getName(), "missing");
            }
        }
    });

    /** A missing class gives ClassNotFoundException with another message. */
    static final ReaderFactory WRONG_MESSAGE = mutant("a missing class is named differently", hooks -> new ForwardingHooks(hooks) {
        @Override
        public Class<?> resolveClass(HookedReader in, ObjectStreamClass desc) throws IOException, ClassNotFoundException {
            try {
                return inner.resolveClass(in, desc);
            } catch (ClassNotFoundException missing) {
                throw new ClassNotFoundException("class " + desc.getName());
            }
        }
    });

    /** resolveClass is called twice per descriptor. */
    static final ReaderFactory EXTRA_CALLBACK = mutant("resolveClass called twice", hooks -> new ForwardingHooks(hooks) {
        @Override
        public Class<?> resolveClass(HookedReader in, ObjectStreamClass desc) throws IOException, ClassNotFoundException {
            inner.resolveClass(in, desc);
            return inner.resolveClass(in, desc);
        }
    });

    /** The filter is not consulted for back-references. */
    static final ReaderFactory SKIPS_FILTER_CALLS = mutant("no filter call for back-references", hooks -> new ForwardingHooks(hooks) {
        @Override
        public ObjectInputFilter filter() {
            ObjectInputFilter filter = inner.filter();
            return info -> info.serialClass() == null && info.arrayLength() < 0 ? ObjectInputFilter.Status.UNDECIDED : filter.checkInput(info);
        }
    });

    /** The filter is told one stream byte more than was read. */
    static final ReaderFactory MISCOUNTS_BYTES = mutant("streamBytes one too many", hooks -> new ForwardingHooks(hooks) {
        @Override
        public ObjectInputFilter filter() {
            ObjectInputFilter filter = inner.filter();
            return info -> filter.checkInput(new ObjectInputFilter.FilterInfo() {
                @Override
                public Class<?> serialClass() {
                    return info.serialClass();
                }

                @Override
                public long arrayLength() {
                    return info.arrayLength();
                }

                @Override
                public long depth() {
                    return info.depth();
                }

                @Override
                public long references() {
                    return info.references();
                }

                @Override
                public long streamBytes() {
                    return info.streamBytes() + 1;
                }
            });
        }
    });
}
