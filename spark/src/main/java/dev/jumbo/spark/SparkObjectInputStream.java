package dev.jumbo.spark;

import dev.jumbo.marshal.JumboObjectInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * A {@link JumboObjectInputStream} whose classes are resolved in one class loader
 * ({@link LoaderResolution}), as in Spark's {@code JavaDeserializationStream}: the reader's only
 * difference from the plain Jumbo stream is where classes come from. Classes by name through
 * the options' loader; proxy classes here, as Spark makes them.
 */
final class SparkObjectInputStream extends JumboObjectInputStream {
    private final LoaderResolution resolution;

    SparkObjectInputStream(InputStream in, LoaderResolution resolution) throws IOException {
        super(in, resolution.options());
        this.resolution = resolution;
    }

    @Override
    protected Class<?> resolveProxyClass(String[] interfaceNames) throws ClassNotFoundException {
        return resolution.resolveProxyClass(interfaceNames);
    }
}
