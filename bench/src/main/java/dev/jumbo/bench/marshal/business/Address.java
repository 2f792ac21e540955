package dev.jumbo.bench.marshal.business;

import java.io.Serializable;

/** A postal address; a customer's billing and shipping addresses are often the same object. */
public final class Address implements Serializable {
    private static final long serialVersionUID = 1L;

    private final String street;
    private final String city;
    private final String postalCode;
    private final String country;

    public Address(String street, String city, String postalCode, String country) {
        this.street = street;
        this.city = city;
        this.postalCode = postalCode;
        this.country = country;
    }
}
