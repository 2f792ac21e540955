package dev.jumbo.lang.support;

import dev.jumbo.lang.tree.*;
import java.util.List;
import java.util.Map;

/**
 * Calls of library generic methods on the parameters {@code List<String> list}, {@code Map<String, Integer> map}
 * and {@code Optional<String> opt}: results narrowed by the type arguments, unboxed, lambdas typed by them;
 * ill-typed: a result used as the wrong type argument.
 */
final class RandomGenericCalls extends RandomFamily {
    RandomGenericCalls(RandomFragments fragments) {
        super(fragments);
    }

    TypeNode listOfString() {
        return t.generic(List.class, t.type(String.class));
    }

    /** {@code map.put(s, e)}, {@code map.merge(s, 1, Integer::sum)}, a for-each over {@code map.entrySet()}, {@code opt.ifPresent(...)}. */
    Statement genericStatement(int depth) {
        if (wrong()) {
            return mark("generic library call", true, random.nextBoolean()
                    ? t.local(t.type(String.class), fresh("w"), t.call(t.name("map"), "get", t.lit("k")))
                    : t.local(t.type(int.class), fresh("w"), t.call(t.name("list"), "get", t.lit(0))));
        }
        return mark("generic library call", false, switch (random.nextInt(4)) {
            case 0 -> t.exec(t.call(t.name("map"), "put", expression(String.class, 1), expression(int.class, 1)));
            case 1 -> t.exec(t.call(t.name("map"), "merge", expression(String.class, 1), t.lit(1),
                    fragments.functions.methodReference(t.staticRef(Integer.class), "sum")));
            case 2 -> {
                String entry = fresh("entry");
                TypeNode entryType = new NamedType(t.p(), Map.Entry.class.getName(), true, List.of(t.type(String.class),
                        t.type(Integer.class)));
                yield new ForEach(t.p(), 0, entryType, entry, t.call(t.name("map"), "entrySet"), t.block(
                        t.exec(t.assign(BinaryOperator.ADD, t.name("counter"), t.call(t.name(entry), "getValue"))),
                        t.exec(t.assign(BinaryOperator.ADD, t.name("text"), t.call(t.name(entry), "getKey")))));
            }
            default -> t.exec(t.call(t.name("opt"), "ifPresent",
                    fragments.functions.lambdaBlock(List.of(fresh("x")), List.of(String.class), void.class, depth)));
        });
    }

    /** {@code list.get(i)}, {@code map.get(k)} unboxed, {@code opt.map(...)}. */
    Expression genericCall(Class<?> type, int depth) {
        if (wrong()) {
            return mark("generic library call", true, t.call(t.call(t.name("map"), "get", t.lit("k")), "length"));
        }
        Expression call;
        if (type == int.class) {
            call = switch (random.nextInt(4)) {
                case 0 -> t.call(t.name("map"), "get", expression(String.class, 1));
                case 1 -> t.call(t.name("map"), "getOrDefault", expression(String.class, 1), expression(int.class, 1));
                case 2 -> t.call(t.call(t.name("opt"), "map", fragments.functions.methodReference(t.staticRef(String.class), "length")),
                        "orElse", t.lit(0));
                default -> t.call(t.call(t.name("list"), "get", expression(int.class, 1)), "length");
            };
        } else if (type == String.class) {
            call = random.nextBoolean() ? t.call(t.name("list"), "get", expression(int.class, 1))
                    : t.call(t.call(t.name("opt"), "map", fragments.functions.lambdaIn(List.of(fresh("x")), List.of(String.class),
                            String.class, depth)), "orElse", expression(String.class, 1));
        } else if (type == boolean.class) {
            call = random.nextBoolean() ? t.call(t.name("opt"), "isPresent") : t.call(t.name("map"), "containsKey", expression(String.class, 1));
        } else if (type == Object.class) {
            call = random.nextBoolean() ? t.call(t.name("map"), "get", t.lit("k")) : t.call(t.name("opt"), "orElse", t.lit(null));
        } else {
            return wellTyped(type, depth);
        }
        return mark("generic library call", false, call);
    }
}
