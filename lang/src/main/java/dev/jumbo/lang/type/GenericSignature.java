package dev.jumbo.lang.type;

import java.util.List;

/**
 * The generic parameter and result types of a generated method, kept next to its erased
 * {@link MethodRef} when they mention type variables or type arguments.
 *
 * @param variables  the method's own type variables, inferred at each call
 * @param parameters the parameter types, with type variables ({@link JTypeVariable}) and arguments ({@link JGeneric})
 * @param returnType the result type, likewise
 */
public record GenericSignature(List<JTypeVariable> variables, List<JType> parameters, JType returnType) {
}
