package dev.jumbo.lang.type;

import java.util.ArrayList;
import java.util.List;

/** Method selection by the three phases of JLS 15.12.2, then the most specific method. */
public final class Overloads {
    private Overloads() {
    }

    /** The chosen method and whether it is invoked in variable-arity form. */
    public record Choice(MethodRef method, boolean varargsCall) {
    }

    /** Chooses among {@code candidates} for arguments of the given types; null if none applies; throws if ambiguous. */
    public static Choice select(List<MethodRef> candidates, List<JType> arguments) {
        for (int phase = 1; phase <= 3; phase++) {
            // Usually one method applies: the list is made only when a second one does.
            MethodRef first = null;
            List<MethodRef> applicable = null;
            for (MethodRef candidate : candidates) {
                if (!applicable(candidate, arguments, phase)) {
                    continue;
                }
                if (first == null) {
                    first = candidate;
                } else {
                    if (applicable == null) {
                        applicable = new ArrayList<>();
                        applicable.add(first);
                    }
                    applicable.add(candidate);
                }
            }
            if (applicable != null) {
                return new Choice(mostSpecific(applicable, arguments.size(), phase == 3), phase == 3);
            }
            if (first != null) {
                return new Choice(first, phase == 3);
            }
        }
        return null;
    }

    /** Several methods apply and none is more specific. */
    public static final class AmbiguityException extends RuntimeException {
        private static final long serialVersionUID = 1L;
        public final transient List<MethodRef> methods;

        AmbiguityException(List<MethodRef> methods) {
            super("ambiguous", null, false, false);
            this.methods = methods;
        }
    }

    private static boolean applicable(MethodRef method, List<JType> arguments, int phase) {
        List<JType> parameters = method.parameters();
        if (phase < 3) {
            if (parameters.size() != arguments.size()) {
                return false;
            }
            for (int i = 0; i < arguments.size(); i++) {
                if (!compatible(arguments.get(i), parameters.get(i), phase)) {
                    return false;
                }
            }
            return true;
        }
        if (!method.varargs() || arguments.size() < parameters.size() - 1) {
            return false;
        }
        for (int i = 0; i < arguments.size(); i++) {
            JType parameter = i < parameters.size() - 1 ? parameters.get(i)
                    : ((JArray) parameters.get(parameters.size() - 1)).element();
            if (!compatible(arguments.get(i), parameter, 2)) {
                return false;
            }
        }
        return true;
    }

    private static boolean compatible(JType argument, JType parameter, int phase) {
        if (argument instanceof JPending pending) {
            if (parameter.equals(Types.OBJECT)) {
                return true; // maybe a type variable that the receiver's type arguments make functional
            }
            MethodRef functional = Members.functionalMethod(parameter);
            return functional != null && pending.accepts(functional.parameters().size());
        }
        return phase == 1 ? Types.isSubtypeOrWidening(argument, parameter) : Types.isLooselyConvertible(argument, parameter);
    }

    private static MethodRef mostSpecific(List<MethodRef> applicable, int arity, boolean varargs) {
        List<MethodRef> best = new ArrayList<>();
        for (MethodRef candidate : applicable) {
            boolean maximal = true;
            for (MethodRef other : applicable) {
                if (other != candidate && moreSpecific(other, candidate, arity, varargs)
                        && !moreSpecific(candidate, other, arity, varargs)) {
                    maximal = false;
                    break;
                }
            }
            if (maximal) {
                best.add(candidate);
            }
        }
        if (best.size() == 1) {
            return best.get(0);
        }
        List<MethodRef> concrete = new ArrayList<>();
        for (MethodRef method : best) {
            if (!method.isAbstract()) {
                concrete.add(method);
            }
        }
        if (concrete.size() == 1) {
            return concrete.get(0);
        }
        if (!best.isEmpty() && sameSignatures(best)) {
            return best.get(0);
        }
        throw new AmbiguityException(best);
    }

    private static boolean sameSignatures(List<MethodRef> methods) {
        for (MethodRef method : methods) {
            if (!method.parameterDescriptor().equals(methods.get(0).parameterDescriptor())) {
                return false;
            }
        }
        return true;
    }

    private static boolean moreSpecific(MethodRef a, MethodRef b, int arity, boolean varargs) {
        for (int i = 0; i < Math.max(arity, varargs ? 0 : a.parameters().size()); i++) {
            JType pa = parameterAt(a, i, varargs);
            JType pb = parameterAt(b, i, varargs);
            if (!Types.isSubtypeOrWidening(pa, pb)) {
                return false;
            }
        }
        return true;
    }

    private static JType parameterAt(MethodRef method, int index, boolean varargs) {
        List<JType> parameters = method.parameters();
        if (varargs && index >= parameters.size() - 1) {
            return ((JArray) parameters.get(parameters.size() - 1)).element();
        }
        return parameters.get(index);
    }
}
