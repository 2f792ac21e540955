package dev.jumbo.lang.emit;

import dev.jumbo.lang.type.JNull;
import dev.jumbo.lang.type.JPrimitive;
import dev.jumbo.lang.type.JType;
import dev.jumbo.lang.type.Types;
import dev.jumbo.lang.tree.Binary;
import dev.jumbo.lang.tree.BinaryOperator;
import dev.jumbo.lang.tree.Expression;
import java.util.ArrayList;
import java.util.List;
import org.objectweb.asm.Handle;

import static org.objectweb.asm.Opcodes.*;

/** String concatenation through {@code StringConcatFactory.makeConcatWithConstants}, as javac does. */
final class StringConcat {
    private static final Handle FACTORY = new Handle(H_INVOKESTATIC, "java/lang/invoke/StringConcatFactory",
            "makeConcatWithConstants", "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;"
            + "Ljava/lang/invoke/MethodType;Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/invoke/CallSite;", false);
    private static final int MAX_ARGUMENTS = 190;

    private StringConcat() {
    }

    /** Whether {@code left + right} is a concatenation. */
    static boolean isConcat(Bound left, Bound right) {
        return left.type.equals(Types.STRING) || right.type.equals(Types.STRING);
    }

    /** The operands of a left-deep chain of {@code +} starting at a concatenation. */
    static Bound concat(MethodContext m, List<Bound> parts, int position) {
        List<Bound> flat = new ArrayList<>();
        for (Bound part : parts) {
            if (part.type == JPrimitive.VOID) {
                throw m.error(position, "a void call cannot be concatenated");
            }
            flat.add(part);
        }
        if (flat.size() > MAX_ARGUMENTS) {
            throw m.error(position, "unsupported construct: a string concatenation of more than " + MAX_ARGUMENTS
                    + " operands");
        }
        StringBuilder recipe = new StringBuilder();
        StringBuilder descriptor = new StringBuilder("(");
        List<Bound> arguments = new ArrayList<>();
        for (Bound part : flat) {
            if (part.constant != null && !(part.constant instanceof String s && (s.indexOf('\1') >= 0 || s.indexOf('\2') >= 0))) {
                recipe.append(part.constant);
                continue;
            }
            recipe.append('\1');
            JType type = part.type == JNull.INSTANCE ? Types.OBJECT : part.type;
            descriptor.append(type.descriptor());
            arguments.add(part);
        }
        descriptor.append(")Ljava/lang/String;");
        String recipeText = recipe.toString();
        String descriptorText = descriptor.toString();
        if (arguments.isEmpty()) {
            return Bound.constant(Types.STRING, recipeText);
        }
        return Bound.of(Types.STRING, new Concatenation(arguments, descriptorText, recipeText));
    }

    /** The {@code invokedynamic} of a concatenation; a named class, not a lambda: see the note in {@link Bound}. */
    private static final class Concatenation implements Bound.Emit {
        private final List<Bound> arguments;
        private final String descriptor;
        private final String recipe;

        Concatenation(List<Bound> arguments, String descriptor, String recipe) {
            this.arguments = arguments;
            this.descriptor = descriptor;
            this.recipe = recipe;
        }

        @Override
        public void to(MethodContext e) {
            for (Bound argument : arguments) {
                argument.emit(e);
            }
            e.assembler.visitInvokeDynamicInsn("makeConcatWithConstants", descriptor, FACTORY, recipe);
        }
    }

    /** Gathers {@code a + b + c} into its parts while the chain stays a concatenation. */
    static List<Bound> parts(MethodContext m, Binary binary) {
        List<Bound> parts = new ArrayList<>();
        Bound left;
        if (binary.left() instanceof Binary inner && inner.operator() == BinaryOperator.ADD) {
            List<Bound> innerParts = parts(m, inner);
            left = innerParts.size() == 1 ? innerParts.get(0) : null;
            if (left == null) {
                parts.addAll(innerParts);
            }
        } else {
            left = Expressions.value(m, binary.left(), null);
        }
        Bound right = Expressions.value(m, binary.right(), null);
        if (left != null) {
            if (!isConcat(left, right)) {
                parts.add(Operators.arithmetic(m, binary, left, right));
                return parts;
            }
            parts.add(left);
        }
        parts.add(right);
        return parts;
    }

    static Expression unwrap(Expression e) {
        return e;
    }
}
