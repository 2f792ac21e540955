package dev.jumbo.bench.marshal.business;

/** Where an order stands: an enum, read back through {@code valueOf}. */
public enum OrderStatus { NEW, PAID, SHIPPED, DELIVERED, CANCELLED }
