package dev.jumbo.spark.samples;

/** An enum, one constant with a body of its own (its class is not the enum's: streams must name the enum). */
public enum Category {
    BOOKS,
    GAMES,
    TOOLS {
        @Override
        public boolean taxed() {
            return false;
        }
    };

    public boolean taxed() {
        return true;
    }
}
