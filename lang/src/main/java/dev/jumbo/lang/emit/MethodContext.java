package dev.jumbo.lang.emit;

import dev.jumbo.lang.CodeException;
import dev.jumbo.lang.type.JPrimitive;
import dev.jumbo.lang.type.JType;
import dev.jumbo.lang.type.Origin;
import java.util.ArrayList;
import java.util.List;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;

/**
 * The state of one method being emitted: locals in scope, jump targets, pending cleanups, reachability,
 * definite assignment and the origin of the nodes at hand. Its instructions go to its {@link Assembler}.
 */
public final class MethodContext {
    /**
     * Whether the LocalVariableTable also names locals, not only parameters: {@code -Djumbo.localVariables=true}.
     * Off by default: a label per local costs some 4 % more allocation in local-heavy code and splits ASM's basic
     * blocks, and generation while lang is still interpreted is what applications pay for.
     */
    static final boolean LOCAL_VARIABLES = Boolean.getBoolean("jumbo.localVariables");
    final ClassEmitter owner;
    /** Where the instructions go; a discarding one while code is only typed ({@link #typeOnly}). */
    Assembler assembler;
    final boolean isStatic;
    /** The statement visitor of this method. */
    final Statements.Emitter statements = new Statements.Emitter(this);
    final JType returnType;
    /** The source name of the method, for the names of its lambdas' synthetic methods. */
    String methodName = "new";
    Origin origin;
    Scope scope = Scope.EMPTY;
    /** Locals of enclosing methods that a lambda body may capture, by name. */
    Scope enclosing = Scope.EMPTY;
    final List<Jump> jumps = new ArrayList<>();
    final List<Cleanup> cleanups = new ArrayList<>();
    final List<Switches.YieldTarget> yields = new ArrayList<>();
    boolean reachable = true;
    /**
     * In a lambda's or method reference's synthetic method: the types of the values it returns, before
     * their conversion to the function's result type, for {@link dev.jumbo.lang.type.Inference}.
     */
    List<JType> yielded;
    /** Inside a case label, where named constants fold ({@link Constants}). */
    int constantLabel;
    /** The expression visitor for an expression with no expected type, made once per method ({@link Expressions#attribute}). */
    dev.jumbo.lang.tree.Expression.Visitor<Bound> plainAttribution;
    /** Nesting of constant initializers being folded, to stop at cycles. */
    int constantDepth;
    /** How many switch expressions enclose the statement at hand. */
    int inSwitchExpression;
    /** In a constructor before the super/this call, or in a field initializer that may assign finals. */
    boolean constructor;
    /** In a constructor's explicit or implicit super(...)/this(...) arguments, where 'this' is not yet usable. */
    boolean beforeSuper;
    /**
     * In a constructor of an inner or local class: the slot of the outer instance parameter (-1 if none) and of each
     * captured value's parameter by field name, which code before super(...) reads in place of the fields.
     */
    int outerParameter = -1;
    java.util.Map<String, Integer> capturedParameters = java.util.Map.of();
    /** Where a checked exception thrown here goes (JLS 11.2); a body that declares nothing unless set. */
    ExceptionScope exceptions = ExceptionScope.body(List.of(), ExceptionScope.Body.DECLARED);
    /** The locals definitely assigned here, by {@link Local#id()} (see {@link Definite}). */
    java.util.BitSet assigned = new java.util.BitSet();
    private int nextSlot;
    private int nextLocalId;
    /**
     * The recordings of declared classes in progress (typing walks, first attributions of expression arms) and the
     * replays of their classes, innermost last; null until the first.
     */
    private List<DeclaredClasses> recordings;
    private List<DeclaredClasses.Replay> replays;

    MethodContext(ClassEmitter owner, MethodVisitor visitor, boolean isStatic, JType returnType, Origin origin) {
        this.owner = owner;
        this.assembler = new Assembler(visitor);
        this.isStatic = isStatic;
        this.returnType = returnType;
        this.origin = origin;
        this.nextSlot = isStatic ? 0 : 1;
    }

    /**
     * Walks code only to learn its types: {@code walk} emits into a discarding assembler, and the state it changes
     * (origin, scope, slots, local ids, reachability, definite assignment) is put back after it, so that the same
     * code is then emitted from the same state. A switch expression without a target type types its block arms so
     * (JLS 15.28.1: its type is what they yield, known only in their scopes). Returns the local and anonymous
     * classes the walk declared, in order, for the emission to take ({@link #replay}).
     */
    DeclaredClasses typeOnly(Runnable walk) {
        Assembler savedAssembler = assembler;
        Origin savedOrigin = origin;
        Scope savedScope = scope;
        int savedSlot = nextSlot;
        int savedLocalId = nextLocalId;
        boolean savedReachable = reachable;
        java.util.BitSet savedAssigned = assigned;
        assembler = Assembler.discarding();
        assigned = (java.util.BitSet) assigned.clone();
        try {
            return recordDeclarations(walk);
        } finally {
            assembler = savedAssembler;
            origin = savedOrigin;
            scope = savedScope;
            nextSlot = savedSlot;
            nextLocalId = savedLocalId;
            reachable = savedReachable;
            assigned = savedAssigned;
        }
    }

    /**
     * Runs {@code walk} and returns the local and anonymous classes declared in it, in order, for a later emission
     * of the same code to take ({@link #replay}). Attributing an expression declares the anonymous classes in it, so
     * a switch expression whose arms are expressions, attributed once for its type and again when emitted, records
     * its arms' first attribution so.
     */
    DeclaredClasses recordDeclarations(Runnable walk) {
        DeclaredClasses declared = new DeclaredClasses();
        if (recordings == null) {
            recordings = new ArrayList<>(2);
        }
        recordings.add(declared);
        try {
            walk.run();
        } finally {
            recordings.remove(recordings.size() - 1);
        }
        return declared;
    }

    /** Whether the code at hand is only typed ({@link #typeOnly}), its instructions dropped. */
    boolean typingOnly() {
        return assembler.discards();
    }

    /** Emits code that {@link #typeOnly} walked before; the classes it {@code declared} are taken, not declared again. */
    void replay(DeclaredClasses declared, Runnable walk) {
        if (declared.isEmpty()) {
            walk.run();
            return;
        }
        if (replays == null) {
            replays = new ArrayList<>(2);
        }
        replays.add(declared.replay());
        try {
            walk.run();
        } finally {
            replays.remove(replays.size() - 1);
        }
    }

    /**
     * The local or anonymous class that a typing walk declared where the code at hand declares one, or null: the
     * emission after it then declares no second class. Walks nest (a switch expression in an arm of another is typed
     * and emitted in both walks of the outer one), so every replay in progress moves on, and they agree.
     */
    dev.jumbo.lang.type.UnitClass declaredBefore() {
        dev.jumbo.lang.type.UnitClass found = null;
        if (replays != null) {
            for (DeclaredClasses.Replay replay : replays) {
                found = replay.next();
            }
        }
        return found;
    }

    /** Records a local or anonymous class declared (or taken from a replay) here in every recording in progress. */
    void declared(dev.jumbo.lang.type.UnitClass declaredClass) {
        if (recordings != null) {
            for (DeclaredClasses recording : recordings) {
                recording.add(declaredClass);
            }
        }
    }

    CodeException error(int position, String message) {
        return origin.error(position, message);
    }

    // ---- locals

    /** Declares a local; a clash with one in scope is an error naming both declarations. */
    Local declare(String name, JType type, int position) {
        return declare(name, type, position, false);
    }

    /** Declares a local; {@code capturedCopy} for the copy of an enclosing method's local. */
    Local declare(String name, JType type, int position, boolean capturedCopy) {
        Local clash = lookup(name);
        if (clash == null) {
            clash = enclosing.lookup(name);
        }
        if (clash != null) {
            throw clash(name, clash, position);
        }
        Local local = new Local(name, type, nextSlot, nextLocalId++, origin, position, capturedCopy);
        nextSlot += type instanceof JPrimitive p ? p.size() : 1;
        scope = scope.with(local);
        if (LOCAL_VARIABLES) {
            local.start = new Label();
            assembler.visitLabel(local.start);
        }
        assigned.set(local.id());
        return local;
    }

    /**
     * The clash of a new local with {@code clash}. One fragment spliced twice into one scope declares the
     * local twice at the same place of its quote; then the two holes that spliced it are what differs.
     */
    private CodeException clash(String name, Local clash, int position) {
        String declared = clash.origin().at(clash.position());
        if (declared.equals(origin.at(position))) {
            String first = clash.origin().splicedAt();
            return error(position, "the local variable " + name + " is declared twice in one scope: the fragment "
                    + "declaring it is spliced twice, " + (first == null ? "once by the quote itself"
                    : "first by the hole at " + first) + ", again here");
        }
        return error(position, "the local variable " + name + " clashes with the local variable " + name
                + " declared at " + declared + ", which is in scope here");
    }

    /**
     * Declares the pattern variable of {@code instanceof}: not assigned, so in scope nowhere yet; the
     * instanceof's state when true assigns it (JLS 6.3.1: in scope where the pattern is definitely matched).
     */
    Local declareBinding(String name, JType type, int position) {
        Local local = declare(name, type, position);
        local.patternBinding = true;
        assigned.clear(local.id());
        return local;
    }

    /** The local of that name in scope here: a pattern variable counts only where its pattern is definitely matched. */
    Local lookup(String name) {
        for (Scope s = scope; s != null && s.local() != null; s = s.outer()) {
            if (s.local().name().equals(name) && inScope(s.local())) {
                return s.local();
            }
        }
        return null;
    }

    /** A pattern variable of that name declared in an enclosing block but not in scope here; else null. */
    Local outOfScopeBinding(String name) {
        Local local = scope.lookup(name);
        return local != null && !inScope(local) ? local : null;
    }

    /** Whether {@code local} may be named here: any local, but a pattern variable only where it is matched. */
    boolean inScope(Local local) {
        return !local.patternBinding || !reachable || assigned.get(local.id());
    }

    /** A slot for a value the generated code keeps itself (not a Java variable). */
    int temporary(JType type) {
        int slot = nextSlot;
        nextSlot += type instanceof JPrimitive p ? p.size() : 1;
        return slot;
    }

    int nextSlot() {
        return nextSlot;
    }

    void restore(Scope saved, int savedSlot) {
        endScopes(saved);
        scope = saved;
        nextSlot = savedSlot;
    }

    /** Where the parameters' scope starts: the method's first instruction, shared by all of them. */
    private Label parametersStart;

    /** Declares a parameter of the method, named in the LocalVariableTable ({@link #endScopes}). */
    Local declareParameter(String name, JType type, int position) {
        Local local = declare(name, type, position);
        if (parametersStart == null) {
            parametersStart = new Label();
            assembler.visitLabel(parametersStart);
        }
        local.start = parametersStart;
        return local;
    }

    /**
     * Ends the scopes of the locals declared since {@code saved} (all of them at the end of the method: null) with
     * a LocalVariableTable entry each, as javac writes them: a helpful NullPointerException message then names the
     * parameter ({@code "r"}) instead of its slot ({@code "<parameter1>"}), and debuggers show it. Locals only
     * with {@link #LOCAL_VARIABLES}.
     */
    void endScopes(Scope saved) {
        Label end = null;
        for (Scope s = scope; s != saved && s != null && s.local() != null; s = s.outer()) {
            Local local = s.local();
            if (local.start == null) {
                continue;
            }
            if (end == null) {
                end = new Label();
                assembler.visitLabel(end);
            }
            assembler.visitLocalVariable(local.name(), dev.jumbo.lang.type.Generics.erasure(local.type()).descriptor(),
                    null, local.start, end, local.slot());
            local.start = null;
        }
    }

    // ---- jumps and cleanups

    /** Runs the cleanups between here and {@code depth}, innermost first, for a jump out. */
    void cleanupTo(int depth) {
        for (int i = cleanups.size() - 1; i >= depth; i--) {
            Cleanup cleanup = cleanups.get(i);
            List<Cleanup> saved = new ArrayList<>(cleanups.subList(i, cleanups.size()));
            cleanups.subList(i, cleanups.size()).clear();
            cleanup.emitForJump(this);
            cleanups.addAll(saved);
        }
    }
}
