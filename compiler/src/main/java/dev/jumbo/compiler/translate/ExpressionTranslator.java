package dev.jumbo.compiler.translate;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.NodeList;
import com.github.javaparser.ast.body.Parameter;
import com.github.javaparser.ast.expr.*;
import com.github.javaparser.ast.stmt.BlockStmt;
import com.github.javaparser.ast.stmt.ExpressionStmt;
import dev.jumbo.compiler.parse.HoleCategory;
import dev.jumbo.compiler.parse.HoleSite;

import java.util.List;

/** Writes the {@code Expression} construction of an expression in a quote. */
final class ExpressionTranslator {
    private final Construction construction;
    private final Translators translators;

    ExpressionTranslator(Construction construction, Translators translators) {
        this.construction = construction;
        this.translators = translators;
    }

    /** Writes an expression, or {@code null} for a missing one. */
    void expression(Expression expression) {
        if (expression == null) {
            construction.raw("null", null);
            return;
        }
        if (expression instanceof EnclosedExpr enclosed) {
            expression(enclosed.getInner());
        } else if (expression instanceof NameExpr name) {
            name(name);
        } else if (expression instanceof LiteralExpr literal) {
            literal(literal);
        } else if (expression instanceof FieldAccessExpr access) {
            fieldAccess(access);
        } else if (expression instanceof MethodCallExpr call) {
            methodCall(call);
        } else if (expression instanceof BinaryExpr binary) {
            construction.begin("Binary", binary);
            construction.argument(Construction.TREE + "BinaryOperator." + Operators.binary(binary.getOperator()), binary);
            construction.argument(binary, () -> expression(binary.getLeft()));
            construction.argument(binary, () -> expression(binary.getRight()));
            construction.end(binary);
        } else if (expression instanceof UnaryExpr unary) {
            construction.begin("Unary", unary);
            construction.argument(Construction.TREE + "UnaryOperator." + Operators.unary(unary.getOperator()), unary);
            construction.argument(unary, () -> expression(unary.getExpression()));
            construction.end(unary);
        } else if (expression instanceof AssignExpr assign) {
            construction.begin("Assign", assign);
            String operator = Operators.assignment(assign.getOperator());
            construction.argument(operator == null ? "null" : Construction.TREE + "BinaryOperator." + operator, assign);
            construction.argument(assign, () -> expression(assign.getTarget()));
            construction.argument(assign, () -> expression(assign.getValue()));
            construction.end(assign);
        } else if (expression instanceof ConditionalExpr conditional) {
            construction.begin("Conditional", conditional);
            construction.argument(conditional, () -> expression(conditional.getCondition()));
            construction.argument(conditional, () -> expression(conditional.getThenExpr()));
            construction.argument(conditional, () -> expression(conditional.getElseExpr()));
            construction.end(conditional);
        } else if (expression instanceof CastExpr cast) {
            construction.begin("Cast", cast);
            construction.argument(cast, () -> translators.types().type(cast.getType()));
            construction.argument(cast, () -> expression(cast.getExpression()));
            construction.end(cast);
        } else if (expression instanceof InstanceOfExpr test) {
            instanceOf(test);
        } else if (expression instanceof ArrayAccessExpr access) {
            construction.begin("ArrayAccess", access);
            construction.argument(access, () -> expression(access.getName()));
            construction.argument(access, () -> expression(access.getIndex()));
            construction.end(access);
        } else if (expression instanceof ArrayCreationExpr creation) {
            arrayCreation(creation);
        } else if (expression instanceof ArrayInitializerExpr initializer) {
            arrayInitializer(initializer);
        } else if (expression instanceof ObjectCreationExpr creation) {
            objectCreation(creation);
        } else if (expression instanceof ClassExpr literal) {
            construction.begin("ClassLiteral", literal);
            construction.argument(literal, () -> translators.types().type(literal.getType()));
            construction.end(literal);
        } else if (expression instanceof ThisExpr self) {
            construction.begin("This", self);
            construction.argument(self, () -> qualifier(self.getTypeName().orElse(null), self));
            construction.end(self);
        } else if (expression instanceof SuperExpr parent) {
            construction.begin("Super", parent);
            construction.argument(parent, () -> qualifier(parent.getTypeName().orElse(null), parent));
            construction.end(parent);
        } else if (expression instanceof LambdaExpr lambda) {
            lambda(lambda);
        } else if (expression instanceof MethodReferenceExpr reference) {
            construction.begin("MethodReference", reference);
            construction.argument(reference, () -> expression(reference.getScope()));
            construction.argument(JavaLiterals.string(reference.getIdentifier()), reference);
            construction.end(reference);
        } else if (expression instanceof TypeExpr type) {
            construction.begin("TypeExpression", type);
            construction.argument(type, () -> translators.types().type(type.getType()));
            construction.end(type);
        } else if (expression instanceof SwitchExpr switchExpression) {
            construction.begin("SwitchExpression", switchExpression);
            construction.argument(switchExpression, () -> expression(switchExpression.getSelector()));
            construction.listArgument(switchExpression, switchExpression.getEntries(),
                    translators.statements()::switchEntry);
            construction.end(switchExpression);
        } else {
            throw new UnsupportedConstruct(expression,
                describe(expression) + " is not supported inside quotes");
        }
    }

    /** Writes {@code java.util.List.of(...)} of expressions (arguments, dimensions, initializers). */
    void expressions(Node at, List<? extends Expression> expressions) {
        construction.list(at, expressions, this::expression);
    }

    private void name(NameExpr name) {
        HoleSite hole = construction.hole(name.getNameAsString());
        if (hole == null) {
            construction.begin("Name", name);
            construction.nameArgument(name.getName());
            construction.end(name);
            return;
        }
        switch (hole.category()) {
            case Name -> {
                construction.begin("Name", name);
                construction.nameArgument(name.getName());
                construction.end(name);
            }
            case Type -> {
                construction.begin("TypeExpression", name);
                construction.argument(name, () -> construction.hole(hole));
                construction.end(name);
            }
            case Stmt, Body, Field, Method, Member, Class, Case, Formals -> throw new UnsupportedConstruct(name,
                    "hole `" + hole.category() + " cannot stand where an expression is expected");
            default -> construction.hole(hole);
        }
    }

    private void literal(LiteralExpr literal) {
        String value;
        if (literal instanceof IntegerLiteralExpr integer) {
            value = Integer.toString(integer.asNumber().intValue());
        } else if (literal instanceof LongLiteralExpr longValue) {
            value = longValue.asNumber().longValue() + "L";
        } else if (literal instanceof DoubleLiteralExpr doubleValue) {
            String text = doubleValue.getValue().replace("_", "").toLowerCase(java.util.Locale.ROOT);
            value = text.endsWith("f") ? Float.toString(Float.parseFloat(text)) + "f"
                    : Double.toString(Double.parseDouble(text)) + "d";
        } else if (literal instanceof CharLiteralExpr character) {
            value = JavaLiterals.character(character.asChar());
        } else if (literal instanceof StringLiteralExpr string) {
            value = JavaLiterals.string(string.asString());
        } else if (literal instanceof TextBlockLiteralExpr textBlock) {
            value = JavaLiterals.string(textBlock.asString());
        } else if (literal instanceof BooleanLiteralExpr bool) {
            value = Boolean.toString(bool.getValue());
        } else if (literal instanceof NullLiteralExpr ignored) {
            value = "null";
        } else {
            throw new UnsupportedConstruct(literal, describe(literal) + " is not supported inside quotes");
        }
        construction.begin("Literal", literal);
        // null must stay an Object argument, not pick an overload.
        construction.argument(value.equals("null") ? "(Object) null" : value, literal);
        construction.end(literal);
    }

    private void fieldAccess(FieldAccessExpr access) {
        construction.begin("FieldAccess", access);
        construction.argument(access, () -> expression(access.getScope()));
        construction.nameArgument(access.getName());
        construction.end(access);
    }

    private void methodCall(MethodCallExpr call) {
        HoleSite hole = construction.hole(call.getNameAsString());
        if (hole != null && hole.category() != HoleCategory.Name) {
            throw new UnsupportedConstruct(call, "hole `" + hole.category() + " cannot stand where an expression is expected");
        }
        construction.begin("MethodCall", call);
        construction.argument(call, () -> expression(call.getScope().orElse(null)));
        construction.nameArgument(call.getName());
        construction.argument(call, () -> expressions(call, call.getArguments()));
        construction.end(call);
    }

    private void instanceOf(InstanceOfExpr test) {
        construction.begin("InstanceOf", test);
        construction.argument(test, () -> expression(test.getExpression()));
        construction.argument(test, () -> translators.types().type(test.getType()));
        if (test.getPattern().isEmpty()) {
            construction.argument("null", test);
        } else if (test.getPattern().get() instanceof TypePatternExpr pattern) {
            construction.nameArgument(pattern.getName());
        } else {
            throw new UnsupportedConstruct(test, "record patterns are not supported inside quotes");
        }
        construction.end(test);
    }

    private void arrayCreation(ArrayCreationExpr creation) {
        construction.begin("NewArray", creation);
        construction.argument(creation, () -> translators.types().type(creation.createdType()));
        List<Expression> dimensions = creation.getLevels().stream()
                .flatMap(level -> level.getDimension().stream()).toList();
        construction.argument(creation, () -> expressions(creation, dimensions));
        construction.argument(creation, () -> expression(creation.getInitializer().orElse(null)));
        construction.end(creation);
    }

    void arrayInitializer(ArrayInitializerExpr initializer) {
        construction.begin("ArrayInitializer", initializer);
        construction.argument(initializer, () -> expressions(initializer, initializer.getValues()));
        construction.end(initializer);
    }

    private void objectCreation(ObjectCreationExpr creation) {
        construction.begin("New", creation);
        construction.argument(creation, () -> expression(creation.getScope().orElse(null)));
        construction.argument(creation, () -> translators.types().type(creation.getType()));
        construction.argument(creation, () -> expressions(creation, creation.getArguments()));
        if (creation.getAnonymousClassBody().isPresent()) {
            construction.argument(creation, () -> translators.declarations().members(creation,
                    creation.getAnonymousClassBody().get()));
        } else {
            construction.argument("null", creation);
        }
        construction.end(creation);
    }

    private void qualifier(Name typeName, Node at) {
        if (typeName == null) {
            construction.raw("null", at);
        } else {
            translators.types().named(typeName.asString(), List.of(), at);
        }
    }

    private void lambda(LambdaExpr lambda) {
        construction.begin("Lambda", lambda);
        NodeList<Parameter> parameters = lambda.getParameters();
        construction.listArgument(lambda, parameters, translators.declarations()::parameter);
        construction.argument(lambda, () -> {
            if (lambda.getBody() instanceof ExpressionStmt expressionBody) {
                expression(expressionBody.getExpression());
            } else {
                translators.statements().statement((BlockStmt) lambda.getBody());
            }
        });
        construction.end(lambda);
    }

    static String describe(Node node) {
        String kind = node.getClass().getSimpleName().replaceAll("(Expr|Stmt|Declaration)$", "");
        String spaced = kind.replaceAll("([a-z])([A-Z])", "$1 $2").toLowerCase(java.util.Locale.ROOT);
        String text = node.toString().lines().findFirst().orElse("");
        return "the " + spaced + " '" + (text.length() > 40 ? text.substring(0, 40) + "..." : text) + "'";
    }
}
