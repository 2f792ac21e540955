package dev.jumbo.marshal.reading;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A reading case about two versions of some classes: the version that writes and the version
 * that reads, and what the JDK's reader makes of it. One case per file
 * ({@code src/test/resources/reading/evolution/NAME.case}):
 *
 * <pre>
 * # why the case exists (comment lines start with #)
 * writer Point uid=1: int x = 1, int y = 2
 * reader Point uid=1 readObject: int x, long z
 * expect: graph                    (or the class of the exception the JDK throws)
 * </pre>
 *
 * A class line is {@code (writer|reader) Name [extends Base] option... : field, field...}; a field
 * is {@code type name [= value]} with type int, long, boolean, Integer, String, Object or int[]
 * (Object fields hold strings); options are {@code uid=N}, {@code plain} (not serializable),
 * {@code externalizable} (int fields only), {@code record}, {@code checked} (a record
 * {@code (int fails)} whose constructor throws on a negative value), {@code readObject},
 * {@code readObjectNoData} and {@code readResolve} (each logs its call). A version's classes are
 * defined in the order of their lines; the last writer class is the one written.
 */
public record EvolutionCase(String name, List<ClassSpec> writer, List<ClassSpec> reader, String expect) {

    public record FieldSpec(Class<?> type, String name, String value) {
    }

    public record ClassSpec(String name, String superName, Long uid, Set<String> options, List<FieldSpec> fields) {
        public boolean has(String option) {
            return options.contains(option);
        }

        public boolean isRecord() {
            return options.contains("record") || options.contains("checked");
        }
    }

    private static final Map<String, Class<?>> TYPES = Map.of("int", int.class, "long", long.class, "boolean", boolean.class,
            "Integer", Integer.class, "String", String.class, "Object", Object.class, "int[]", int[].class);
    private static final Set<String> OPTIONS = Set.of("plain", "externalizable", "record", "checked", "readObject", "readObjectNoData", "readResolve");

    /** The written class: the last class of the writing version. */
    public ClassSpec root() {
        return writer.get(writer.size() - 1);
    }

    public static EvolutionCase parse(String name, List<String> lines) {
        List<ClassSpec> writer = new ArrayList<>();
        List<ClassSpec> reader = new ArrayList<>();
        String expect = null;
        for (String raw : lines) {
            String line = raw.strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            if (line.startsWith("expect:")) {
                expect = line.substring("expect:".length()).strip();
            } else if (line.startsWith("writer ")) {
                writer.add(classSpec(name, line.substring("writer ".length())));
            } else if (line.startsWith("reader ")) {
                reader.add(classSpec(name, line.substring("reader ".length())));
            } else {
                throw new IllegalArgumentException(name + ": a line that is no class, expectation or comment: " + line);
            }
        }
        if (writer.isEmpty() || reader.isEmpty() || expect == null) {
            throw new IllegalArgumentException(name + ": a case needs writer and reader classes and an expect: line");
        }
        return new EvolutionCase(name, List.copyOf(writer), List.copyOf(reader), expect);
    }

    private static ClassSpec classSpec(String file, String text) {
        int colon = text.indexOf(':');
        String head = colon < 0 ? text : text.substring(0, colon);
        String body = colon < 0 ? "" : text.substring(colon + 1).strip();
        String[] words = head.strip().split("\\s+");
        String className = words[0];
        String superName = null;
        Long uid = null;
        Set<String> options = new LinkedHashSet<>();
        for (int i = 1; i < words.length; i++) {
            if (words[i].equals("extends") && i + 1 < words.length) {
                superName = words[++i];
            } else if (words[i].startsWith("uid=")) {
                uid = Long.parseLong(words[i].substring(4));
            } else if (OPTIONS.contains(words[i])) {
                options.add(words[i]);
            } else {
                throw new IllegalArgumentException(file + ": unknown class option " + words[i]);
            }
        }
        List<FieldSpec> fields = new ArrayList<>();
        if (!body.isEmpty()) {
            for (String field : body.split(",")) {
                fields.add(fieldSpec(file, field.strip()));
            }
        }
        return new ClassSpec(className, superName, uid, Set.copyOf(options), List.copyOf(fields));
    }

    private static FieldSpec fieldSpec(String file, String text) {
        String declaration = text;
        String value = null;
        int equals = text.indexOf('=');
        if (equals >= 0) {
            declaration = text.substring(0, equals).strip();
            value = text.substring(equals + 1).strip();
            if (value.startsWith("\"") && value.endsWith("\"") && value.length() >= 2) {
                value = value.substring(1, value.length() - 1);
            }
        }
        String[] words = declaration.split("\\s+");
        Class<?> type = TYPES.get(words[0]);
        if (type == null || words.length != 2) {
            throw new IllegalArgumentException(file + ": a field is \"type name [= value]\" with type one of " + TYPES.keySet() + ": " + text);
        }
        return new FieldSpec(type, words[1], value);
    }
}
