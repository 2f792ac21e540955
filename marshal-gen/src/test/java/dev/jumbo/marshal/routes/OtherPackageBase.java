package dev.jumbo.marshal.routes;

import java.io.Serializable;

/**
 * Superclasses in another package than ReadRoutesTest's classes: their package-private
 * readResolve is not inherited there, their protected one is; their constructors decide whether
 * a serializable subclass has a valid serialization constructor.
 */
public final class OtherPackageBase {
    private OtherPackageBase() {
    }

    /** A serializable class with a package-private readResolve: not inherited outside this package. */
    public static class PackagePrivateResolve implements Serializable {
        Object readResolve() {
            return "package-private";
        }
    }

    /** A serializable class with a protected readResolve: inherited everywhere. */
    public static class ProtectedResolve implements Serializable {
        protected Object readResolve() {
            return "protected";
        }
    }

    /**
     * A non-serializable superclass whose no-arg constructor is package-private: not accessible
     * from other packages (its subclasses there call the public one).
     */
    public static class PackagePrivateConstructor {
        PackagePrivateConstructor() {
        }

        public PackagePrivateConstructor(int unused) {
        }
    }

    /** A non-serializable superclass whose no-arg constructor is protected: accessible from subclasses anywhere. */
    public static class ProtectedConstructor {
        public final String initializedBy;

        protected ProtectedConstructor() {
            initializedBy = "ProtectedConstructor()";
        }
    }
}
