package dev.jumbo.marshal.read;

import java.lang.ref.WeakReference;
import java.lang.reflect.Modifier;
import java.lang.reflect.Proxy;
import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * How the reader finds a local class by default, as {@code ObjectInputStream.resolveClass} and
 * {@code resolveProxyClass} do: {@code Class.forName(name, false, loader)} with the latest
 * user-defined class loader on the stack, then the primitive types by name.
 *
 * <p>The JDK finds that loader with a native stack walk that skips only the bootstrap and
 * platform loaders' frames (and reflection's). The reader's own frames are ordinary class path
 * frames, so a plain walk would always find our own loader; this walk also skips the classes of
 * this module's packages ({@code dev.jumbo.marshal} and its subpackages) that our loader defined
 * (the reader and its helpers), and hidden classes.
 */
public final class ClassResolution {
    private static final Map<String, Class<?>> PRIMITIVES = Map.of(
            "boolean", boolean.class, "byte", byte.class, "char", char.class, "short", short.class,
            "int", int.class, "long", long.class, "float", float.class, "double", double.class,
            "void", void.class);
    private static final String PRIMITIVE_CODES = "ZBCSIJFD";
    private static final ClassLoader OUR_LOADER = ClassResolution.class.getClassLoader();
    /** The prefix of our classes' names: the reader is in the module's root package, its helpers in subpackages. */
    private static final String OUR_SUBPACKAGES = "dev.jumbo.marshal.";
    /** Our own classes' domain (the module's jar or classes directory), which tests do not share. */
    private static final java.security.ProtectionDomain OUR_DOMAIN = ClassResolution.class.getProtectionDomain();
    /**
     * Frames fetched in the walk's first batch. The walk stops at the first user-defined frame,
     * which is usually the caller of the outermost readObject, a few frames below the reader's
     * own; a small first batch spares filling frames of a deep stack (a Spark task's, a
     * server's) that the walk never looks at, and a deeper search fetches further batches.
     */
    private static final int EXPECTED_DEPTH = 16;
    private static final StackWalker WALKER = StackWalker.getInstance(walkerOptions(), EXPECTED_DEPTH);

    /**
     * The classes of the frames, and, where the JDK offers it (22 on), nothing else: a walk that
     * drops the method information makes no method name or frame object per frame, which
     * halves its cost where the class-only walk of {@link ClassContext} is not used.
     */
    private static java.util.Set<StackWalker.Option> walkerOptions() {
        for (StackWalker.Option option : StackWalker.Option.values()) {
            if (option.name().equals("DROP_METHOD_INFO")) {
                return java.util.Set.of(StackWalker.Option.RETAIN_CLASS_REFERENCE, option);
            }
        }
        return java.util.Set.of(StackWalker.Option.RETAIN_CLASS_REFERENCE);
    }

    /*
     * RESOLVED: the classes that Class.forName(name, false, loader) returned, per loader, for the
     * two loaders that live as long as the JVM. The cached answer is the one Class.forName would
     * give again: once a loader has returned a class for a name, the JVM records it as that
     * name's initiating loader and answers every later request from its dictionary without
     * asking the loader (JVMS §5.3: it is recorded as an initiating loader of the class), so the same Class comes back for
     * as long as the loader lives. Only successes are kept: a class that is missing now may be
     * found later. Other loaders are not cached, so that a cache entry never keeps a loader that
     * could be unloaded alive.
     */
    private static final ClassLoader APPLICATION_LOADER = ClassLoader.getSystemClassLoader();
    private static final ClassLoader PLATFORM_LOADER = ClassLoader.getPlatformClassLoader();
    private static final Map<String, Class<?>> RESOLVED_BY_APPLICATION = new ConcurrentHashMap<>();
    private static final Map<String, Class<?>> RESOLVED_BY_PLATFORM = new ConcurrentHashMap<>();
    /** Names kept per loader at most: a hostile stream naming classes without end cannot grow the cache further. */
    private static final int RESOLVED_LIMIT = 1 << 14;

    private ClassResolution() {
    }

    /** The first class loader up the stack that is neither the bootstrap, the platform one, nor ours; else the platform loader. */
    public static ClassLoader latestUserDefinedLoader() {
        Class<?>[] stack = classContext();
        if (stack == null) {
            ClassLoader found = CLASS_CONTEXT_WANTED ? timedWalk() : WALKER.walk(FirstUserDefinedLoader.INSTANCE);
            return found != null ? found : ClassLoader.getPlatformClassLoader();
        }
        noteDepth(stack.length);
        WalkAnswer last = lastAnswer();
        if (last != null && last.holdsFor(stack)) {
            return last.loader();
        }
        ClassLoader found = null;
        int frame = 0;
        while (frame < stack.length && (found = userDefinedLoader(stack[frame])) == null) {
            frame++;
        }
        found = found != null ? found : ClassLoader.getPlatformClassLoader();
        LAST_ANSWER.set(new WeakReference<>(WalkAnswer.of(stack, frame, found)));
        return found;
    }

    /**
     * {@link #latestUserDefinedLoader} for the outermost readObject call, from its entry: a
     * StackWalker walk of the few frames between here and that call's caller, where the
     * class-only walk would fetch every frame of the thread's stack. The same answer: the frames
     * between the entry and a later resolution are this reader's, hidden classes and the JDK's,
     * which both walks skip. Worth it against the class-only walk on a deep stack only
     * ({@link #onDeepStack}), and against a StackWalker walk from a resolution always (a smaller
     * first batch, fewer frames looked at). Before the class-only walk is set up, its time counts
     * towards the set-up, as {@link #timedWalk}'s does.
     */
    public static ClassLoader latestUserDefinedLoaderAtEntry() {
        ClassLoader found;
        if (CLASS_CONTEXT_WANTED && !classContextRequested) {
            // Timed here, not in a method of its own: a frame more would cost the walk a second batch.
            long start = System.nanoTime();
            found = ENTRY_WALKER.walk(FirstUserDefinedLoader.INSTANCE);
            noteWalkTime(System.nanoTime() - start);
        } else {
            found = ENTRY_WALKER.walk(FirstUserDefinedLoader.INSTANCE);
        }
        return found != null ? found : ClassLoader.getPlatformClassLoader();
    }

    /**
     * Whether this thread's stack is deep enough that an outermost read whose first class needs
     * the caller's loader should find it at its entry ({@link #latestUserDefinedLoaderAtEntry})
     * rather than by the class-only walk when a resolution first asks. The class-only walk
     * fetches the whole stack: on JDK 17 about 130 ns and 20 ns a frame, where a short
     * StackWalker walk costs 0.6-0.8 µs at any depth; a server's or a task's thread calls a
     * serializer some 50-150 frames deep, where the class-only walk costs several times more (the
     * JDK's native walk stops at the first frame it wants). So a thread whose last class-only
     * walk saw more than {@value #DEEP_STACK} frames walks at the entry, and every
     * {@value #DEPTH_RECHECK_READS}th outermost read there takes the class-only walk again, which
     * measures the stack anew. Where the class-only walk is not used (JDK 24 on, or before its
     * set-up), the StackWalker serves, and its cost does not grow with the stack: false, as
     * nothing marks a thread deep there.
     */
    public static boolean onDeepStack() {
        if (!deepStackSeen) {
            return false;
        }
        int[] state = THREAD_STATE.get();
        if (state == null || state[DEEP] == 0) {
            return false;
        }
        if (--state[READS_UNTIL_RECHECK] <= 0) {
            state[DEEP] = 0;
            return false;
        }
        return true;
    }

    /**
     * Whether this thread's last outermost read on a deep stack asked for the caller's loader: the
     * guess for a stream whose first class cannot be seen before it is read (one not read from an
     * array). A thread mostly reads one kind of message.
     */
    public static boolean lastReadAskedForLoader() {
        int[] state = THREAD_STATE.get();
        return state != null && state[ASKED] != 0;
    }

    /** Records whether an outermost read that began on a deep stack asked for the caller's loader (see {@link #lastReadAskedForLoader}). */
    public static void noteLoaderAsked(boolean asked) {
        int[] state = THREAD_STATE.get();
        if (state != null) {
            state[ASKED] = asked ? 1 : 0;
        }
    }

    /**
     * Frames in all above which the class-only walk costs more than a walk from the outermost
     * read's entry (see {@link #onDeepStack}): measured on JDK 17, where a record's fresh-stream
     * read cost the same both ways about 28 frames below a harness whose walks saw 16.
     */
    private static final int DEEP_STACK = 44;
    private static final int DEPTH_RECHECK_READS = 256;
    /**
     * Per thread: at {@link #DEEP} 1 when its last class-only walk saw more than
     * {@link #DEEP_STACK} frames, at {@link #READS_UNTIL_RECHECK} the outermost reads left before
     * the next measure, at {@link #ASKED} 1 when its last outermost read asked for the caller's
     * loader. An {@code int[]}, so that no class of ours hangs off a thread (a pool's thread
     * outlives an application's class loader).
     */
    private static final ThreadLocal<int[]> THREAD_STATE = new ThreadLocal<>();
    /**
     * Whether any thread's class-only walk saw a deep stack: until one does (a benchmark, a
     * command-line tool), an outermost read looks at no thread's state.
     */
    private static volatile boolean deepStackSeen;
    private static final int DEEP = 0;
    private static final int READS_UNTIL_RECHECK = 1;
    private static final int ASKED = 2;
    /**
     * Frames of the entry walk's first batch, which it fills in one call: the walk's caller, the
     * outermost read's two frames, the JDK's two of {@code readObject}, the caller's. A caller
     * further down costs a second batch.
     */
    private static final int ENTRY_DEPTH = 8;
    private static final StackWalker ENTRY_WALKER = StackWalker.getInstance(walkerOptions(), ENTRY_DEPTH);

    /** Records whether this thread's stack is deep (see {@link #onDeepStack}); a JVM whose stacks never were touches no thread's state. */
    private static void noteDepth(int frames) {
        int[] state;
        if (frames > DEEP_STACK) {
            state = THREAD_STATE.get();
            if (state == null) {
                state = new int[3];
                THREAD_STATE.set(state);
            }
            state[DEEP] = 1;
            state[READS_UNTIL_RECHECK] = DEPTH_RECHECK_READS;
            deepStackSeen = true;
        } else if (deepStackSeen && (state = THREAD_STATE.get()) != null) {
            state[DEEP] = 0;
        }
    }

    /**
     * The last class-only walk's answer on this thread. A thread that reads stream after stream
     * from one place walks the same frames each time; the answer depends only on the classes up
     * to the frame that gave it, so a walk through the same classes takes it with one comparison
     * per frame instead of a test per frame. Held weakly, so that a thread never keeps a class
     * loader alive through it: after a collection, the next walk tests its frames again.
     */
    private static final ThreadLocal<WeakReference<WalkAnswer>> LAST_ANSWER = new ThreadLocal<>();

    private static WalkAnswer lastAnswer() {
        WeakReference<WalkAnswer> reference = LAST_ANSWER.get();
        return reference == null ? null : reference.get();
    }

    /**
     * A walk's answer and the classes it rests on: the frames up to the one that answered, or
     * every frame when none did (then the platform loader answers, and only a stack of exactly
     * these frames has the same answer).
     */
    private record WalkAnswer(Class<?>[] frames, boolean wholeStack, ClassLoader loader) {
        static WalkAnswer of(Class<?>[] stack, int answeringFrame, ClassLoader loader) {
            boolean wholeStack = answeringFrame == stack.length;
            return new WalkAnswer(Arrays.copyOf(stack, wholeStack ? stack.length : answeringFrame + 1), wholeStack, loader);
        }

        boolean holdsFor(Class<?>[] stack) {
            if (wholeStack ? stack.length != frames.length : stack.length < frames.length) {
                return false;
            }
            for (int frame = 0; frame < frames.length; frame++) {
                if (stack[frame] != frames[frame]) {
                    return false;
                }
            }
            return true;
        }
    }

    /**
     * Whether {@link #latestUserDefinedLoader} now takes the class-only walk, whose cost grows
     * with every frame of the stack (about 20-35 ns a frame on JDK 17), so that a walk from
     * fewer frames up is cheaper.
     */
    public static boolean walkCostGrowsWithDepth() {
        return classContext != null;
    }

    /** The class-only walk's answer once it is set up; else null. */
    private static Class<?>[] classContext() {
        ClassContext context = classContext;
        return context != null ? context.classes() : null;
    }

    /**
     * A StackWalker walk whose time counts towards setting up the class-only walk, until that
     * set-up is started. The JVM's first walk does not count: it pays once for the StackWalker's
     * own classes and method handles (several milliseconds in a fresh JVM, tens on a loaded
     * machine), a cost that says nothing of the walks to come and that the set-up would not spare.
     */
    private static ClassLoader timedWalk() {
        if (classContextRequested) {
            return WALKER.walk(FirstUserDefinedLoader.INSTANCE);
        }
        long start = System.nanoTime();
        ClassLoader found = WALKER.walk(FirstUserDefinedLoader.INSTANCE);
        noteWalkTime(System.nanoTime() - start);
        return found;
    }

    /** Counts a StackWalker walk's time towards setting up the class-only walk (see {@link #timedWalk}). */
    private static void noteWalkTime(long elapsed) {
        if (!firstWalkDone) {
            firstWalkDone = true;
        } else if ((walkNanos += elapsed) > CLASS_CONTEXT_COST_NANOS) {
            requestClassContext();
        }
    }

    /**
     * The loader of a frame's class when it is user-defined and not ours, else null. The loader
     * first: most frames are the JDK's, and {@link #isOurs} asks for a protection domain.
     */
    private static ClassLoader userDefinedLoader(Class<?> type) {
        ClassLoader loader = type.getClassLoader();
        return loader != null && loader != ClassLoader.getPlatformClassLoader() && !isOurs(type) ? loader : null;
    }

    /**
     * The stack's classes in one native call, where the JDK still has it. A StackWalker walk
     * makes a frame object per frame it visits, and costs a few times more on JDK 17; this is
     * the JVM's own class-only walk, which, like the StackWalker's default, leaves out the
     * reflection frames. SecurityManager is deprecated for removal, but its getClassContext
     * needs no security manager installed; where the class cannot be made, the walker serves.
     */
    @SuppressWarnings("removal")
    private static final class ClassContext extends SecurityManager {
        Class<?>[] classes() {
            return getClassContext();
        }

        static ClassContext createOrNull() {
            try {
                ClassContext context = new ClassContext();
                return context.classes() != null ? context : null;
            } catch (RuntimeException | LinkageError e) {
                return null;
            }
        }
    }

    /** The StackWalker's search: a named class, not a lambda, which would be a hidden class spun on the first path. */
    private static final class FirstUserDefinedLoader
            implements java.util.function.Function<java.util.stream.Stream<StackWalker.StackFrame>, ClassLoader> {
        static final FirstUserDefinedLoader INSTANCE = new FirstUserDefinedLoader();

        @Override
        public ClassLoader apply(java.util.stream.Stream<StackWalker.StackFrame> frames) {
            java.util.Iterator<StackWalker.StackFrame> iterator = frames.iterator();
            ClassLoader found = null;
            while (found == null && iterator.hasNext()) {
                found = userDefinedLoader(iterator.next().getDeclaringClass());
            }
            return found;
        }
    }

    /**
     * Whether the class-only walk is worth setting up on this JDK. Setting it up (initialising
     * SecurityManager loads some 30 of the JDK's classes and spins its lambdas) costs 25-45 ms in
     * a fresh JVM on JDK 17; after that a walk costs about 0.5 µs, where the StackWalker costs
     * 10-50 µs while its own code is cold (its first 1,000 walks take about 60 ms) and 1-3 µs
     * compiled. So once the StackWalker's walks have taken as long as the set-up costs (the
     * rent-or-buy rule: never more than twice the better choice's cost), the set-up starts on a
     * thread of its own, and walks take the StackWalker until it is done: a reader's thread never
     * waits for it, and a JVM that reads a few hundred streams (a command-line tool, a test, the
     * first minute of an application) never makes it. Started after a fixed 32 walks, it took a
     * core from the JIT in the first streams: 200 fresh media messages read 15 % slower. From
     * JDK 24 on, getClassContext is itself a StackWalker walk made in Java (13 µs a call on
     * JDK 25, against 2 µs for ours), so there the StackWalker serves throughout.
     */
    private static final boolean CLASS_CONTEXT_WANTED = Runtime.version().feature() < 24;
    /** About what the set-up costs: the StackWalker's walks may take this long before it starts. */
    private static final long CLASS_CONTEXT_COST_NANOS = 30_000_000;
    /** The StackWalker's walks' time so far, the first left out; racy, it only chooses between two exact walks. */
    private static long walkNanos;
    private static boolean firstWalkDone;
    /** The class-only walk, once made; null before, and where it cannot be made. */
    private static volatile ClassContext classContext;
    private static volatile boolean classContextRequested;

    /**
     * Starts making the class-only walk, once per JVM, on a daemon thread that ends when it is
     * made. Where no thread can be started, the StackWalker serves.
     */
    private static synchronized void requestClassContext() {
        if (classContextRequested) {
            return;
        }
        classContextRequested = true;
        try {
            Thread maker = new Thread(new ClassContextMaker(), "jumbo-class-context");
            maker.setDaemon(true);
            maker.start();
        } catch (RuntimeException | OutOfMemoryError e) {
            // No thread for it: the StackWalker's answer is the same, only slower.
        }
    }

    /** The set-up's task: a named class, not a lambda, which would be a hidden class spun on the first path. */
    private static final class ClassContextMaker implements Runnable {
        @Override
        public void run() {
            classContext = ClassContext.createOrNull();
        }
    }

    /**
     * Whether walks now take the class-only walk, after starting its set-up and waiting up to
     * {@code millis} for it: false where this JDK never uses it. For tests, which read streams on
     * either walk.
     */
    public static boolean awaitClassContext(long millis) throws InterruptedException {
        if (!CLASS_CONTEXT_WANTED) {
            return false;
        }
        requestClassContext();
        long deadline = System.nanoTime() + millis * 1_000_000L;
        while (classContext == null && System.nanoTime() < deadline) {
            Thread.sleep(5);
        }
        return classContext != null;
    }

    /**
     * The table of classes known to be ours first: the reader's own frames are most of a walk,
     * and a look-up by identity hash spares each of them the name's prefix comparison.
     */
    private static boolean isOurs(Class<?> type) {
        return isKnownOurs(type) || type.isHidden() || (type.getClassLoader() == OUR_LOADER
                && type.getName().startsWith(OUR_SUBPACKAGES) && hasOurDomain(type));
    }

    /**
     * Our classes already found on the stack, each in the slot of its identity hash. The
     * protection domain is a native call, made for each of the reader's own frames of every walk
     * otherwise; the reader's frames are a few dozen classes. A slot only caches a yes: a racing
     * walk that overwrites it costs one more native call, never a wrong answer.
     */
    private static final Class<?>[] KNOWN_OURS = new Class<?>[128];

    private static boolean isKnownOurs(Class<?> type) {
        return KNOWN_OURS[System.identityHashCode(type) & (KNOWN_OURS.length - 1)] == type;
    }

    private static boolean hasOurDomain(Class<?> type) {
        if (type.getProtectionDomain() != OUR_DOMAIN) {
            return false;
        }
        KNOWN_OURS[System.identityHashCode(type) & (KNOWN_OURS.length - 1)] = type;
        return true;
    }

    /**
     * resolveClass's default: the class of this name, or the primitive type of this name. A
     * name the application or platform loader has resolved before is answered from
     * {@link #RESOLVED} (see there why that answer cannot differ from {@code Class.forName}'s).
     */
    public static Class<?> resolve(String name, ClassLoader loader) throws ClassNotFoundException {
        Map<String, Class<?>> resolved = loader == APPLICATION_LOADER ? RESOLVED_BY_APPLICATION
                : loader == PLATFORM_LOADER ? RESOLVED_BY_PLATFORM : null;
        if (resolved != null) {
            Class<?> known = resolved.get(name);
            if (known != null) {
                return known;
            }
        }
        try {
            Class<?> found = Class.forName(name, false, loader);
            if (resolved != null && resolved.size() < RESOLVED_LIMIT) {
                resolved.putIfAbsent(name, found);
            }
            return found;
        } catch (ClassNotFoundException e) {
            Class<?> primitive = PRIMITIVES.get(name);
            if (primitive != null) {
                return primitive;
            }
            throw e;
        }
    }

    /**
     * Whether the default resolution of {@code name} needs the latest user-defined loader at all.
     * It does not for a class of a {@code java.*} package, nor for an array of such classes or of
     * primitives: only the JDK's bootstrap and platform loaders may define such a class (the JVM
     * refuses the name to any other), each name once, and every loader that resolves it returns
     * that class; so the platform loader, which sees both, gives the answer without a stack walk.
     * The one difference: a user-defined loader that refused to load a {@code java.*} class
     * would make the JDK's reader fail where this one succeeds.
     */
    public static boolean needsCallersLoader(String name) {
        int start = 0;
        while (start < name.length() && name.charAt(start) == '[') {
            start++;
        }
        if (start > 0) {
            if (start == name.length() - 1 && PRIMITIVE_CODES.indexOf(name.charAt(start)) >= 0) {
                return false;
            }
            if (name.charAt(start) != 'L') {
                return true;
            }
            start++;
        }
        return !name.startsWith("java.", start);
    }

    /** resolveClass's default for a name that {@link #needsCallersLoader} says needs no caller: the platform loader's answer. */
    public static Class<?> resolveWithoutCaller(String name) throws ClassNotFoundException {
        return resolve(name, PLATFORM_LOADER);
    }

    /** resolveProxyClass's default: a proxy class in the non-public interfaces' loader, else in the given one. */
    @SuppressWarnings("deprecation")
    public static Class<?> resolveProxy(String[] interfaces, ClassLoader loader) throws ClassNotFoundException {
        ClassLoader nonPublicLoader = null;
        boolean hasNonPublicInterface = false;
        Class<?>[] types = new Class<?>[interfaces.length];
        for (int i = 0; i < interfaces.length; i++) {
            Class<?> type = Class.forName(interfaces[i], false, loader);
            if ((type.getModifiers() & Modifier.PUBLIC) == 0) {
                if (hasNonPublicInterface) {
                    if (nonPublicLoader != type.getClassLoader()) {
                        throw new IllegalAccessError("conflicting non-public interface class loaders");
                    }
                } else {
                    nonPublicLoader = type.getClassLoader();
                    hasNonPublicInterface = true;
                }
            }
            types[i] = type;
        }
        try {
            return Proxy.getProxyClass(hasNonPublicInterface ? nonPublicLoader : loader, types);
        } catch (IllegalArgumentException e) {
            throw new ClassNotFoundException(null, e);
        }
    }
}
