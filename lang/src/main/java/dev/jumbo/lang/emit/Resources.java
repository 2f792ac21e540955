package dev.jumbo.lang.emit;

import dev.jumbo.lang.lower.ResourceLowering;
import dev.jumbo.lang.type.JType;
import dev.jumbo.lang.type.LoadedClass;
import dev.jumbo.lang.type.Types;
import dev.jumbo.lang.tree.*;
import java.util.List;

/**
 * try-with-resources: lowered by {@link ResourceLowering} (JLS 14.20.3), whose blocks are emitted here as the
 * statements they are, with one check between a resource's declaration and the rest: its type must be an
 * {@code AutoCloseable} (known once the declaration, perhaps a {@code var}, is typed).
 */
final class Resources {
    private static final JType AUTO_CLOSEABLE = LoadedClass.classOf(AutoCloseable.class);

    private Resources() {
    }

    static void emit(MethodContext m, Try s) {
        Statement malformed = ResourceLowering.malformed(s);
        if (malformed != null) {
            throw m.error(malformed.position(), "a resource must be a variable declaration with an initializer or a "
                    + "variable");
        }
        ResourceLowering.Level lowered = ResourceLowering.lower(s, () -> m.owner.syntheticName(""));
        Statement enclosing = ResourceLowering.enclosing(s, lowered);
        if (enclosing instanceof Try outer) {
            TryStatements.emit(m, outer, () -> inBlock(m, lowered));
        } else {
            asStatement(m, lowered);
        }
    }

    /** A resource's block as a statement: where it is reached, then {@link #emit(MethodContext, ResourceLowering.Level)}. */
    private static void asStatement(MethodContext m, ResourceLowering.Level level) {
        Statements.start(m, level.position());
        emit(m, level);
    }

    /** A resource's block as the only statement of a block. */
    private static void inBlock(MethodContext m, ResourceLowering.Level level) {
        Scope scope = m.scope;
        int slot = m.nextSlot();
        asStatement(m, level);
        m.restore(scope, slot);
    }

    private static void emit(MethodContext m, ResourceLowering.Level level) {
        Scope scope = m.scope;
        int slot = m.nextSlot();
        Statements.emit(m, level.declaration());
        Local resource = m.scope.lookup(level.name());
        if (!Types.isReferenceAssignable(resource.type(), AUTO_CLOSEABLE)) {
            throw m.error(level.declaration().position(), "incompatible types: try-with-resources needs an "
                    + "AutoCloseable, but " + level.name() + " is " + resource.type().javaName());
        }
        Statements.emit(m, level.primary());
        Try guarded = level.guarded();
        Statements.start(m, guarded.position());
        TryStatements.emit(m, guarded, () -> {
            if (level.next() != null) {
                inBlock(m, level.next());
            } else {
                Statements.block(m, List.of(guarded.body()));
            }
        });
        m.restore(scope, slot);
    }
}
