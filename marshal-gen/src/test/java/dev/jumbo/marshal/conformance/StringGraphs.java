package dev.jumbo.marshal.conformance;

import java.util.List;

/** newString: TC_STRING with a two-byte length, TC_LONGSTRING over 65,535 bytes of modified UTF-8. */
final class StringGraphs {
    private StringGraphs() {
    }

    static void register(GraphRegistry registry) {
        registry.element("newString")
                .object("empty", () -> "")
                .object("one character", () -> "a")
                .object("ascii sentence", () -> "The quick brown fox jumps over the lazy dog")
                .object("two-byte characters", () -> "na\u00efve caf\u00e9")
                .object("three-byte characters", () -> "\u65e5\u672c\u8a9e\u20ac")
                .object("ASCII, then characters whose low bytes are ASCII", () -> "plain \u0141\u0162\u4e41 and plain")
                .object("supplementary characters as surrogate pairs", () -> "\ud83d\ude00\ud834\udd1e")
                .object("NUL takes two bytes", () -> "\u0000a\u0000")
                .object("unpaired surrogate", () -> "x\ud800y")
                .object("65535 ascii bytes: the longest TC_STRING", () -> "s".repeat(65535))
                .object("65536 ascii bytes: TC_LONGSTRING", () -> "s".repeat(65536))
                .object("21845 three-byte characters: 65535 bytes", () -> "\u4e2d".repeat(21845))
                .object("21846 three-byte characters: TC_LONGSTRING", () -> "\u4e2d".repeat(21846))
                .object("long string of NULs", () -> "\u0000".repeat(40000))
                .steps("the same string twice is a back-reference", () -> {
                    String text = new String("shared");
                    return List.of(Step.object(text), Step.object(text));
                })
                .steps("equal but distinct strings are both written", () -> List.of(Step.object(new String("twin")), Step.object(new String("twin"))))
                .object("array repeating one string", () -> {
                    String text = new String("again");
                    return new String[] {text, text, new String("again"), text};
                })
                .steps("writeUnshared string then writeObject of it", () -> {
                    String text = new String("unshared");
                    return List.of(Step.unshared(text), Step.object(text), Step.object(text));
                })
                .steps("long string twice", () -> {
                    String text = "L".repeat(70000);
                    return List.of(Step.object(text), Step.object(text));
                });
    }
}
