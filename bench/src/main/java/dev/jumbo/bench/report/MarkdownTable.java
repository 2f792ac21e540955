package dev.jumbo.bench.report;

import java.util.ArrayList;
import java.util.List;

/** A Markdown table: a header row, then rows of cells; numbers are right-aligned. */
final class MarkdownTable {
    private final List<String> header;
    private final List<List<String>> rows = new ArrayList<>();

    MarkdownTable(List<String> header) {
        this.header = List.copyOf(header);
    }

    MarkdownTable row(List<String> cells) {
        if (cells.size() != header.size()) {
            throw new IllegalArgumentException("row has " + cells.size() + " cells, header " + header.size());
        }
        rows.add(List.copyOf(cells));
        return this;
    }

    /** The cells of a rendered row, trimmed; a {@code \|} inside a cell does not split it. */
    static List<String> cells(String row) {
        String inner = row.substring(1, row.endsWith("|") ? row.length() - 1 : row.length());
        List<String> cells = new ArrayList<>();
        for (String cell : inner.split("(?<!\\\\)\\|", -1)) {
            cells.add(cell.trim());
        }
        return cells;
    }

    boolean isEmpty() {
        return rows.isEmpty();
    }

    String render() {
        StringBuilder out = new StringBuilder();
        out.append("| ").append(String.join(" | ", header)).append(" |\n|");
        for (int column = 0; column < header.size(); column++) {
            out.append(column == 0 ? "---|" : "---:|");
        }
        out.append('\n');
        for (List<String> row : rows) {
            out.append("| ").append(String.join(" | ", row)).append(" |\n");
        }
        return out.toString();
    }
}
