package dev.jumbo.lang.emit;

import dev.jumbo.lang.type.JArray;
import dev.jumbo.lang.type.JPrimitive;
import dev.jumbo.lang.type.JType;
import dev.jumbo.lang.tree.ArrayInitializer;
import dev.jumbo.lang.tree.Expression;
import dev.jumbo.lang.tree.NewArray;
import java.util.ArrayList;
import java.util.List;

import static org.objectweb.asm.Opcodes.*;

/** Array creation with lengths or initializers. */
final class Arrays {
    private Arrays() {
    }

    static Bound creation(MethodContext m, NewArray creation) {
        JType type = Expressions.resolve(m, creation.type());
        if (!(type instanceof JArray array)) {
            throw m.error(creation.position(), "array creation needs an array type, not " + type.javaName());
        }
        if (creation.initializer() != null) {
            if (!creation.dimensions().isEmpty()) {
                throw m.error(creation.position(), "an array creation has either lengths or an initializer, not both");
            }
            return initializer(m, creation.initializer(), array);
        }
        if (creation.dimensions().isEmpty()) {
            throw m.error(creation.position(), "array creation needs a length or an initializer");
        }
        List<Bound> lengths = new ArrayList<>();
        for (Expression dimension : creation.dimensions()) {
            lengths.add(Operators.intIndex(m, dimension, "an array length"));
        }
        return Bound.of(array, new Creation(array, lengths));
    }

    /** {@code new T[n]...}: the lengths, then the creation; a named class, not a lambda: see the note in {@link Bound}. */
    private static final class Creation implements Bound.Emit {
        private final JArray array;
        private final List<Bound> lengths;

        Creation(JArray array, List<Bound> lengths) {
            this.array = array;
            this.lengths = lengths;
        }

        @Override
        public void to(MethodContext e) {
            for (Bound length : lengths) {
                length.emit(e);
            }
            if (lengths.size() == 1) {
                newArray(e.assembler, array.element());
            } else {
                e.assembler.visitMultiANewArrayInsn(array.descriptor(), lengths.size());
            }
        }
    }

    static Bound initializer(MethodContext m, ArrayInitializer initializer, JArray array) {
        List<Bound> elements = new ArrayList<>();
        for (Expression element : initializer.elements()) {
            elements.add(Expressions.assignable(m, element, array.element(), "an array element"));
        }
        return Bound.of(array, e -> {
            e.assembler.integer(elements.size());
            newArray(e.assembler, array.element());
            for (int i = 0; i < elements.size(); i++) {
                e.assembler.visitInsn(DUP);
                e.assembler.integer(i);
                elements.get(i).emit(e);
                e.assembler.visitInsn(Assembler.opcode(array.element(), IASTORE));
            }
        });
    }

    /** With a length on the stack, creates a one-dimensional array of {@code element}. */
    static void newArray(Assembler assembler, JType element) {
        if (element instanceof JPrimitive p) {
            assembler.visitIntInsn(NEWARRAY, p.arrayCode());
        } else {
            assembler.visitTypeInsn(ANEWARRAY, element instanceof JArray ? element.descriptor() : element.internalName());
        }
    }
}
