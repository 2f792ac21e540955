package dev.jumbo.lang.define;

import dev.jumbo.lang.Code;
import dev.jumbo.lang.CodeException;
import dev.jumbo.lang.HiddenClassFile;
import dev.jumbo.lang.Quote;
import dev.jumbo.lang.emit.Unit;
import dev.jumbo.lang.tree.Block;
import dev.jumbo.lang.tree.ClassDeclaration;
import dev.jumbo.lang.tree.MethodDeclaration;
import dev.jumbo.lang.tree.NamedType;
import dev.jumbo.lang.tree.Return;
import dev.jumbo.lang.tree.SplicedExpression;
import dev.jumbo.lang.tree.TypeKind;
import java.lang.invoke.MethodHandles;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/** Turns fragments into loaded classes: in a fresh loader, or as hidden nestmates of a host. */
public final class Definer {
    /** The position of a splice that no hole wrote (eval's wrapper): errors inside name no hole. */
    private static final int SYNTHETIC_SPLICE = 0;

    private Definer() {
    }

    public static Class<?> defineInNewLoader(Code code) {
        Class<?> holder = code.source().holder();
        Compiled compiled = compile(holder, null, code);
        Unit unit = compiled.unit();
        Map<String, byte[]> classes = compiled.classes();
        Dump.write(classes, code);
        GeneratedLoader loader = new GeneratedLoader(holder.getClassLoader(), classes, unit.constants());
        String first = classes.keySet().iterator().next().replace('/', '.');
        try {
            return Class.forName(first, false, loader);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("the generated class " + first + " was not defined", e);
        }
    }

    public static Class<?> defineHidden(Code code, MethodHandles.Lookup host) {
        if ((host.lookupModes() & MethodHandles.Lookup.PRIVATE) == 0) {
            throw CodeException.at(code.source(), code.position(), "defineClass(Lookup) needs a full-privilege lookup "
                    + "of the host (MethodHandles.lookup() inside it), but was given " + host);
        }
        Compiled compiled = compile(host.lookupClass(), host.lookupClass(), code);
        Unit unit = compiled.unit();
        Map<String, byte[]> classes = compiled.classes();
        Dump.write(classes, code);
        byte[] bytes = classes.values().iterator().next();
        try {
            MethodHandles.Lookup defined = unit.constants().isEmpty()
                    ? host.defineHiddenClass(bytes, true, MethodHandles.Lookup.ClassOption.NESTMATE)
                    : host.defineHiddenClassWithClassData(bytes, List.copyOf(unit.constants()), true,
                    MethodHandles.Lookup.ClassOption.NESTMATE);
            return defined.lookupClass();
        } catch (IllegalAccessException e) {
            throw CodeException.at(code.source(), code.position(), "cannot define a hidden nestmate of "
                    + host.lookupClass().getName() + ": " + e.getMessage());
        }
    }

    /** The class file that {@link #defineHidden} would define, for checks and dumps. */
    public static byte[] hiddenClassFile(Code code, MethodHandles.Lookup host) {
        return compile(host.lookupClass(), host.lookupClass(), code).classes().values().iterator().next();
    }

    /** The hidden nestmate of {@code host} that {@link #defineHidden} would define, undefined: its bytes and class data. */
    public static HiddenClassFile hiddenClassFileWithData(Code code, MethodHandles.Lookup host) {
        Compiled compiled = compile(host.lookupClass(), host.lookupClass(), code);
        return new HiddenClassFile(compiled.classes().values().iterator().next(), compiled.unit().constants());
    }

    /** Every class file of the unit, by internal name, the first declared class first. */
    public static Map<String, byte[]> classFiles(Code code) {
        return compile(code.source().holder(), null, code).classes();
    }

    public static byte[] classFile(Code code) {
        return classFiles(code).values().iterator().next();
    }

    /** A unit and the class files it compiled, by internal name. */
    private record Compiled(Unit unit, Map<String, byte[]> classes) {
    }

    /**
     * Check and emit in a new unit; a fragment nested too deeply for this thread's stack is compiled
     * again, in another new unit, on a larger one.
     */
    private static Compiled compile(Class<?> context, Class<?> host, Code code) {
        return LargeStack.run(code, new Compilation(context, host, code));
    }

    /** One run of check and emit; a named class, not a lambda, which a fresh JVM would spin a class for. */
    private static final class Compilation implements Supplier<Compiled> {
        private final Class<?> context;
        private final Class<?> host;
        private final Code code;

        Compilation(Class<?> context, Class<?> host, Code code) {
            this.context = context;
            this.host = host;
            this.code = code;
        }

        @Override
        public Compiled get() {
            Unit unit = new Unit(context, host);
            return new Compiled(unit, unit.compile(code));
        }
    }

    /** Evaluates an expression fragment as {@code public static Object run() { return e; }} of a fresh class. */
    public static Object eval(Code code) {
        if (code.category() != dev.jumbo.lang.Category.EXPRESSION) {
            throw CodeException.at(code.source(), code.position(), "eval needs an expression, but the fragment is "
                    + code.category().description());
        }
        int at = code.position();
        MethodDeclaration run = new MethodDeclaration(at, Modifier.PUBLIC | Modifier.STATIC, List.of(),
                new NamedType(at, "java.lang.Object", true, List.of()), "run", List.of(),
                // eval runs any expression: a checked exception it throws comes back wrapped, below
                List.of(new NamedType(at, "java.lang.Throwable", true, List.of())),
                new Block(at, List.of(new Return(at, new SplicedExpression(SYNTHETIC_SPLICE, code)))));
        ClassDeclaration type = new ClassDeclaration(at, Modifier.PUBLIC, TypeKind.CLASS, "Eval", List.of(), null,
                List.of(), List.of(), List.of(), List.of(run));
        Class<?> defined = defineInNewLoader(Quote.types(code.source(), at, type));
        try {
            Method method = defined.getMethod("run");
            return method.invoke(null);
        } catch (InvocationTargetException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (cause instanceof Error error) {
                throw error;
            }
            throw new CodeException(code.source().at(at) + ": error: the evaluated fragment threw " + cause, cause);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot run the evaluated fragment", e);
        }
    }
}
