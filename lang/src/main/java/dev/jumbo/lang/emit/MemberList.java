package dev.jumbo.lang.emit;

import dev.jumbo.lang.type.Origin;
import dev.jumbo.lang.tree.FieldDeclaration;
import dev.jumbo.lang.tree.Formal;
import dev.jumbo.lang.tree.Fragment;
import dev.jumbo.lang.tree.LocalVariable;
import dev.jumbo.lang.tree.Member;
import dev.jumbo.lang.tree.Node;
import dev.jumbo.lang.tree.Parameter;
import dev.jumbo.lang.tree.SplicedFormals;
import dev.jumbo.lang.tree.SplicedMembers;
import dev.jumbo.lang.tree.SplicedStatements;
import java.util.ArrayList;
import java.util.List;

/**
 * Flattens spliced members and formals, keeping each one's origin; a spliced local declaration
 * becomes a field (also when {@code Code.seq} joined several).
 */
final class MemberList {
    private MemberList() {
    }

    record Entry<T>(T node, Origin origin) {
    }

    static List<Entry<Member>> members(List<? extends Node> members, Origin origin) {
        List<Entry<Member>> result = new ArrayList<>();
        collect(members, origin, result);
        return result;
    }

    private static void collect(List<? extends Node> members, Origin origin, List<Entry<Member>> into) {
        // Elements as Object, not Node: on JDK 17 a cast to Node then a test for Member evicts each
        // other from the class's one-entry supertype cache, which made this loop ~30 ns per member.
        for (Object node : members) {
            if (node instanceof SplicedMembers spliced) {
                for (Fragment code : spliced.codes()) {
                    collect(code.nodes(), origin.enter(code, spliced.position()), into);
                }
            } else if (node instanceof SplicedStatements joined) {
                // local variable declarations joined by Code.seq (Hole.Member admits nothing else)
                for (Fragment code : joined.codes()) {
                    collect(code.nodes(), origin.enter(code, joined.position()), into);
                }
            } else if (node instanceof LocalVariable local) {
                into.add(new Entry<>(new FieldDeclaration(local.position(), local.modifiers(), local.type(),
                        local.declarators()), origin));
            } else if (node instanceof Member member) {
                into.add(new Entry<>(member, origin));
            } else {
                throw origin.error(((Node) node).position(), "a class body cannot hold a "
                        + node.getClass().getSimpleName());
            }
        }
    }

    static List<Entry<Parameter>> formals(List<Formal> formals, Origin origin) {
        List<Entry<Parameter>> result = new ArrayList<>();
        for (Formal formal : formals) {
            if (formal instanceof SplicedFormals spliced) {
                for (Fragment code : spliced.codes()) {
                    result.addAll(formals(List.of((Formal) code.nodes().get(0)), origin.enter(code, spliced.position())));
                }
            } else {
                result.add(new Entry<>((Parameter) formal, origin));
            }
        }
        return result;
    }
}
