package dev.jumbo.spark;

import dev.jumbo.marshal.JumboObjectInputStream;
import dev.jumbo.marshal.Options;
import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectStreamClass;

/**
 * A {@link JumboObjectInputStream} whose classes are resolved in one class loader
 * ({@link LoaderResolution}), as in Spark's {@code JavaDeserializationStream}: the reader's only
 * difference from the plain Jumbo stream is where classes come from.
 */
final class SparkObjectInputStream extends JumboObjectInputStream {
    private final LoaderResolution resolution;

    SparkObjectInputStream(InputStream in, LoaderResolution resolution, Options options) throws IOException {
        super(in, options);
        this.resolution = resolution;
    }

    @Override
    protected Class<?> resolveClass(ObjectStreamClass descriptor) throws ClassNotFoundException {
        return resolution.resolveClass(descriptor.getName());
    }

    @Override
    protected Class<?> resolveProxyClass(String[] interfaceNames) throws ClassNotFoundException {
        return resolution.resolveProxyClass(interfaceNames);
    }
}
