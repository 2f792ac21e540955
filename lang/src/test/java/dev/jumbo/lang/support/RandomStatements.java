package dev.jumbo.lang.support;

import dev.jumbo.lang.tree.*;
import java.util.ArrayList;
import java.util.List;

/** Chooses a statement among the families; makes declarations, assignments, blocks and returns itself. */
final class RandomStatements extends RandomFamily {
    RandomStatements(RandomFragments fragments) {
        super(fragments);
    }

    @Override
    Statement statement(int depth) {
        int choice = random.nextInt(depth <= 0 ? 6 : 20);
        return switch (choice) {
            case 0, 1 -> declaration();
            case 2 -> assignment();
            case 3 -> fragments.operators.compoundAssignment();
            case 4 -> lambdasWanted() ? fragments.functions.lambdaStatement(depth) : declaration();
            case 5 -> lambdasWanted() ? fragments.genericCalls.genericStatement(depth) : assignment();
            case 6 -> t.ifElse(expression(boolean.class, 2), block(depth - 1), random.nextBoolean() ? block(depth - 1) : null);
            case 7 -> {
                String name = fresh("i");
                yield t.forLoop(t.local(t.type(int.class), name, t.lit(0)), t.bin(BinaryOperator.LESS, t.name(name), t.lit(3)),
                        t.un(UnaryOperator.POST_INCREMENT, t.name(name)), block(depth - 1));
            }
            case 8 -> fragments.jumps.tryCatch(depth);
            case 9, 10 -> fragments.switches.switchStatement(depth);
            case 11 -> new Synchronized(t.p(), fragments.expressions.reference(1), block(depth - 1));
            case 12 -> fragments.jumps.nestedLoops(depth);
            case 13 -> fragments.jumps.labelledBlock(depth);
            case 14 -> fragments.jumps.tryFinallyJumps(depth);
            case 15 -> fragments.patterns.patternStatement(depth);
            case 16 -> t.exec(t.assign(BinaryOperator.ADD, t.name("text"), fragments.operators.concatenation(depth)));
            case 17 -> fragments.exceptions.checkedStatement(depth);
            default -> t.exec(fragments.switches.switchExpressionIn(depth));
        };
    }

    private Statement declaration() {
        Class<?> type = RandomFragments.TYPES[random.nextInt(RandomFragments.TYPES.length)];
        String name = fresh("v");
        Statement declaration = t.local(t.type(type), name, expression(type, 2));
        scope().names.add(name);
        scope().types.add(type);
        return declaration;
    }

    private Statement assignment() {
        if (scope().names.isEmpty()) {
            return fragments.operators.compoundAssignment();
        }
        int target = random.nextInt(scope().names.size());
        return t.exec(t.assign(t.name(scope().names.get(target)), expression(scope().types.get(target), 2)));
    }

    /** {@code { statements [return|throw] }}; locals declared inside stay inside. */
    @Override
    Block block(int depth) {
        FragmentScope saved = enterCopy();
        List<Statement> statements = new ArrayList<>();
        int count = random.nextInt(3);
        for (int i = 0; i < count; i++) {
            statements.add(splice(statement(depth)));
        }
        if (random.nextInt(6) == 0) {
            statements.add(random.nextBoolean() && scope().returnType != null ? returnStatement()
                    : t.doThrow(t.newObject(t.type(IllegalStateException.class))));
        }
        restore(saved);
        return t.block(statements.toArray(new Statement[0]));
    }

    @Override
    Statement returnStatement() {
        return scope().returnType == void.class ? new Return(t.p(), null) : t.ret(expression(scope().returnType, 1));
    }
}
