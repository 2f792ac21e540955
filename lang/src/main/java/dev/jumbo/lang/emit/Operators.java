package dev.jumbo.lang.emit;

import dev.jumbo.lang.type.JNull;
import dev.jumbo.lang.type.JPrimitive;
import dev.jumbo.lang.type.JType;
import dev.jumbo.lang.type.LeastUpperBound;
import dev.jumbo.lang.type.Types;
import dev.jumbo.lang.tree.Assign;
import dev.jumbo.lang.tree.Binary;
import dev.jumbo.lang.tree.BinaryOperator;
import dev.jumbo.lang.tree.Conditional;
import dev.jumbo.lang.tree.Expression;
import dev.jumbo.lang.tree.Unary;
import dev.jumbo.lang.tree.UnaryOperator;
import java.util.List;
import org.objectweb.asm.Label;

import static org.objectweb.asm.Opcodes.*;

/** Unary, binary, assignment and conditional operators (JLS 15.14–15.26). */
final class Operators {
    private Operators() {
    }

    static Bound intIndex(MethodContext m, Expression expression, String what) {
        Bound bound = Expressions.value(m, expression, null);
        JPrimitive promoted = Types.unaryPromotion(bound.type);
        if (promoted != JPrimitive.INT) {
            throw m.error(expression.position(), "type mismatch: " + what + " needs int, but the expression is "
                    + bound.type.javaName());
        }
        return Bound.converted(bound, JPrimitive.INT);
    }

    static Bound condition(MethodContext m, Expression expression) {
        Bound bound = Expressions.value(m, expression, JPrimitive.BOOLEAN);
        if (Types.unboxedOrSelf(bound.type) != JPrimitive.BOOLEAN) {
            throw m.error(expression.position(), "type mismatch: a condition needs boolean, but the expression is "
                    + bound.type.javaName());
        }
        return bound;
    }

    // ---- unary

    static Bound unary(MethodContext m, Unary unary) {
        UnaryOperator op = unary.operator();
        if (op.isIncrementOrDecrement()) {
            return increment(m, unary);
        }
        if (op == UnaryOperator.NOT) {
            Bound operand = condition(m, unary.operand());
            if (operand.constant instanceof Boolean b) {
                return Bound.constant(JPrimitive.BOOLEAN, !b);
            }
            Bound negated = Bound.condition(new Negation(operand));
            negated.whenTrue = operand.whenFalse;
            negated.whenFalse = operand.whenTrue;
            return negated;
        }
        Bound operand = Expressions.value(m, unary.operand(), null);
        JPrimitive type = Types.unaryPromotion(operand.type);
        if (type == null || (op == UnaryOperator.COMPLEMENT && !type.isIntegral())) {
            throw m.error(unary.position(), "type mismatch: the operator " + op.symbol() + " needs a number"
                    + (op == UnaryOperator.COMPLEMENT ? " of integral type" : "") + ", but the operand is "
                    + operand.type.javaName());
        }
        if (operand.constant != null && !(operand.constant instanceof Boolean)) {
            Object value = Folding.castConstant(operand.constant, type);
            Object folded = op == UnaryOperator.PLUS ? value : op == UnaryOperator.MINUS ? Folding.negate(value)
                    : type == JPrimitive.INT ? (Object) ~(Integer) value : (Object) ~(Long) value;
            return Bound.constant(type, folded);
        }
        return Bound.of(type, e -> {
            operand.emit(e);
            e.assembler.convert(operand.type, type);
            if (op == UnaryOperator.MINUS) {
                e.assembler.visitInsn(Assembler.opcode(type, INEG));
            } else if (op == UnaryOperator.COMPLEMENT) {
                e.assembler.constant(type == JPrimitive.LONG ? (Object) (-1L) : (Object) (-1), type);
                e.assembler.visitInsn(Assembler.opcode(type, IXOR));
            }
        });
    }

    private static Bound increment(MethodContext m, Unary unary) {
        Place place = Expressions.placeOf(m, unary.operand());
        checkWritable(m, place, unary.position());
        JType type = place.type();
        JPrimitive primitive = Types.unaryPromotion(type);
        if (primitive == null) {
            throw m.error(unary.position(), "type mismatch: " + unary.operator().symbol() + " needs a numeric variable, "
                    + "but the variable is " + type.javaName());
        }
        boolean add = unary.operator() == UnaryOperator.PRE_INCREMENT || unary.operator() == UnaryOperator.POST_INCREMENT;
        boolean post = unary.operator().isPostfix();
        return Bound.of(type, new Increment(place, type, primitive, add, post ? 1 : 2),
                new Increment(place, type, primitive, add, 0));
    }

    /** {@code !operand}: its branch with the sense reversed. A named class, not a lambda: see {@link Bound}. */
    private static final class Negation implements Bound.Branch {
        private final Bound operand;

        Negation(Bound operand) {
            this.operand = operand;
        }

        @Override
        public void to(MethodContext e, Label target, boolean when) {
            operand.branch(e, target, !when);
        }
    }

    /** {@code ++} or {@code --} of a place. A named class, not a lambda: see the note in {@link Bound}. */
    private static final class Increment implements Bound.Emit {
        private final Place place;
        private final JType type;
        private final JPrimitive primitive;
        private final boolean add;
        private final int keep;

        Increment(Place place, JType type, JPrimitive primitive, boolean add, int keep) {
            this.place = place;
            this.type = type;
            this.primitive = primitive;
            this.add = add;
            this.keep = keep;
        }

        @Override
        public void to(MethodContext e) {
            incrementCode(e, place, type, primitive, add, keep);
        }
    }

    /** keep: 0 none, 1 the old value, 2 the new value. */
    private static void incrementCode(MethodContext e, Place place, JType type, JPrimitive primitive, boolean add, int keep) {
        if (keep == 0 && type == JPrimitive.INT && isLocal(place)) {
            Local local = localOf(place);
            e.assembler.visitIincInsn(local.slot(), add ? 1 : -1);
            return;
        }
        int prepared = place.prepare(e);
        if (prepared == 1) {
            e.assembler.visitInsn(DUP);
        } else if (prepared == 2) {
            e.assembler.visitInsn(DUP2);
        }
        place.load(e);
        if (keep == 1) {
            e.assembler.dupUnder(type, prepared);
        }
        e.assembler.convert(type, primitive);
        e.assembler.constant(one(primitive), primitive);
        e.assembler.visitInsn(Assembler.opcode(primitive, add ? IADD : ISUB));
        convertBack(e.assembler, primitive, type);
        if (keep == 2) {
            e.assembler.dupUnder(type, prepared);
        }
        place.store(e);
    }

    private static boolean isLocal(Place place) {
        return localOf(place) != null;
    }

    private static Local localOf(Place place) {
        return place instanceof LocalPlace local ? local.local() : null;
    }

    private static Object one(JPrimitive type) {
        if (type == JPrimitive.LONG) {
            return 1L;
        } else if (type == JPrimitive.FLOAT) {
            return 1f;
        } else if (type == JPrimitive.DOUBLE) {
            return 1d;
        }
        return 1;
    }

    /** Checks a compound assignment or increment, which reads the variable too. */
    static void checkWritable(MethodContext m, Place place, int position) {
        String reason = place.readOnlyReason();
        if (reason != null) {
            throw m.error(position, reason);
        }
        if (place instanceof LocalPlace local) {
            Definite.checkAssigned(m, local.local(), position);
            local.local().reassigned = true;
        }
    }

    // ---- binary

    static Bound binary(MethodContext m, Binary binary) {
        BinaryOperator op = binary.operator();
        if (op == BinaryOperator.ADD) {
            List<Bound> parts = StringConcat.parts(m, binary);
            return parts.size() == 1 ? parts.get(0) : StringConcat.concat(m, parts, binary.position());
        }
        if (op.isConditional()) {
            boolean and = op == BinaryOperator.CONDITIONAL_AND;
            Bound left = condition(m, binary.left());
            java.util.BitSet afterLeft = Definite.snapshot(m);
            // The right operand runs only when the left is true (&&) or false (||).
            Definite.restore(m, and ? left.whenTrue : left.whenFalse);
            Bound right = condition(m, binary.right());
            java.util.BitSet afterRight = Definite.snapshot(m);
            Definite.restore(m, afterLeft);
            Bound result = Bound.condition(new ConditionalJumps(and, left, right));
            java.util.BitSet rightTrue = right.whenTrue != null ? right.whenTrue : afterRight;
            java.util.BitSet rightFalse = right.whenFalse != null ? right.whenFalse : afterRight;
            java.util.BitSet leftTrue = left.whenTrue != null ? left.whenTrue : afterLeft;
            java.util.BitSet leftFalse = left.whenFalse != null ? left.whenFalse : afterLeft;
            result.whenTrue = and ? rightTrue : Definite.join(leftTrue, rightTrue);
            result.whenFalse = and ? Definite.join(leftFalse, rightFalse) : rightFalse;
            return result;
        }
        Bound left = Expressions.value(m, binary.left(), null);
        Bound right = Expressions.value(m, binary.right(), null);
        if (op.isRelational() || op.isEquality()) {
            return comparison(m, binary, left, right);
        }
        return arithmetic(m, binary, left, right);
    }

    /** The jumps of {@code a && b} and {@code a || b}; a named class, not a lambda: see the note in {@link Bound}. */
    private static final class ConditionalJumps implements Bound.Branch {
        private final boolean and;
        private final Bound left;
        private final Bound right;

        ConditionalJumps(boolean and, Bound left, Bound right) {
            this.and = and;
            this.left = left;
            this.right = right;
        }

        @Override
        public void to(MethodContext e, Label target, boolean when) {
            if (and != when) {
                // (a && b) jumps when false if a is false or b is false; (a || b) jumps when true likewise.
                left.branch(e, target, when);
                right.branch(e, target, when);
            } else {
                Label skip = new Label();
                left.branch(e, skip, !when);
                right.branch(e, target, when);
                e.assembler.visitLabel(skip);
            }
        }
    }

    /** Arithmetic, shift and bitwise operators on numbers, and the logical {@code & ^ |} on booleans. */
    static Bound arithmetic(MethodContext m, Binary binary, Bound left, Bound right) {
        BinaryOperator op = binary.operator();
        if (op.isBitwise() && Types.unboxedOrSelf(left.type) == JPrimitive.BOOLEAN
                && Types.unboxedOrSelf(right.type) == JPrimitive.BOOLEAN) {
            return Bound.of(JPrimitive.BOOLEAN, e -> {
                left.emit(e);
                e.assembler.convert(left.type, JPrimitive.BOOLEAN);
                right.emit(e);
                e.assembler.convert(right.type, JPrimitive.BOOLEAN);
                e.assembler.visitInsn(op == BinaryOperator.AND ? IAND : op == BinaryOperator.OR ? IOR : IXOR);
            });
        }
        if (op.isShift()) {
            JPrimitive type = Types.unaryPromotion(left.type);
            JPrimitive distance = Types.unaryPromotion(right.type);
            if (type == null || distance == null || !type.isIntegral() || !distance.isIntegral()) {
                throw mismatch(m, binary, left, right, "integral numbers");
            }
            if (left.constant != null && right.constant != null) {
                Object folded = type == JPrimitive.INT ? Folding.binary(op, left.constant, right.constant, type) : null;
                if (folded != null) {
                    return Bound.constant(type, folded);
                }
            }
            return Bound.of(type, e -> {
                left.emit(e);
                e.assembler.convert(left.type, type);
                right.emit(e);
                e.assembler.convert(right.type, JPrimitive.INT);
                e.assembler.visitInsn(Assembler.opcode(type, op == BinaryOperator.SHIFT_LEFT ? ISHL
                        : op == BinaryOperator.SHIFT_RIGHT ? ISHR : IUSHR));
            });
        }
        JPrimitive type = Types.binaryPromotion(left.type, right.type);
        if (type == null || (op.isBitwise() && !type.isIntegral())) {
            throw mismatch(m, binary, left, right, op.isBitwise() ? "integral numbers or booleans" : "numbers");
        }
        if (left.constant != null && right.constant != null) {
            Object folded = Folding.binary(op, left.constant, right.constant, type);
            if (folded != null) {
                return Bound.constant(type, folded);
            }
        }
        int opcode = switch (op) {
            case ADD -> IADD;
            case SUBTRACT -> ISUB;
            case MULTIPLY -> IMUL;
            case DIVIDE -> IDIV;
            case REMAINDER -> IREM;
            case AND -> IAND;
            case OR -> IOR;
            default -> IXOR;
        };
        return Bound.of(type, new Arithmetic(left, right, type, opcode));
    }

    /** A binary numeric operation; a named class, not a lambda: see the note in {@link Bound}. */
    private static final class Arithmetic implements Bound.Emit {
        private final Bound left;
        private final Bound right;
        private final JPrimitive type;
        private final int opcode;

        Arithmetic(Bound left, Bound right, JPrimitive type, int opcode) {
            this.left = left;
            this.right = right;
            this.type = type;
            this.opcode = opcode;
        }

        @Override
        public void to(MethodContext e) {
            left.emit(e);
            e.assembler.convert(left.type, type);
            right.emit(e);
            e.assembler.convert(right.type, type);
            e.assembler.visitInsn(Assembler.opcode(type, opcode));
        }
    }

    private static dev.jumbo.lang.CodeException mismatch(MethodContext m, Binary binary, Bound left, Bound right,
                                                          String needed) {
        return m.error(binary.position(), "type mismatch: the operator " + binary.operator().symbol() + " needs "
                + needed + ", but the operands are " + left.type.javaName() + " and " + right.type.javaName());
    }

    private static Bound comparison(MethodContext m, Binary binary, Bound left, Bound right) {
        BinaryOperator op = binary.operator();
        JPrimitive numeric = Types.binaryPromotion(left.type, right.type);
        boolean bothReferences = left.type.isReference() && right.type.isReference();
        if (op.isEquality() && bothReferences) {
            if (!Types.isCastable(left.type, right.type) && !Types.isCastable(right.type, left.type)) {
                throw m.error(binary.position(), "incomparable types: " + left.type.javaName() + " and "
                        + right.type.javaName());
            }
            return Bound.condition(new ReferenceComparison(left, right, op == BinaryOperator.EQUAL));
        }
        if (op.isEquality() && Types.unboxedOrSelf(left.type) == JPrimitive.BOOLEAN
                && Types.unboxedOrSelf(right.type) == JPrimitive.BOOLEAN) {
            return Bound.condition((e, target, when) -> {
                left.emit(e);
                e.assembler.convert(left.type, JPrimitive.BOOLEAN);
                right.emit(e);
                e.assembler.convert(right.type, JPrimitive.BOOLEAN);
                e.assembler.visitJumpInsn((op == BinaryOperator.EQUAL) == when ? IF_ICMPEQ : IF_ICMPNE, target);
            });
        }
        if (numeric == null) {
            throw mismatch(m, binary, left, right, op.isEquality() ? "comparable operands" : "numbers");
        }
        return Bound.condition(new NumericComparison(left, right, numeric, op));
    }

    /** {@code ==} or {@code !=} of references; a named class, not a lambda: see the note in {@link Bound}. */
    private static final class ReferenceComparison implements Bound.Branch {
        private final Bound left;
        private final Bound right;
        private final boolean equal;

        ReferenceComparison(Bound left, Bound right, boolean equal) {
            this.left = left;
            this.right = right;
            this.equal = equal;
        }

        @Override
        public void to(MethodContext e, Label target, boolean when) {
            left.emit(e);
            right.emit(e);
            if (left.type == JNull.INSTANCE && right.type == JNull.INSTANCE) {
                e.assembler.visitInsn(POP);
                e.assembler.visitInsn(POP);
                if (equal == when) {
                    e.assembler.visitJumpInsn(GOTO, target);
                }
                return;
            }
            e.assembler.visitJumpInsn(equal == when ? IF_ACMPEQ : IF_ACMPNE, target);
        }
    }

    /** A comparison of numbers; a named class, not a lambda: see the note in {@link Bound}. */
    private static final class NumericComparison implements Bound.Branch {
        private final Bound left;
        private final Bound right;
        private final JPrimitive numeric;
        private final BinaryOperator op;

        NumericComparison(Bound left, Bound right, JPrimitive numeric, BinaryOperator op) {
            this.left = left;
            this.right = right;
            this.numeric = numeric;
            this.op = op;
        }

        @Override
        public void to(MethodContext e, Label target, boolean when) {
            left.emit(e);
            e.assembler.convert(left.type, numeric);
            right.emit(e);
            e.assembler.convert(right.type, numeric);
            BinaryOperator test = when ? op : negate(op);
            if (numeric == JPrimitive.INT) {
                e.assembler.visitJumpInsn(intCompare(test), target);
                return;
            }
            if (numeric == JPrimitive.LONG) {
                e.assembler.visitInsn(LCMP);
            } else {
                // NaN makes every comparison but != false: fcmpg/dcmpg give 1 on NaN, which fails < and <=.
                boolean greaterOnNaN = op == BinaryOperator.LESS || op == BinaryOperator.LESS_EQUAL;
                e.assembler.visitInsn(numeric == JPrimitive.FLOAT ? (greaterOnNaN ? FCMPG : FCMPL)
                        : (greaterOnNaN ? DCMPG : DCMPL));
            }
            e.assembler.visitJumpInsn(zeroCompare(test), target);
        }
    }

    /**
     * A simple assignment; with {@code type}, its value stays on the stack as that type, without, it is for
     * effect only. A named class, not a lambda: see the note in {@link Bound}.
     */
    private static final class Assignment implements Bound.Emit {
        private final Place place;
        private final Bound value;
        private final JType type;

        Assignment(Place place, Bound value, JType type) {
            this.place = place;
            this.value = value;
            this.type = type;
        }

        @Override
        public void to(MethodContext e) {
            int prepared = place.prepare(e);
            value.emit(e);
            if (type != null) {
                e.assembler.dupUnder(type, prepared);
            }
            place.store(e);
        }
    }

    private static BinaryOperator negate(BinaryOperator op) {
        return switch (op) {
            case LESS -> BinaryOperator.GREATER_EQUAL;
            case GREATER -> BinaryOperator.LESS_EQUAL;
            case LESS_EQUAL -> BinaryOperator.GREATER;
            case GREATER_EQUAL -> BinaryOperator.LESS;
            case EQUAL -> BinaryOperator.NOT_EQUAL;
            default -> BinaryOperator.EQUAL;
        };
    }

    private static int intCompare(BinaryOperator op) {
        return switch (op) {
            case LESS -> IF_ICMPLT;
            case GREATER -> IF_ICMPGT;
            case LESS_EQUAL -> IF_ICMPLE;
            case GREATER_EQUAL -> IF_ICMPGE;
            case EQUAL -> IF_ICMPEQ;
            default -> IF_ICMPNE;
        };
    }

    private static int zeroCompare(BinaryOperator op) {
        return switch (op) {
            case LESS -> IFLT;
            case GREATER -> IFGT;
            case LESS_EQUAL -> IFLE;
            case GREATER_EQUAL -> IFGE;
            case EQUAL -> IFEQ;
            default -> IFNE;
        };
    }

    // ---- assignment

    static Bound assign(MethodContext m, Assign assign) {
        Place place = Expressions.placeOf(m, assign.target());
        JType type = place.type();
        if (assign.operator() == null) {
            String reason = place.readOnlyReason();
            if (reason != null) {
                throw m.error(assign.position(), reason);
            }
            Bound value = Expressions.assignable(m, assign.value(), type, "the assignment");
            if (place instanceof LocalPlace local) {
                // The first assignment of a local declared without initializer keeps it effectively final.
                local.local().reassigned |= Definite.isAssigned(m, local.local());
                Definite.assign(m, local.local());
            }
            return Bound.of(type, new Assignment(place, value, type), new Assignment(place, value, null));
        }
        checkWritable(m, place, assign.position());
        Bound value = Expressions.value(m, assign.value(), null);
        BinaryOperator op = assign.operator();
        Bound.Emit operation;
        if (op == BinaryOperator.ADD && type.equals(Types.STRING)) {
            operation = e -> {
                e.assembler.visitInvokeDynamicInsn("makeConcatWithConstants", "(Ljava/lang/String;"
                        + (value.type == JNull.INSTANCE ? "Ljava/lang/Object;" : value.type.descriptor())
                        + ")Ljava/lang/String;", concatFactory(), "\1\1");
            };
            return compound(type, place, value, e -> value.emit(e), operation);
        }
        JPrimitive operandType;
        if (op.isShift()) {
            operandType = Types.unaryPromotion(type);
            JPrimitive distance = Types.unaryPromotion(value.type);
            if (operandType == null || distance == null || !operandType.isIntegral() || !distance.isIntegral()) {
                throw m.error(assign.position(), "type mismatch: " + op.symbol() + "= needs integral numbers, but the "
                        + "operands are " + type.javaName() + " and " + value.type.javaName());
            }
        } else if (op.isBitwise() && Types.unboxedOrSelf(type) == JPrimitive.BOOLEAN
                && Types.unboxedOrSelf(value.type) == JPrimitive.BOOLEAN) {
            operandType = JPrimitive.BOOLEAN;
        } else {
            operandType = Types.binaryPromotion(type, value.type);
            if (operandType == null || (op.isBitwise() && !operandType.isIntegral()) || op.isRelational()
                    || op.isEquality() || op.isConditional()) {
                throw m.error(assign.position(), "type mismatch: " + op.symbol() + "= cannot combine "
                        + type.javaName() + " and " + value.type.javaName());
            }
        }
        JPrimitive valueTarget = op.isShift() ? JPrimitive.INT : operandType;
        int opcode = switch (op) {
            case ADD -> IADD;
            case SUBTRACT -> ISUB;
            case MULTIPLY -> IMUL;
            case DIVIDE -> IDIV;
            case REMAINDER -> IREM;
            case AND -> IAND;
            case OR -> IOR;
            case XOR -> IXOR;
            case SHIFT_LEFT -> ISHL;
            case SHIFT_RIGHT -> ISHR;
            default -> IUSHR;
        };
        JPrimitive stackType = operandType == JPrimitive.BOOLEAN ? JPrimitive.INT : operandType;
        return compound(type, place, value, new NumericOperand(type, operandType, value, valueTarget),
                new NumericOperation(stackType, opcode, operandType, type));
    }

    /** The variable's value, on the stack, promoted; then the right operand. See the note in {@link Bound}. */
    private static final class NumericOperand implements Bound.Emit {
        private final JType variable;
        private final JPrimitive operandType;
        private final Bound value;
        private final JPrimitive valueTarget;

        NumericOperand(JType variable, JPrimitive operandType, Bound value, JPrimitive valueTarget) {
            this.variable = variable;
            this.operandType = operandType;
            this.value = value;
            this.valueTarget = valueTarget;
        }

        @Override
        public void to(MethodContext e) {
            e.assembler.convert(variable, operandType);
            value.emit(e);
            e.assembler.convert(value.type, valueTarget);
        }
    }

    /** The operation of a compound assignment, its result converted back to the variable's type. */
    private static final class NumericOperation implements Bound.Emit {
        private final JPrimitive stackType;
        private final int opcode;
        private final JPrimitive operandType;
        private final JType variable;

        NumericOperation(JPrimitive stackType, int opcode, JPrimitive operandType, JType variable) {
            this.stackType = stackType;
            this.opcode = opcode;
            this.operandType = operandType;
            this.variable = variable;
        }

        @Override
        public void to(MethodContext e) {
            e.assembler.visitInsn(Assembler.opcode(stackType, opcode));
            convertBack(e.assembler, operandType, variable);
        }
    }

    /**
     * Converts an operation's result back to the variable's type: for a boxed variable first narrows to its own
     * primitive, so {@code Character c; c++} boxes a char, not the promoted int (JLS 15.14.2, 15.26.2).
     */
    private static void convertBack(Assembler assembler, JPrimitive result, JType variable) {
        JPrimitive unboxed = variable instanceof JPrimitive ? null : Types.unboxed(variable);
        if (unboxed != null && unboxed != result) {
            assembler.convert(result, unboxed);
            assembler.convert(unboxed, variable);
        } else {
            assembler.convert(result, variable);
        }
    }

    private static Bound compound(JType type, Place place, Bound value, Bound.Emit operand, Bound.Emit operation) {
        return Bound.of(type, new CompoundAssignment(place, operand, operation, true),
                new CompoundAssignment(place, operand, operation, false));
    }

    /** {@code place op= operand}; with {@code keep}, its value stays on the stack. See the note in {@link Bound}. */
    private static final class CompoundAssignment implements Bound.Emit {
        private final Place place;
        private final Bound.Emit operand;
        private final Bound.Emit operation;
        private final boolean keep;

        CompoundAssignment(Place place, Bound.Emit operand, Bound.Emit operation, boolean keep) {
            this.place = place;
            this.operand = operand;
            this.operation = operation;
            this.keep = keep;
        }

        @Override
        public void to(MethodContext e) {
            int prepared = place.prepare(e);
            if (prepared == 1) {
                e.assembler.visitInsn(DUP);
            } else if (prepared == 2) {
                e.assembler.visitInsn(DUP2);
            }
            place.load(e);
            operand.to(e);
            operation.to(e);
            if (keep) {
                e.assembler.dupUnder(place.type(), prepared);
            }
            place.store(e);
        }
    }

    private static org.objectweb.asm.Handle concatFactory() {
        return new org.objectweb.asm.Handle(H_INVOKESTATIC, "java/lang/invoke/StringConcatFactory",
                "makeConcatWithConstants", "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;"
                + "Ljava/lang/invoke/MethodType;Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/invoke/CallSite;", false);
    }

    // ---- conditional

    static Bound conditional(MethodContext m, Conditional conditional, JType expected) {
        Bound test = condition(m, conditional.condition());
        java.util.BitSet after = Definite.snapshot(m);
        Definite.restore(m, test.whenTrue);
        Bound yes = Expressions.value(m, conditional.whenTrue(), expected);
        java.util.BitSet afterYes = Definite.snapshot(m);
        Definite.restore(m, test.whenFalse != null ? test.whenFalse : after);
        Bound no = Expressions.value(m, conditional.whenFalse(), expected);
        Definite.restore(m, Definite.join(afterYes, Definite.snapshot(m)));
        JType type = conditionalType(yes, no, expected);
        return Bound.of(type, e -> {
            Label otherwise = new Label();
            Label end = new Label();
            test.branch(e, otherwise, false);
            yes.emit(e);
            e.assembler.convert(yes.type, type);
            e.assembler.visitJumpInsn(GOTO, end);
            e.assembler.visitLabel(otherwise);
            no.emit(e);
            e.assembler.convert(no.type, type);
            e.assembler.visitLabel(end);
        });
    }

    /** The type of {@code a ? b : c} (JLS 15.25); {@code expected} is the assignment target's type, or null. */
    private static JType conditionalType(Bound yes, Bound no, JType expected) {
        JType a = yes.type;
        JType b = no.type;
        if (a.equals(b)) {
            return a;
        }
        JType ua = Types.unboxedOrSelf(a);
        JType ub = Types.unboxedOrSelf(b);
        if (ua == JPrimitive.BOOLEAN && ub == JPrimitive.BOOLEAN) {
            return JPrimitive.BOOLEAN;
        }
        if (ua instanceof JPrimitive pa && ub instanceof JPrimitive pb && pa.isNumeric() && pb.isNumeric()) {
            if (isByteAndShort(pa, pb) || isByteAndShort(pb, pa)) {
                return JPrimitive.SHORT;
            }
            if (isSmall(pa) && fitsIn(no, pa)) {
                return pa;
            }
            if (isSmall(pb) && fitsIn(yes, pb)) {
                return pb;
            }
            return Types.binaryPromotion(pa, pb);
        }
        JType boxedA = a instanceof JPrimitive p ? Types.box(p) : a;
        JType boxedB = b instanceof JPrimitive p ? Types.box(p) : b;
        if (expected != null && expected.isReference() && Types.isLooselyConvertible(boxedA, expected)
                && Types.isLooselyConvertible(boxedB, expected)) {
            // The least upper bound may be an intersection (e.g. Serializable & CharSequence); where both operands
            // fit the target, the target stands for it.
            return expected;
        }
        JType leastUpperBound = LeastUpperBound.of(boxedA, boxedB);
        return leastUpperBound != null ? leastUpperBound : Types.commonSupertype(boxedA, boxedB);
    }

    private static boolean isByteAndShort(JPrimitive a, JPrimitive b) {
        return a == JPrimitive.BYTE && b == JPrimitive.SHORT;
    }

    private static boolean isSmall(JPrimitive type) {
        return type == JPrimitive.BYTE || type == JPrimitive.SHORT || type == JPrimitive.CHAR;
    }

    /** An int constant representable in {@code type}. */
    private static boolean fitsIn(Bound operand, JPrimitive type) {
        if (operand.type != JPrimitive.INT || !(operand.constant instanceof Integer value)) {
            return false;
        }
        if (type == JPrimitive.BYTE) {
            return value >= Byte.MIN_VALUE && value <= Byte.MAX_VALUE;
        } else if (type == JPrimitive.SHORT) {
            return value >= Short.MIN_VALUE && value <= Short.MAX_VALUE;
        }
        return value >= Character.MIN_VALUE && value <= Character.MAX_VALUE;
    }
}
