package dev.jumbo.marshal.reading;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.jumbo.marshal.reading.ProtocolClasses.FieldsByName;
import dev.jumbo.marshal.reading.ProtocolClasses.LoggedChild;
import dev.jumbo.marshal.reading.ProtocolClasses.NullValidation;
import dev.jumbo.marshal.reading.ProtocolClasses.ReadsAnIntPastItsData;
import dev.jumbo.marshal.reading.ProtocolClasses.ReadsAnObjectPastDefaultData;
import dev.jumbo.marshal.reading.ProtocolClasses.ReadsAnObjectPastItsData;
import dev.jumbo.marshal.reading.ProtocolClasses.ReadsLessThanWritten;
import dev.jumbo.marshal.reading.ProtocolClasses.Validated;
import dev.jumbo.marshal.reading.ReadingOracle.Strictness;
import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.InvalidObjectException;
import java.io.NotActiveException;
import java.io.ObjectInputStream;
import java.io.ObjectStreamConstants;
import java.io.OptionalDataException;
import java.io.StreamCorruptedException;
import java.io.WriteAbortedException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Cases on the themes of the OpenJDK's serialization tests ({@code test/jdk/java/io/Serializable/...}),
 * written anew: the end of a class's data (defaultDataEnd), skipping custom data a readObject did
 * not read (skipToEndOfBlockData), validation (priorities, a refusing validator, registering
 * outside readObject or a null one), readFields/GetField, callback order across a hierarchy with
 * readResolve, readUnshared's errors, TC_RESET and TC_EXCEPTION inside a stream, and the
 * primitive read methods on the same bytes. Each case states the JDK's outcome (checked first,
 * so the case keeps its point), then every candidate must agree with the JDK in full: graph or
 * exception class and message, callbacks, filter calls. (typeStringBackRef, proxies and illegal
 * handles are read in NamedGraphReadingTest and the hostile attacks.)
 */
class OpenJdkStyleReadingTest {
    /** One case: its stream, its reads, and the JDK's outcome ("graph", or an exception class). */
    private record Case(String name, byte[] bytes, List<ReadAction> actions, Class<?> jdkThrows) {
    }

    private static List<Case> cases() {
        List<Case> cases = new ArrayList<>();
        Validated leaf = new Validated("leaf", 3, null);
        Validated middle = new Validated("middle", 10, leaf);
        cases.add(new Case("validation: priorities, highest first, after the whole graph",
                StreamBytes.of(new Validated("root", 5, middle), "after"), ReadAction.objects(2), null));
        cases.add(new Case("validation: equal priorities",
                StreamBytes.of(new Validated("a", 1, new Validated("b", 1, new Validated("c", 1, null)))), ReadAction.objects(1), null));
        cases.add(new Case("validation: a validator refuses",
                StreamBytes.of(new Validated("root", 5, new Validated("refused child", 7, null)), "after"), ReadAction.objects(2), InvalidObjectException.class));
        cases.add(new Case("validation: registered outside readObject", StreamBytes.of("x"), List.of(ReadAction.READ_OBJECT,
                ReadAction.data("registerValidation at the top", in -> {
                    in.registerValidation(() -> CallbackLog.record("never"), 0);
                    return "registered";
                })), NotActiveException.class));
        cases.add(new Case("validation: a null callback", StreamBytes.of(new NullValidation()), ReadAction.objects(1), InvalidObjectException.class));
        cases.add(new Case("defaultDataEnd: readObject asks for an object past its data (writeObject)",
                StreamBytes.of(new ReadsAnObjectPastItsData(), "next"), ReadAction.objects(2), OptionalDataException.class));
        cases.add(new Case("defaultDataEnd: readObject asks for an object past its default data (no writeObject)",
                StreamBytes.of(new ReadsAnObjectPastDefaultData(), "next"), ReadAction.objects(2), OptionalDataException.class));
        cases.add(new Case("defaultDataEnd: readObject asks for an int past its data",
                StreamBytes.of(new ReadsAnIntPastItsData(), "next"), ReadAction.objects(2), EOFException.class));
        ReadsLessThanWritten skipping = new ReadsLessThanWritten();
        cases.add(new Case("skipToEndOfBlockData: custom data, objects and 2,000 bytes not read are skipped",
                StreamBytes.of(skipping, "next", skipping, new ReadsLessThanWritten[] {skipping}), ReadAction.objects(4), null));
        cases.add(new Case("readFields: values by name, a defaulted field, an absent one, a wrong type",
                StreamBytes.of(new FieldsByName(), new FieldsByName()), ReadAction.objects(2), null));
        LoggedChild chain = new LoggedChild();
        chain.next = new LoggedChild();
        cases.add(new Case("callback order: parent then child readObject, readResolve from the leaf up",
                StreamBytes.of(chain, chain), ReadAction.objects(2), null));
        cases.addAll(unsharedCases());
        cases.addAll(resetAndExceptionCases());
        cases.addAll(primitiveCases());
        return cases;
    }

    private static List<Case> unsharedCases() {
        List<Object> cycle = new ArrayList<>();
        cycle.add("element");
        cycle.add(cycle);
        String shared = "shared";
        return List.of(
                new Case("readUnshared: a back-reference to the unshared root", StreamBytes.of(cycle), List.of(ReadAction.READ_UNSHARED),
                        InvalidObjectException.class),
                new Case("readUnshared: of a back-reference", StreamBytes.of(shared, shared), List.of(ReadAction.READ_OBJECT, ReadAction.READ_UNSHARED),
                        InvalidObjectException.class),
                new Case("readUnshared then readObject of the same object written twice",
                        StreamBytes.written(out -> {
                            out.writeUnshared(shared);
                            out.writeObject(shared);
                            out.writeObject(shared);
                        }), List.of(ReadAction.READ_UNSHARED, ReadAction.READ_OBJECT, ReadAction.READ_UNSHARED), InvalidObjectException.class),
                new Case("readObject of an object written unshared, then a new copy", StreamBytes.written(out -> {
                    out.writeUnshared(new int[] {1});
                    out.writeObject(new int[] {2});
                }), List.of(ReadAction.READ_OBJECT, ReadAction.READ_UNSHARED), null));
    }

    private static List<Case> resetAndExceptionCases() {
        String first = "first";
        byte[] twice = StreamBytes.of(first, first);
        byte[] reference = Arrays.copyOfRange(twice, twice.length - 5, twice.length);
        ByteArrayOutputStream resetBetween = new ByteArrayOutputStream();
        resetBetween.write(twice, 0, twice.length - 5);
        resetBetween.write(ObjectStreamConstants.TC_RESET);
        resetBetween.write(reference, 0, reference.length);
        List<Object> unwritable = new ArrayList<>(List.of("ok", new Thread()));
        return List.of(
                new Case("TC_RESET between objects", StreamBytes.written(out -> {
                    out.writeObject(first);
                    out.reset();
                    out.writeObject(first);
                    out.writeObject(first);
                }), ReadAction.objects(3), null),
                new Case("TC_RESET then a back-reference from before it", resetBetween.toByteArray(), ReadAction.objects(2), StreamCorruptedException.class),
                new Case("TC_EXCEPTION: a writeObject that failed, then the stream goes on", StreamBytes.written(out -> {
                    out.writeObject("before");
                    try {
                        out.writeObject(unwritable);
                    } catch (java.io.NotSerializableException expected) {
                        // Written into the stream as TC_EXCEPTION.
                    }
                }), ReadAction.objects(2), WriteAbortedException.class));
    }

    /** The primitive read methods, one action each, whose results join the outcome. */
    private static List<Case> primitiveCases() {
        byte[] mixed = StreamBytes.written(out -> {
            out.writeInt(7);
            out.writeUTF("h\u00e9llo \u4e16\u754c");
            out.write(new byte[300]);
            out.writeLong(-2L);
            out.writeBytes("line one\nline two\r\nlast");
            out.writeObject("object");
            out.writeShort(-1);
            out.writeDouble(1.5);
            out.writeChars("ab");
        });
        List<ReadAction> reads = List.of(
                ReadAction.data("readInt, available", in -> in.readInt() + " " + in.available()),
                ReadAction.data("readUTF", ObjectInputStream::readUTF),
                ReadAction.data("skipBytes 100, available", in -> in.skipBytes(100) + " " + in.available()),
                ReadAction.data("readFully 200", in -> {
                    byte[] buffer = new byte[200];
                    in.readFully(buffer);
                    return Arrays.toString(Arrays.copyOf(buffer, 4));
                }),
                ReadAction.data("readLong", in -> Long.toString(in.readLong())),
                ReadAction.data("readLine three times", in -> {
                    @SuppressWarnings("deprecation")
                    String lines = in.readLine() + "|" + in.readLine() + "|" + in.readLine();
                    return lines;
                }),
                ReadAction.data("available at an object, read() at an object", in -> in.available() + " " + in.read()),
                ReadAction.READ_OBJECT,
                ReadAction.data("readUnsignedShort, readDouble, readChar twice", in -> in.readUnsignedShort() + " " + in.readDouble() + " " + in.readChar() + in.readChar()),
                ReadAction.data("read() and available at the end", in -> in.read() + " " + in.available()),
                ReadAction.data("readInt at the end", in -> Integer.toString(in.readInt())));
        byte[] objectThenData = StreamBytes.written(out -> {
            out.writeObject("object");
            out.writeInt(3);
        });
        byte[] bytesRead = StreamBytes.written(out -> out.write("partial reads".getBytes(StandardCharsets.US_ASCII)));
        return List.of(
                new Case("primitive reads on one stream (readInt, readUTF, skipBytes, readFully, readLine, available, read)", mixed, reads, EOFException.class),
                new Case("readInt where an object is next", objectThenData, List.of(ReadAction.data("readInt", in -> Integer.toString(in.readInt()))),
                        EOFException.class),
                new Case("readObject where primitive data is next", StreamBytes.written(out -> out.writeInt(3)), ReadAction.objects(1), OptionalDataException.class),
                new Case("read(byte[], off, len) past the data, then read()", bytesRead, List.of(ReadAction.data("read 100", in -> {
                    byte[] buffer = new byte[100];
                    int count = in.read(buffer, 10, 100 - 10);
                    return count + " " + new String(buffer, 10, Math.max(count, 0), StandardCharsets.US_ASCII) + " " + in.read();
                })), null));
    }

    @TestFactory
    Stream<DynamicTest> openJdkStyleCasesReadAsTheJdkReadsThem() {
        return cases().stream().flatMap(protocolCase -> Readers.candidates().stream().flatMap(reader -> Stream.of("plain", "hooked").map(mode ->
                DynamicTest.dynamicTest(protocolCase.name() + " [" + reader.name() + ", " + mode + "]", () -> {
                    ReadingCase readingCase = new ReadingCase(protocolCase.name(), protocolCase.bytes(), protocolCase.actions(),
                            mode.equals("plain") ? ReadingCase.PLAIN : ReadingCase.LOGGING);
                    ReadOutcome jdk = ReadingOracle.read(Readers.REFERENCE, readingCase);
                    assertEquals(protocolCase.jdkThrows(), jdk.failure() == null ? null : jdk.failure().getClass(),
                            protocolCase.name() + ": the JDK's outcome is " + jdk.summary());

                    ReadingOracle.assertSameOutcome(readingCase, reader, Strictness.FULL, true);
                }))));
    }
}
