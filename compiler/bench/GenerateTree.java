import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes a tree of {@code .jjava} files for the compile-time measurement of
 * {@code compile-time.sh}: FILES files of exactly 100 lines each, in package
 * {@code bench}, about a third of the lines inside quotes (expressions, statements,
 * a class declaration, every common hole category) and the rest host code.
 *
 * <p>Run: {@code java GenerateTree.java DIR [FILES]} (FILES defaults to 100).
 */
public final class GenerateTree {
    private static final int LINES_PER_FILE = 100;

    public static void main(String[] arguments) throws IOException {
        Path directory = Path.of(arguments[0]).resolve("bench");
        int files = arguments.length > 1 ? Integer.parseInt(arguments[1]) : 100;
        Files.createDirectories(directory);
        for (int index = 0; index < files; index++) {
            List<String> lines = file(index);
            if (lines.size() != LINES_PER_FILE) {
                throw new IllegalStateException("file " + index + " has " + lines.size() + " lines");
            }
            Files.write(directory.resolve("Gen" + index + ".jjava"), lines);
        }
    }

    private static List<String> file(int index) {
        List<String> lines = new ArrayList<>();
        lines.add("package bench;");
        lines.add("");
        lines.add("import dev.jumbo.lang.Code;");
        lines.add("import java.util.ArrayList;");
        lines.add("import java.util.List;");
        lines.add("");
        lines.add("/** Generated for the compile-time measurement. */");
        lines.add("public final class Gen" + index + " {");
        lines.add("    private final List<Code> parts = new ArrayList<>();");
        lines.add("");
        int method = 0;
        while (lines.size() + 15 <= LINES_PER_FILE - 1) {
            method(lines, method++);
        }
        while (lines.size() < LINES_PER_FILE - 1) {
            lines.add("    // padding");
        }
        lines.add("}");
        return lines;
    }

    /** Appends one generator method of 15 lines. */
    private static void method(List<String> lines, int number) {
        lines.add("    public Code generator" + number + "(int size, String field, Code body) {");
        lines.add("        int limit = size * " + (number + 2) + ";");
        lines.add("        Code test = $< counter < `Int(limit) && `field != null >$;");
        lines.add("        Code step = $< counter += `Int(size); total = total + counter * 2; >$;");
        lines.add("        parts.add(step);");
        lines.add("        Code type = $<");
        lines.add("            public class Loop" + number + " implements Runnable {");
        lines.add("                private int counter, total;");
        lines.add("                private String " + "name" + number + " = `String(field);");
        lines.add("                public void run() { while (`Expr(test)) { `Stmt(step) `Stmt(body) } }");
        lines.add("            }");
        lines.add("        >$;");
        lines.add("        String description = \"generator " + number + " of size \" + size;");
        lines.add("        return description.isEmpty() ? body : type;");
        lines.add("    }");
    }
}
