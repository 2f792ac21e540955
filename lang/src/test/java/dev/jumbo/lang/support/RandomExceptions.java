package dev.jumbo.lang.support;

import dev.jumbo.lang.tree.*;
import java.io.IOException;
import java.io.UnsupportedEncodingException;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Function;

/**
 * Checked exceptions (JLS 11.2): thrown and caught, a library method declaring one called in a try, a
 * precise rethrow of a catch parameter, a {@code Callable} lambda that throws; ill-typed: a checked
 * exception thrown where nothing catches or declares it (the method {@code run} declares nothing), in a
 * {@code Runnable} lambda, a method reference whose method throws more than the function, a catch of a
 * checked class the try block cannot throw. The ill-typed ones throw {@code TimeoutException}, which no
 * well-typed construct catches: a well-typed try may hold other random statements, an ill-typed one among them.
 */
final class RandomExceptions extends RandomFamily {
    RandomExceptions(RandomFragments fragments) {
        super(fragments);
    }

    Statement checkedStatement(int depth) {
        if (wrong()) {
            return mark("checked exception", true, switch (random.nextInt(4)) {
                case 0 -> t.ifElse(expression(boolean.class, 1), throwUncaught(), null);
                case 1 -> t.local(t.type(Runnable.class), fresh("task"), t.lambda(List.of(),
                        t.block(t.ifElse(positiveCounter(), throwUncaught(), null))));
                case 2 -> t.local(t.generic(Function.class, t.type(String.class), t.type(Object.class)), fresh("load"),
                        t.reference(t.staticRef(Class.class), "forName"));
                default -> new Try(t.p(), List.of(), t.block(t.exec(t.un(UnaryOperator.POST_INCREMENT, t.name("counter")))),
                        List.of(catchClause(IOException.class, t.block())), null);
            });
        }
        return mark("checked exception", false, switch (random.nextInt(lambdasWanted() ? 4 : 3)) {
            case 0 -> caught(IOException.class, t.ifElse(expression(boolean.class, 1), throwIo(), null), block(depth - 1));
            case 1 -> caught(UnsupportedEncodingException.class, t.exec(t.assign(BinaryOperator.ADD, t.name("counter"),
                    t.field(t.call(t.lit("x"), "getBytes", t.lit("UTF-8")), "length"))), block(depth - 1));
            case 2 -> {
                // catch (Exception e) { throw e; } rethrows only the IOException of its try block
                String rethrown = fresh("e");
                Statement inner = new Try(t.p(), List.of(), t.block(t.ifElse(expression(boolean.class, 1), throwIo(), null)),
                        List.of(new CatchClause(t.p(), 0, List.of(t.type(Exception.class)), rethrown,
                                t.block(t.doThrow(t.name(rethrown))))), null);
                yield caught(IOException.class, inner, block(depth - 1));
            }
            default -> {
                String task = fresh("task");
                Statement declaration = t.local(t.generic(Callable.class, t.type(String.class)), task, t.lambda(List.of(),
                        t.block(t.ifElse(positiveCounter(), t.doThrow(t.newObject(t.type(Exception.class), t.lit("c"))), null),
                                t.ret(t.lit("v")))));
                // nothing else in this try: catch (Exception) would catch a deliberate mistake
                yield t.block(declaration, caught(Exception.class,
                        t.exec(t.assign(BinaryOperator.ADD, t.name("text"), t.call(t.name(task), "call"))), t.block()));
            }
        });
    }

    /** {@code try { first; rest } catch (E e) { text += e.getMessage(); }}. */
    private Statement caught(Class<? extends Exception> type, Statement first, Block rest) {
        List<Statement> body = new java.util.ArrayList<>();
        body.add(first);
        body.addAll(rest.statements());
        String name = fresh("e");
        return new Try(t.p(), List.of(), t.block(body.toArray(new Statement[0])), List.of(new CatchClause(t.p(), 0,
                List.of(t.type(type)), name, t.block(t.exec(t.assign(BinaryOperator.ADD, t.name("text"),
                t.call(t.name(name), "getMessage")))))), null);
    }

    private CatchClause catchClause(Class<?> type, Block body) {
        return new CatchClause(t.p(), 0, List.of(t.type(type)), fresh("e"), body);
    }

    private Statement throwUncaught() {
        return t.doThrow(t.newObject(t.type(java.util.concurrent.TimeoutException.class), t.lit("late")));
    }

    private Statement throwIo() {
        return t.doThrow(t.newObject(t.type(IOException.class), t.lit("io")));
    }

    /** A condition a lambda body may use: a static field, never a local of the fragment. */
    private Expression positiveCounter() {
        return t.bin(BinaryOperator.GREATER, t.name("counter"), t.lit(0));
    }
}
