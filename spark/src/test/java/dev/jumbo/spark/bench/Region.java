package dev.jumbo.spark.bench;

/** Where a sale was made. */
public enum Region {
    NORTH, SOUTH, EAST, WEST, ONLINE
}
