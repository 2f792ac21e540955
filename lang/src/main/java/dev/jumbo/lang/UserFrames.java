package dev.jumbo.lang;

import java.util.ArrayList;
import java.util.List;

/**
 * Puts the generator's own frames first in a {@link CodeException} that leaves {@link Code}. An error found
 * while checking or emitting is thrown some 35 frames deep in {@code dev.jumbo.lang.emit}, which a user
 * reading an uncaught exception must scroll past to find the {@code .jjava} line that called
 * {@code defineClass}. The exception that leaves {@code Code} is therefore a new one with the same message and
 * source line, whose trace is the caller's (the back end's frames dropped; the {@code Code} call itself stays). With
 * {@code -Djumbo.internalTrace=true} its cause is the exception as thrown, with every internal frame, for whoever
 * debugs lang; without, its cause is that exception's own (what an evaluated fragment threw), so that an uncaught
 * error prints as the compiler's would, plus the caller's frames.
 */
final class UserFrames {
    /** Where lang's implementation lives: the back end's packages (ending in a dot) and classes. */
    private static final List<String> INTERNAL = List.of("dev.jumbo.lang.emit.", "dev.jumbo.lang.type.",
            "dev.jumbo.lang.define.", "dev.jumbo.lang.show.", "dev.jumbo.lang.tree.",
            "dev.jumbo.lang.DefaultBackend", "dev.jumbo.lang.Backend", UserFrames.class.getName(),
            CodeException.class.getName());

    private UserFrames() {
    }

    /** The exception to rethrow for {@code internal}: the same error, with the caller's frames first. */
    static CodeException withCallerFrames(CodeException internal) {
        // lang's own frames matter to whoever debugs lang, who asks for them: -Djumbo.internalTrace=true
        CodeException shown = internal.withCause(Boolean.getBoolean("jumbo.internalTrace") ? internal : internal.getCause());
        List<StackTraceElement> kept = new ArrayList<>();
        for (StackTraceElement frame : shown.getStackTrace()) {
            if (!isInternal(frame.getClassName())) {
                kept.add(frame);
            }
        }
        shown.setStackTrace(kept.toArray(StackTraceElement[]::new));
        return shown;
    }

    private static boolean isInternal(String className) {
        for (String internal : INTERNAL) {
            boolean isPackage = internal.endsWith(".");
            if (isPackage ? className.startsWith(internal)
                    : className.equals(internal) || className.startsWith(internal + "$")) {
                return true;
            }
        }
        return false;
    }
}
