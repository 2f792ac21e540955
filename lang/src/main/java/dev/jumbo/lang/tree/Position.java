package dev.jumbo.lang.tree;

/** Source positions packed into one {@code int}: {@code line * 4096 + min(column, 4095)}. */
public final class Position {
    private static final int COLUMNS = 4096;

    private Position() {
    }

    public static int of(int line, int column) {
        return line * COLUMNS + Math.min(column, COLUMNS - 1);
    }

    public static int line(int position) {
        return position / COLUMNS;
    }

    public static int column(int position) {
        return position % COLUMNS;
    }
}
