package dev.jumbo.lang.emit;

import dev.jumbo.lang.Code;
import dev.jumbo.lang.tree.ClassDeclaration;
import dev.jumbo.lang.tree.Lambda;
import dev.jumbo.lang.tree.LocalClass;
import dev.jumbo.lang.tree.MethodReference;
import dev.jumbo.lang.tree.New;
import dev.jumbo.lang.tree.Synchronized;
import dev.jumbo.lang.tree.Try;
import dev.jumbo.lang.tree.TypeNode;
import java.lang.invoke.MethodHandle;
import java.util.List;

/**
 * Whether the arms of a switch expression hold an exception handler ({@code try}, {@code synchronized}),
 * nested expressions included: a handler starts with an empty operand stack, so the values waiting
 * below the switch expression must be stored before it ({@link Switches}), and below every switch
 * expression around it. Lambda bodies and class bodies are methods of their own and are not walked.
 */
final class Handlers {
    private Handlers() {
    }

    static boolean in(Object node) {
        if (node == null || node instanceof TypeNode || node instanceof Lambda || node instanceof MethodReference
                || node instanceof LocalClass || node instanceof ClassDeclaration) {
            return false;
        }
        if (node instanceof Try || node instanceof Synchronized) {
            return true;
        }
        if (node instanceof List<?> list) {
            for (Object element : list) {
                if (in(element)) {
                    return true;
                }
            }
            return false;
        }
        if (node instanceof Code code) {
            return in(code.nodes());
        }
        if (node instanceof New creation) {
            return in(creation.outer()) || in(creation.arguments());
        }
        for (MethodHandle component : Captures.components(node.getClass())) {
            try {
                if (in(component.invoke(node))) {
                    return true;
                }
            } catch (Throwable e) {
                throw new IllegalStateException(e);
            }
        }
        return false;
    }
}
