package dev.jumbo.examples.marshaldemo;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A plain-text table with aligned columns: a column whose cells are all figures is
 * right-aligned, any other left-aligned. Protocol: {@code new TextTable(headers) (row(cells))* print(out)}.
 */
public final class TextTable {
  private static final String INDENT = "  ";
  private static final String GAP = "  ";
  /** A figure: digits with separators, maybe a sign, a decimal point and a unit. */
  private static final Pattern FIGURE = Pattern.compile("-?[0-9][0-9,]*(\\.[0-9]+)?[×%]?|-");

  private final List<String[]> rows = new ArrayList<>();

  public TextTable(String... headers) {
    rows.add(headers.clone());
  }

  public TextTable row(String... cells) {
    if (cells.length != rows.get(0).length) {
      throw new IllegalArgumentException(
          "a row of " + cells.length + " cells in a table of " + rows.get(0).length + " columns: " + Arrays.toString(cells));
    }
    rows.add(cells.clone());
    return this;
  }

  public void print(PrintStream out) {
    int[] widths = new int[rows.get(0).length];
    for (String[] row : rows) {
      for (int column = 0; column < row.length; column++) {
        widths[column] = Math.max(widths[column], row[column].length());
      }
    }
    boolean[] rightAligned = new boolean[widths.length];
    for (int column = 0; column < widths.length; column++) {
      final int index = column;
      rightAligned[column] = rows.size() > 1
          && rows.subList(1, rows.size()).stream().allMatch(row -> FIGURE.matcher(row[index]).matches());
    }
    printRow(out, rows.get(0), widths, rightAligned);
    String[] rule = new String[widths.length];
    for (int column = 0; column < widths.length; column++) {
      rule[column] = "-".repeat(widths[column]);
    }
    printRow(out, rule, widths, rightAligned);
    for (String[] row : rows.subList(1, rows.size())) {
      printRow(out, row, widths, rightAligned);
    }
  }

  private static void printRow(PrintStream out, String[] cells, int[] widths, boolean[] rightAligned) {
    StringBuilder line = new StringBuilder(INDENT);
    for (int column = 0; column < cells.length; column++) {
      String cell = cells[column];
      String padding = " ".repeat(widths[column] - cell.length());
      line.append(rightAligned[column] ? padding + cell : cell + padding);
      if (column < cells.length - 1) {
        line.append(GAP);
      }
    }
    out.println(line.toString().stripTrailing());
  }
}
