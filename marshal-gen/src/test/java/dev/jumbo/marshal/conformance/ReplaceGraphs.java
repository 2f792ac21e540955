package dev.jumbo.marshal.conformance;

import java.io.ObjectStreamException;
import java.io.Serializable;
import java.util.List;

/** writeReplace: replacements, chains, null, inherited methods, and the table that remembers them. */
final class ReplaceGraphs {
    private ReplaceGraphs() {
    }

    /** Replaced by its serial form, resolved back on reading. */
    static final class Money implements Serializable {
        final long cents;

        Money(long cents) {
            this.cents = cents;
        }

        private Object writeReplace() {
            return new MoneyForm(cents);
        }
    }

    static final class MoneyForm implements Serializable {
        final long cents;

        MoneyForm(long cents) {
            this.cents = cents;
        }

        private Object readResolve() {
            return new Money(cents);
        }
    }

    /** A → B → C: each writeReplace yields another class, so the chain is followed. */
    static final class ChainA implements Serializable {
        int value = 1;

        Object writeReplace() {
            return new ChainB(value);
        }
    }

    static final class ChainB implements Serializable {
        final int value;

        ChainB(int value) {
            this.value = value;
        }

        Object writeReplace() {
            return new ChainC(value * 10);
        }
    }

    static final class ChainC implements Serializable {
        final int value;

        ChainC(int value) {
            this.value = value;
        }
    }

    /** Replaced by another instance of its own class: the chain stops there. */
    static final class SelfReplacing implements Serializable {
        final int generation;

        SelfReplacing(int generation) {
            this.generation = generation;
        }

        Object writeReplace() {
            return new SelfReplacing(generation + 1);
        }
    }

    static final class ToNull implements Serializable {
        Object writeReplace() {
            return null;
        }
    }

    static final class ToString implements Serializable {
        Object writeReplace() {
            return "a string instead";
        }
    }

    static final class ToShared implements Serializable {
        static final String SHARED = new String("the shared replacement");

        Object writeReplace() {
            return SHARED;
        }
    }

    static final class ToClass implements Serializable {
        Object writeReplace() {
            return Integer.class;
        }
    }

    static final class ToArray implements Serializable {
        Object writeReplace() {
            return new int[] {4, 5};
        }
    }

    static final class ToEnum implements Serializable {
        Object writeReplace() {
            return EnumGraphs.Color.BLUE;
        }
    }

    static class ProtectedReplaceBase implements Serializable {
        int base = 2;

        protected Object writeReplace() throws ObjectStreamException {
            return new ChainC(base);
        }
    }

    static final class InheritsProtected extends ProtectedReplaceBase {
    }

    static class PrivateReplaceBase implements Serializable {
        int base = 3;

        private Object writeReplace() {
            return new ChainC(-1);
        }
    }

    /** A private writeReplace is not inherited. */
    static final class DoesNotInheritPrivate extends PrivateReplaceBase {
        int own = 4;
    }

    static class PackageReplaceBase implements Serializable {
        Object writeReplace() {
            return new ChainC(5);
        }
    }

    static final class InheritsPackagePrivate extends PackageReplaceBase {
    }

    static final class Holder implements Serializable {
        Object first;
        Object second;
        Object third;
    }

    static void register(GraphRegistry registry) {
        registry.element("writeReplace")
                .object("replaced and resolved back", () -> new Money(1999))
                .steps("chain of three classes", () -> List.of(Step.object(new ChainA(), new ChainC(10))))
                .steps("replaced by its own class stops the chain", () -> List.of(Step.object(new SelfReplacing(0), new SelfReplacing(1))))
                .steps("replaced by null", () -> List.of(Step.object(new ToNull(), null)))
                .steps("replaced by a string", () -> List.of(Step.object(new ToString(), "a string instead")))
                .steps("replaced by an object written before", () -> List.of(Step.object(ToShared.SHARED), Step.object(new ToShared(), ToShared.SHARED)))
                .steps("replaced by a class", () -> List.of(Step.object(new ToClass(), Integer.class)))
                .steps("replaced by an array", () -> List.of(Step.object(new ToArray(), new int[] {4, 5})))
                .steps("replaced by an enum constant", () -> List.of(Step.object(new ToEnum(), EnumGraphs.Color.BLUE)))
                .steps("inherited protected writeReplace", () -> List.of(Step.object(new InheritsProtected(), new ChainC(2))))
                .object("private writeReplace is not inherited", DoesNotInheritPrivate::new)
                .steps("package-private writeReplace inherited in the package", () -> List.of(Step.object(new InheritsPackagePrivate(), new ChainC(5))))
                .steps("one object twice: writeReplace runs once", () -> {
                    ChainA chain = new ChainA();
                    ChainC expected = new ChainC(10);
                    return List.of(Step.object(chain, expected), Step.object(chain, expected));
                })
                .steps("one object in three fields", () -> {
                    SelfReplacing replaced = new SelfReplacing(5);
                    Holder holder = new Holder();
                    holder.first = replaced;
                    holder.second = replaced;
                    holder.third = new SelfReplacing(5);
                    Holder expected = new Holder();
                    expected.first = new SelfReplacing(6);
                    expected.second = expected.first;
                    expected.third = new SelfReplacing(6);
                    return List.of(Step.object(holder, expected));
                })
                .steps("null replacement remembered", () -> {
                    ToNull gone = new ToNull();
                    return List.of(Step.object(new Object[] {gone, gone}, new Object[] {null, null}));
                })
                .steps("reset forgets replacements", () -> {
                    Money money = new Money(5);
                    return List.of(Step.object(money), Step.reset(), Step.object(money));
                });
    }
}
