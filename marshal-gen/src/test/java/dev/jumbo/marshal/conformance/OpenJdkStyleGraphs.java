package dev.jumbo.marshal.conformance;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamClass;
import java.io.Serializable;
import java.util.List;

/**
 * Our own graphs after the themes of the OpenJDK tests in test/jdk/java/io/Serializable/ (none
 * of their code): type-string back-references, class descriptors written as objects, unshared
 * fields, replacement of self, circular lists, enum constant subclasses, skipped custom data.
 */
public final class OpenJdkStyleGraphs {
    private OpenJdkStyleGraphs() {
    }

    /** Many fields of one type: the type string is written once, then referenced. */
    static class ManyStrings implements Serializable {
        String one = "1";
        String two = "2";
        String three = "3";
        Object object = "o";
        Object[] objects = {"o"};
    }

    /** Writes more than its reader reads: the reader skips to TC_ENDBLOCKDATA. */
    static class ExtraData implements Serializable {
        int value = 3;

        private void writeObject(ObjectOutputStream out) throws IOException {
            out.defaultWriteObject();
            out.writeObject("skipped by the reader");
            out.writeInt(99);
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
        }
    }

    static void register(GraphRegistry registry) {
        registry.element("OpenJDK themes")
                .steps("TypeStringBackRef: a 116-byte class descriptor", () -> {
                    ObjectStreamClass descriptor = ObjectStreamClass.lookup(typeStringBackRef());
                    return List.of(Step.object(descriptor));
                })
                .steps("class descriptor object then an instance", () -> List.of(
                        Step.object(ObjectStreamClass.lookup(ManyStrings.class)), Step.object(new ManyStrings())))
                .steps("descriptor of a non-serializable class via lookupAny", () -> List.of(Step.object(ObjectStreamClass.lookupAny(Thread.class))))
                .object("type strings shared by fields", ManyStrings::new)
                .steps("type string written earlier as a string", () -> List.of(Step.object("Ljava/lang/String;"), Step.object(new ManyStrings())))
                .object("reader skips extra custom data", ExtraData::new)
                .object("circular list of ten", () -> ReferenceGraphs.chain(10, true))
                .object("enum constant subclasses", () -> EnumGraphs.Operation.values())
                .steps("replace self", () -> List.of(Step.object(new ReplaceGraphs.SelfReplacing(7), new ReplaceGraphs.SelfReplacing(8))));
    }

    public static Class<?> typeStringBackRef() {
        try {
            return Class.forName("TypeStringBackRef");
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("the default-package test class TypeStringBackRef is missing", e);
        }
    }
}
