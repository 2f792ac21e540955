package dev.jumbo.bench.report;

import java.util.ArrayList;
import java.util.List;

/**
 * Every section's targets, listed once more in the Targets section. The sections that a run of
 * their own regenerates (generation, reading, short streams, the first minute) each end with a
 * table of their targets; after any run, full or partial, the Targets section gets those rows
 * again, each with its section's name, so that one place holds every target, met or missed,
 * from whichever runs last wrote each section.
 *
 * <p>A section's targets table is one whose first header cell names a kind of target
 * ({@code | reading target |}); the Targets section's own table ({@code | speed target |}), and
 * the tables of the sections other programs write, whose rows that table already keeps, are not
 * listed again.
 */
final class TargetsIndex {
    static final String HEADING = "### Every section's targets";
    private static final String TARGETS_HEADING = "## Targets";
    private static final String OWN_TABLE = "speed target";
    private static final List<String> HEADER = List.of("target", "measured as", "measured", "met",
            "for comparison, same run", "section");

    private TargetsIndex() {
    }

    /** {@code document} with the index in its Targets section made from its sections' tables as they are now. */
    static String refresh(String document) {
        int targets = headingAt(document, TARGETS_HEADING);
        if (targets < 0) {
            return document;
        }
        int sectionEnd = document.indexOf("\n## ", targets + TARGETS_HEADING.length());
        sectionEnd = sectionEnd < 0 ? document.length() : sectionEnd + 1;
        String section = document.substring(targets, sectionEnd);
        int oldIndex = headingAt(section, HEADING);
        if (oldIndex >= 0) {
            int indexEnd = section.indexOf("\n### ", oldIndex + HEADING.length());
            section = section.substring(0, oldIndex) + (indexEnd < 0 ? "" : section.substring(indexEnd + 1));
        }
        String index = render(document);
        String refreshed = section.stripTrailing() + "\n\n" + index;
        return document.substring(0, targets) + refreshed + document.substring(sectionEnd);
    }

    /** The index of the sections' tables in {@code document}, outside its Targets section; empty when there are none. */
    static String render(String document) {
        MarkdownTable table = new MarkdownTable(HEADER);
        String section = "";
        boolean inTable = false;
        for (String line : document.split("\n")) {
            if (line.startsWith("## ")) {
                section = line.substring(3);
                inTable = false;
            } else if (!line.startsWith("|")) {
                inTable = false;
            } else if (isSectionTargetsHeader(line) && !section.equals(TARGETS_HEADING.substring(3))) {
                inTable = true;
            } else if (inTable && !line.startsWith("|---") && MarkdownTable.cells(line).size() >= 4) {
                List<String> cells = MarkdownTable.cells(line);
                List<String> row = new ArrayList<>(cells.subList(0, 4));
                row.add(cells.size() > 4 ? cells.get(4) : "");
                row.add(section);
                table.row(row);
            }
        }
        if (table.isEmpty()) {
            return "";
        }
        return HEADING + "\n\nEach section's own targets table, as that section was last written "
                + "(`met (within error)`: the figure meets the target but its interval reaches below it; "
                + "`**missed** (within error)`: the other way round).\n\n" + table.render() + "\n";
    }

    private static boolean isSectionTargetsHeader(String line) {
        List<String> cells = MarkdownTable.cells(line);
        return cells.size() >= 4 && cells.get(0).endsWith(" target") && !cells.get(0).equals(OWN_TABLE)
                && cells.get(1).equals("measured as");
    }

    /** Where a line that is exactly {@code heading} starts in {@code text}, or -1. */
    private static int headingAt(String text, String heading) {
        int at = text.startsWith(heading + "\n") ? 0 : text.indexOf("\n" + heading + "\n");
        return at <= 0 ? at : at + 1;
    }
}
