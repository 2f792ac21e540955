package dev.jumbo.marshal.hostile;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.jumbo.marshal.conformance.GraphRegistry;
import dev.jumbo.marshal.conformance.NamedGraph;
import dev.jumbo.marshal.reading.ReaderFactory;
import dev.jumbo.marshal.reading.Readers;
import dev.jumbo.marshal.reading.ReadingCase;
import dev.jumbo.marshal.reading.ReadingOracle;
import dev.jumbo.marshal.reading.ReadingOracle.Strictness;
import dev.jumbo.marshal.reading.WrittenStreams;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A serializable lambda's stream with each byte replaced, in turn, by type codes: the damaged
 * {@code SerializedLambda} reaches its {@code readResolve}, whose exceptions the JDK's reader
 * reports through {@code Method.invoke}. From JDK 18 on, that turns a
 * {@code NullPointerException} thrown inside {@code java.lang.invoke} into an
 * {@code IllegalArgumentException} (a null {@code capturingClass}), and every reader must report
 * what the JDK does ({@code ReadPlatformBehaviour.asMethodInvokeReports}). The seeded mutants of
 * {@link HostileCorpusTest} met this case only by chance.
 */
class LambdaMutationsTest {
    private static final byte[] TYPE_CODES = {0x70, 0x71, 0x73, 0x76, 0x78};

    @Test
    void everyTypeCodeAtEveryByteGetsTheJdksOutcome() {
        NamedGraph lambda = GraphRegistry.all().stream().filter(graph -> graph.id().endsWith("/serializable lambda"))
                .findFirst().orElseThrow();
        ReadingCase base = WrittenStreams.of(lambda, ReadingCase.PLAIN);
        List<String> differences = new ArrayList<>();
        int checked = 0;
        int different = 0;
        for (int index = 4; index < base.bytes().length; index++) {
            for (byte code : TYPE_CODES) {
                byte[] mutated = base.bytes().clone();
                mutated[index] = code;
                ReadingCase mutant = new ReadingCase("serializable lambda, byte " + index + " = " + Integer.toHexString(code),
                        mutated, base.actions(), ReadingCase.PLAIN);
                for (ReaderFactory reader : Readers.candidates()) {
                    checked++;
                    ReadingOracle.Verdict verdict = ReadingOracle.compare(mutant, ReadingOracle.read(Readers.REFERENCE, mutant),
                            ReadingOracle.read(reader, mutant), Strictness.OUTCOME, false);
                    if (!verdict.agrees() && different++ < 10) {
                        differences.add(mutant.id() + " through " + reader.name() + ": " + verdict.difference());
                    }
                }
            }
        }
        System.out.printf("[hostile] serializable lambda: %d damaged readings, %d different from the JDK's%n", checked, different);
        assertEquals(List.of(), differences, different + " different");
    }
}
