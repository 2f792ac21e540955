package dev.jumbo.compiler.cli;

/** Prints the version line of a Jumbo tool named by the first argument; used by {@code bin/jjava --version}. */
public final class VersionMain {
    private VersionMain() {
    }

    public static void main(String[] arguments) {
        String tool = arguments.length > 0 ? arguments[0] : "jumbo";
        System.out.println(tool + " " + VersionProvider.projectVersion() + " (Java " + Runtime.version() + ")");
    }
}
