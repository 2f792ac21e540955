package dev.jumbo.marshal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Our own stream classes skip the reflective check of which hooks a stream class overrides (it
 * would load every type their methods name on the first stream): what they take for granted is
 * what the check finds.
 */
class OwnStreamHooksTest {
    @Test
    void ourWritersKeepTheDescriptorWriters() {
        assertTrue(ClassDescriptorWriting.keepsDescriptorWriters(ReflectiveObjectOutputStream.class));
        assertTrue(ClassDescriptorWriting.keepsDescriptorWriters(JumboObjectOutputStream.class));
    }

    @Test
    void ourReadersOverrideNoHook() {
        assertEquals(ReaderHooks.OWN, ReaderHooks.find(ReflectiveObjectInputStream.class));
        assertEquals(ReaderHooks.OWN, ReaderHooks.find(JumboObjectInputStream.class));
    }
}
