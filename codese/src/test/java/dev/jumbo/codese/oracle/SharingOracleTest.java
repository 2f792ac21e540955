package dev.jumbo.codese.oracle;

import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.jumbo.codese.oracle.OracleClasses.Canonical;
import dev.jumbo.codese.oracle.OracleClasses.Custom;
import dev.jumbo.codese.oracle.OracleClasses.External;
import dev.jumbo.codese.oracle.OracleClasses.Kept;
import dev.jumbo.codese.oracle.OracleClasses.Pair;
import dev.jumbo.codese.oracle.OracleClasses.Plain;
import dev.jumbo.codese.oracle.OracleClasses.PutFields;
import dev.jumbo.codese.oracle.OracleClasses.Replaced;
import dev.jumbo.codese.oracle.OracleClasses.ReplacedOnly;
import dev.jumbo.codese.oracle.StreamScript.Action;
import dev.jumbo.codese.oracle.StreamScript.Reset;
import dev.jumbo.codese.oracle.StreamScript.Write;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

/**
 * Sharing between the roots of one stream, through replacements, through what a class's own
 * writeObject or writeExternal writes, with writeUnshared and with reset: CoDeSe restores the
 * graph ObjectInputStream restores, identity included ({@link StreamScript#check}).
 */
class SharingOracleTest {
    @Test
    void aReplacedObjectWrittenTwiceIsOneReplacement() throws Exception {
        ReplacedOnly replaced = new ReplacedOnly(5);

        StreamScript.Restored restored = StreamScript.of(replaced, replaced).check();

        assertSame(restored.codese(0), restored.codese(1));
    }

    @Test
    void aResolvedReplacementWrittenTwiceIsOneObject() throws Exception {
        Replaced replaced = new Replaced(5);
        Plain holder = new Plain(replaced);

        StreamScript.Restored restored = StreamScript.of(replaced, holder, replaced).check();

        assertSame(restored.codese(0), ((Plain) restored.codese(1)).fixed);
    }

    @Test
    void aStringInAnArrayAndInADefaultWrittenFieldOfAnotherRoot() throws Exception {
        String shared = new String("shared");
        Plain first = new Plain(null);
        first.values = new Object[] {shared};
        Custom second = new Custom();
        second.field = shared;

        StreamScript.Restored restored = StreamScript.of(first, second).check();

        assertSame(((Plain) restored.codese(0)).values[0], ((Custom) restored.codese(1)).field);
    }

    @Test
    void recordsEnumsAndResolvedObjectsOfEarlierRoots() throws Exception {
        Pair pair = new Pair("left", 1);
        Plain holder = new Plain(pair);
        holder.value = Canonical.ONE;
        holder.pair = pair;
        holder.values = new Object[] {OracleClasses.Tone.HIGH, new Canonical(2), pair};

        StreamScript.of(pair, Canonical.ONE, holder, holder.values[1]).check();
    }

    @Test
    void objectsWrittenByWriteObjectAndWriteExternalShareWithOtherRoots() throws Exception {
        List<Object> list = new ArrayList<>(List.of("a", "b"));
        Custom custom = new Custom();
        custom.written = list;
        custom.field = new int[] {1};
        External external = new External();
        external.first = list;
        external.second = custom.field;
        PutFields putFields = new PutFields();
        putFields.link = external;

        StreamScript.of(custom, external, list, putFields, custom.field).check();
    }

    @Test
    void replaceObjectReplacesOnceAndItsReplacementIsShared() throws Exception {
        StringBuilder builder = new StringBuilder("built");
        Plain holder = new Plain(builder);
        holder.value = builder;
        Map<String, Object> map = new HashMap<>(Map.of("key", builder));
        UnaryOperator<Object> replacer = obj -> obj instanceof StringBuilder text ? new Kept(text.length()) : obj;

        StreamScript.Restored restored = new StreamScript(List.of(new Write(holder, false), new Write(map, false),
                new Write(builder, false)), replacer).check();

        assertSame(((Plain) restored.codese(0)).fixed, restored.codese(2));
    }

    @Test
    void replaceObjectToNullIsRemembered() throws Exception {
        Kept dropped = new Kept(1);
        Plain holder = new Plain(dropped);
        UnaryOperator<Object> replacer = obj -> obj instanceof Kept ? null : obj;

        StreamScript.Restored restored = new StreamScript(List.of(new Write(holder, false), new Write(dropped, false)),
                replacer).check();

        assertNull(restored.codese(1));
    }

    @Test
    void writeUnsharedGivesAnObjectNoOtherReferenceShares() throws Exception {
        Plain shared = new Plain("fixed");
        Plain holder = new Plain(shared);
        holder.values = new Object[] {shared};
        Custom custom = new Custom();
        custom.written = shared;
        custom.unshared = shared;
        List<Action> actions = List.of(new Write(shared, true), new Write(holder, false), new Write(shared, true),
                new Write(custom, false), new Write(shared, false));

        StreamScript.Restored restored = new StreamScript(actions, null).check();

        assertNotSame(restored.codese(0), ((Plain) restored.codese(1)).fixed);
        assertNotSame(restored.codese(0), restored.codese(2));
        assertSame(((Plain) restored.codese(1)).fixed, restored.codese(4));
    }

    @Test
    void anUnsharedRootInItsOwnCycleIsWrittenTwice() throws Exception {
        Plain cyclic = new Plain("fixed");
        cyclic.value = cyclic;

        StreamScript.Restored restored = new StreamScript(List.<Action>of(new Write(cyclic, true)), null).check();

        assertNotSame(restored.codese(0), ((Plain) restored.codese(0)).value);
    }

    @Test
    void resetForgetsObjectsAndReplacements() throws Exception {
        Plain plain = new Plain("fixed");
        Replaced replaced = new Replaced(3);
        List<Action> actions = List.of(new Write(plain, false), new Write(replaced, false), new Reset(),
                new Write(plain, false), new Write(replaced, false), new Write(plain, false), new Reset(), new Reset(),
                new Write(replaced, false));

        StreamScript.Restored restored = new StreamScript(actions, null).check();

        assertNotSame(restored.codese(0), restored.codese(2));
        assertSame(restored.codese(2), restored.codese(4));
    }
}
