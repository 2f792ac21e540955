package dev.jumbo.lang.show;

import dev.jumbo.lang.Category;
import dev.jumbo.lang.Code;
import dev.jumbo.lang.tree.*;
import java.lang.reflect.Modifier;
import java.util.List;

/** Prints a fragment as readable Java source with its holes filled ({@link Code#show()}). */
public final class Printer {
    private final StringBuilder out = new StringBuilder();
    private final Kinds kinds = new Kinds();
    private int indent;
    /** The context of the expression being printed, which a spliced expression passes on. */
    private int context;

    private Printer() {
    }

    public static String show(Code code) {
        Printer printer = new Printer();
        printer.code(code, true);
        return printer.out.toString();
    }

    private void code(Fragment code, boolean topLevel) {
        switch (category(code)) {
            case EXPRESSION -> {
                expression((Expression) code.nodes().get(0));
                if (!topLevel) {
                    out.append(';');
                }
            }
            case FORMAL -> formal((Formal) code.nodes().get(0));
            default -> {
                for (Node node : code.nodes()) {
                    node(node);
                }
            }
        }
    }

    /** Every fragment is a {@link Code} (see {@link Fragment}), which knows what it parsed as. */
    private static Category category(Fragment fragment) {
        return ((Code) fragment).category();
    }

    private void node(Node node) {
        if (node instanceof Statement statement) {
            statement(statement);
        } else if (node instanceof Member member) {
            member(member);
        } else if (node instanceof Case c) {
            switchCase(c);
        }
    }

    private void line() {
        if (out.length() > 0 && out.charAt(out.length() - 1) != '\n') {
            out.append('\n');
        }
        out.append("    ".repeat(indent));
    }

    // ---- declarations

    private void member(Member member) {
        member.accept(kinds);
    }

    private void classDeclaration(ClassDeclaration declaration) {
        line();
        modifiers(declaration.modifiers() & ~Modifier.INTERFACE);
        out.append(declaration.kind().name().toLowerCase(java.util.Locale.ROOT)).append(' ').append(declaration.name());
        typeParameters(declaration.typeParameters());
        if (declaration.kind() == TypeKind.RECORD) {
            formals(declaration.components());
        }
        if (declaration.superclass() != null) {
            out.append(" extends ");
            type(declaration.superclass());
        }
        if (!declaration.interfaces().isEmpty()) {
            out.append(declaration.kind() == TypeKind.INTERFACE ? " extends " : " implements ");
            separated(declaration.interfaces(), this::type);
        }
        out.append(" {");
        indent++;
        List<EnumConstant> constants = declaration.enumConstants();
        for (int i = 0; i < constants.size(); i++) {
            EnumConstant constant = constants.get(i);
            line();
            out.append(constant.name());
            if (!constant.arguments().isEmpty()) {
                arguments(constant.arguments());
            }
            if (constant.body() != null) {
                classBody(constant.body());
            }
            out.append(i == constants.size() - 1 ? ";" : ",");
        }
        for (Member member : declaration.members()) {
            member(member);
        }
        indent--;
        line();
        out.append('}');
    }

    private void classBody(List<Member> members) {
        out.append(" {");
        indent++;
        for (Member member : members) {
            member(member);
        }
        indent--;
        line();
        out.append('}');
    }

    private void typeParameters(List<TypeParameter> parameters) {
        if (parameters.isEmpty()) {
            return;
        }
        out.append('<');
        separated(parameters, parameter -> {
            out.append(parameter.name());
            if (!parameter.bounds().isEmpty()) {
                out.append(" extends ");
                for (int i = 0; i < parameter.bounds().size(); i++) {
                    out.append(i > 0 ? " & " : "");
                    type(parameter.bounds().get(i));
                }
            }
        });
        out.append("> ");
    }

    private void exceptions(List<TypeNode> exceptions) {
        if (!exceptions.isEmpty()) {
            out.append(" throws ");
            separated(exceptions, this::type);
        }
    }

    private void formals(List<Formal> formals) {
        out.append('(');
        separated(formals, this::formal);
        out.append(')');
    }

    private void formal(Formal formal) {
        if (formal instanceof SplicedFormals spliced) {
            separated(spliced.codes(), code -> code(code, true));
            return;
        }
        Parameter parameter = (Parameter) formal;
        modifiers(parameter.modifiers());
        if (parameter.type() != null) {
            type(parameter.type());
            out.append(parameter.varargs() ? "... " : " ");
        }
        out.append(parameter.name());
    }

    private void modifiers(int modifiers) {
        String text = Modifier.toString(modifiers);
        if (!text.isEmpty()) {
            out.append(text).append(' ');
        }
    }

    private void declarators(List<VariableDeclarator> declarators) {
        separated(declarators, declarator -> {
            out.append(declarator.name()).append("[]".repeat(declarator.dimensions()));
            if (declarator.initializer() != null) {
                out.append(" = ");
                expression(declarator.initializer());
            }
        });
    }

    // ---- types

    private void type(TypeNode type) {
        type.accept(kinds);
    }

    // ---- statements

    private void block(Block block) {
        out.append('{');
        indent++;
        for (Statement statement : block.statements()) {
            statement(statement);
        }
        indent--;
        line();
        out.append('}');
    }

    private void body(Statement statement) {
        if (statement instanceof Block block) {
            out.append(' ');
            block(block);
        } else {
            indent++;
            statement(statement);
            indent--;
        }
    }

    private void statement(Statement statement) {
        if (statement instanceof SplicedStatements spliced) {
            for (Fragment code : spliced.codes()) {
                code(code, false);
            }
            return;
        }
        line();
        inlineStatement(statement);
    }

    private void inlineStatement(Statement statement) {
        statement.accept(kinds);
    }

    private String inline(Statement statement) {
        Printer printer = new Printer();
        printer.inlineStatement(statement);
        return printer.out.toString();
    }

    private void tryStatement(Try s) {
        out.append("try ");
        if (!s.resources().isEmpty()) {
            out.append('(');
            for (int i = 0; i < s.resources().size(); i++) {
                String text = inline(s.resources().get(i));
                out.append(i > 0 ? "; " : "").append(text, 0, text.length() - 1);
            }
            out.append(") ");
        }
        block(s.body());
        for (CatchClause clause : s.catches()) {
            out.append(" catch (");
            modifiers(clause.modifiers());
            for (int i = 0; i < clause.types().size(); i++) {
                out.append(i > 0 ? " | " : "");
                type(clause.types().get(i));
            }
            out.append(' ').append(clause.name()).append(") ");
            block(clause.body());
        }
        if (s.finallyBlock() != null) {
            out.append(" finally ");
            block(s.finallyBlock());
        }
    }

    private void cases(List<Case> cases) {
        out.append('{');
        indent++;
        for (Case c : cases) {
            switchCase(c);
        }
        indent--;
        line();
        out.append('}');
    }

    private void switchCase(Case c) {
        if (c instanceof SplicedCases spliced) {
            for (Fragment code : spliced.codes()) {
                code(code, false);
            }
            return;
        }
        SwitchCase s = (SwitchCase) c;
        line();
        if (!s.labels().isEmpty()) {
            out.append("case ");
            separated(s.labels(), this::expression);
            if (s.isDefault()) {
                out.append(", default");
            }
        } else {
            out.append("default");
        }
        if (s.arrow()) {
            out.append(" ->");
            if (s.body().size() == 1) {
                out.append(' ');
                inlineStatement(s.body().get(0));
                return;
            }
        } else {
            out.append(':');
        }
        indent++;
        for (Statement statement : s.body()) {
            statement(statement);
        }
        indent--;
    }

    // ---- expressions

    private void expression(Expression expression) {
        expression(expression, Precedence.NONE);
    }

    /**
     * Prints {@code expression} where the surrounding syntax binds with {@code context} (a
     * {@link Precedence} level): parentheses are written only where Java needs them.
     */
    private void expression(Expression expression, int context) {
        int own = Precedence.of(expression);
        if (own < context) {
            out.append('(');
            expression(expression, Precedence.NONE);
            out.append(')');
            return;
        }
        this.context = context;
        expression.accept(kinds);
    }

    private void qualifier(TypeNode qualifier) {
        if (qualifier != null) {
            type(qualifier);
            out.append('.');
        }
    }

    private void newArray(NewArray creation) {
        out.append("new ");
        TypeNode element = creation.type();
        int depth = 0;
        while (element instanceof ArrayType array) {
            element = array.element();
            depth++;
        }
        type(element);
        for (Expression dimension : creation.dimensions()) {
            out.append('[');
            expression(dimension);
            out.append(']');
        }
        out.append("[]".repeat(Math.max(0, depth - creation.dimensions().size())));
        if (creation.initializer() != null) {
            out.append(' ');
            expression(creation.initializer());
        }
    }

    private void arguments(List<Expression> arguments) {
        out.append('(');
        separated(arguments, this::expression);
        out.append(')');
    }

    /**
     * A {@code `Value} hole as written in a quote, with what it holds: a string, a box or a null as its
     * literal, a class as its literal, an enum constant by name, any other object by its class and identity
     * hash (its own {@code toString} may be costly or fail). It stands for that very object, which no Java
     * source can name, so the text is the hole's, never a {@code null} a reader would take for the value.
     */
    private void valueHole(Object value) {
        out.append("`Value(");
        if (value == null || value instanceof String || value instanceof Character || value instanceof Boolean
                || value instanceof Number && value.getClass().getName().startsWith("java.lang.")) {
            literal(value);
        } else if (value instanceof Class<?> type) {
            out.append(type.getTypeName()).append(".class");
        } else if (value instanceof Enum<?> constant) {
            out.append(constant.getDeclaringClass().getTypeName()).append('.').append(constant.name());
        } else {
            out.append(value.getClass().getTypeName()).append('@')
                    .append(Integer.toHexString(System.identityHashCode(value)));
        }
        out.append(')');
    }

    private void literal(Object value) {
        if (value instanceof String s) {
            out.append('"');
            s.chars().forEach(c -> escape((char) c, '"'));
            out.append('"');
        } else if (value instanceof Character c) {
            out.append('\'');
            escape(c, '\'');
            out.append('\'');
        } else if (value instanceof Long l) {
            out.append(l).append('L');
        } else if (value instanceof Float f) {
            out.append(f.isNaN() ? "(0.0f / 0.0f)" : f.isInfinite() ? (f > 0 ? "(1.0f / 0.0f)" : "(-1.0f / 0.0f)") : f + "f");
        } else if (value instanceof Double d) {
            out.append(d.isNaN() ? "(0.0 / 0.0)" : d.isInfinite() ? (d > 0 ? "(1.0 / 0.0)" : "(-1.0 / 0.0)") : d.toString());
        } else if (value instanceof Byte b) {
            out.append("((byte) ").append(b).append(')');
        } else if (value instanceof Short s) {
            out.append("((short) ").append(s).append(')');
        } else {
            out.append(value);
        }
    }

    private void escape(char c, char quote) {
        switch (c) {
            case '\n' -> out.append("\\n");
            case '\t' -> out.append("\\t");
            case '\r' -> out.append("\\r");
            case '\\' -> out.append("\\\\");
            default -> {
                if (c == quote) {
                    out.append('\\').append(c);
                } else if (c < 0x20 || c > 0x7e) {
                    out.append(String.format("\\u%04x", (int) c));
                } else {
                    out.append(c);
                }
            }
        }
    }

    private <T> void separated(List<T> items, java.util.function.Consumer<T> printer) {
        for (int i = 0; i < items.size(); i++) {
            if (i > 0) {
                out.append(", ");
            }
            printer.accept(items.get(i));
        }
    }

    /** The node kinds, each printed at the current position of {@code out}. */
    private final class Kinds implements Member.Visitor<Void>, TypeNode.Visitor<Void>, Statement.Visitor<Void>,
            Expression.Visitor<Void> {
        // declarations

        @Override
        public Void visitSplicedMembers(SplicedMembers spliced) {
            for (Fragment code : spliced.codes()) {
                code(code, false);
            }
            return null;
        }

        @Override
        public Void visitFieldDeclaration(FieldDeclaration field) {
            line();
            modifiers(field.modifiers());
            type(field.type());
            out.append(' ');
            declarators(field.declarators());
            out.append(';');
            return null;
        }

        @Override
        public Void visitMethodDeclaration(MethodDeclaration method) {
            line();
            modifiers(method.modifiers());
            typeParameters(method.typeParameters());
            type(method.returnType());
            out.append(' ').append(method.name());
            formals(method.parameters());
            exceptions(method.exceptions());
            if (method.body() == null) {
                out.append(';');
            } else {
                out.append(' ');
                block(method.body());
            }
            return null;
        }

        @Override
        public Void visitConstructorDeclaration(ConstructorDeclaration constructor) {
            line();
            modifiers(constructor.modifiers());
            out.append(constructor.name());
            formals(constructor.parameters());
            exceptions(constructor.exceptions());
            out.append(' ');
            block(constructor.body());
            return null;
        }

        @Override
        public Void visitInitializer(Initializer initializer) {
            line();
            if (initializer.isStatic()) {
                out.append("static ");
            }
            block(initializer.body());
            return null;
        }

        @Override
        public Void visitClassDeclaration(ClassDeclaration declaration) {
            classDeclaration(declaration);
            return null;
        }

        // types

        @Override
        public Void visitPrimitiveType(PrimitiveType primitive) {
            out.append(primitive.kind().keyword());
            return null;
        }

        @Override
        public Void visitNamedType(NamedType named) {
            out.append(named.binary() ? named.name().replace('$', '.') : named.name());
            if (!named.arguments().isEmpty()) {
                out.append('<');
                separated(named.arguments(), Printer.this::type);
                out.append('>');
            } else if (named.diamond()) {
                out.append("<>");
            }
            return null;
        }

        @Override
        public Void visitArrayType(ArrayType array) {
            type(array.element());
            out.append("[]");
            return null;
        }

        @Override
        public Void visitReflectedType(ReflectedType reflected) {
            out.append(reflected.type().getCanonicalName() != null ? reflected.type().getCanonicalName()
                    : reflected.type().getName());
            return null;
        }

        @Override
        public Void visitWildcardType(WildcardType wildcard) {
            out.append('?');
            if (wildcard.bound() != null) {
                out.append(wildcard.upper() ? " extends " : " super ");
                type(wildcard.bound());
            }
            return null;
        }

        @Override
        public Void visitVarType(VarType node) {
            out.append("var");
            return null;
        }

        @Override
        public Void visitSplicedType(SplicedType spliced) {
            code(spliced.code(), true);
            return null;
        }

        // statements, after the line is started

        @Override
        public Void visitBlock(Block block) {
            block(block);
            return null;
        }

        @Override
        public Void visitLocalVariable(LocalVariable local) {
            modifiers(local.modifiers());
            type(local.type());
            out.append(' ');
            declarators(local.declarators());
            out.append(';');
            return null;
        }

        @Override
        public Void visitLocalClass(LocalClass local) {
            classDeclaration(local.declaration());
            return null;
        }

        @Override
        public Void visitExpressionStatement(ExpressionStatement expression) {
            expression(expression.expression());
            out.append(';');
            return null;
        }

        @Override
        public Void visitIf(If s) {
            out.append("if (");
            expression(s.condition());
            out.append(')');
            body(s.thenStatement());
            if (s.elseStatement() != null) {
                line();
                out.append("else");
                body(s.elseStatement());
            }
            return null;
        }

        @Override
        public Void visitWhile(While s) {
            out.append("while (");
            expression(s.condition());
            out.append(')');
            body(s.body());
            return null;
        }

        @Override
        public Void visitDoWhile(DoWhile s) {
            out.append("do");
            body(s.body());
            line();
            out.append("while (");
            expression(s.condition());
            out.append(");");
            return null;
        }

        @Override
        public Void visitFor(For s) {
            out.append("for (");
            for (int i = 0; i < s.initializers().size(); i++) {
                Statement init = s.initializers().get(i);
                out.append(i > 0 ? ", " : "");
                if (init instanceof ExpressionStatement e) {
                    expression(e.expression());
                } else {
                    String text = inline(init);
                    out.append(text, 0, text.length() - 1);
                }
            }
            out.append("; ");
            if (s.condition() != null) {
                expression(s.condition());
            }
            out.append("; ");
            separated(s.updates(), Printer.this::expression);
            out.append(')');
            body(s.body());
            return null;
        }

        @Override
        public Void visitForEach(ForEach s) {
            out.append("for (");
            modifiers(s.modifiers());
            type(s.type());
            out.append(' ').append(s.name()).append(" : ");
            expression(s.iterable());
            out.append(')');
            body(s.body());
            return null;
        }

        @Override
        public Void visitLabeled(Labeled s) {
            out.append(s.label()).append(':');
            body(s.statement());
            return null;
        }

        @Override
        public Void visitBreak(Break s) {
            out.append(s.label() == null ? "break;" : "break " + s.label() + ";");
            return null;
        }

        @Override
        public Void visitContinue(Continue s) {
            out.append(s.label() == null ? "continue;" : "continue " + s.label() + ";");
            return null;
        }

        @Override
        public Void visitReturn(Return s) {
            out.append("return");
            if (s.value() != null) {
                out.append(' ');
                expression(s.value());
            }
            out.append(';');
            return null;
        }

        @Override
        public Void visitThrow(Throw s) {
            out.append("throw ");
            expression(s.exception());
            out.append(';');
            return null;
        }

        @Override
        public Void visitYield(Yield s) {
            out.append("yield ");
            expression(s.value());
            out.append(';');
            return null;
        }

        @Override
        public Void visitTry(Try s) {
            tryStatement(s);
            return null;
        }

        @Override
        public Void visitSwitch(Switch s) {
            out.append("switch (");
            expression(s.selector());
            out.append(") ");
            cases(s.cases());
            return null;
        }

        @Override
        public Void visitSynchronized(Synchronized s) {
            out.append("synchronized (");
            expression(s.lock());
            out.append(") ");
            block(s.body());
            return null;
        }

        @Override
        public Void visitAssert(Assert s) {
            out.append("assert ");
            expression(s.condition());
            if (s.message() != null) {
                out.append(" : ");
                expression(s.message());
            }
            out.append(';');
            return null;
        }

        @Override
        public Void visitEmpty(Empty node) {
            out.append(';');
            return null;
        }

        @Override
        public Void visitConstructorCall(ConstructorCall s) {
            if (s.outer() != null) {
                expression(s.outer());
                out.append('.');
            }
            out.append(s.isSuper() ? "super" : "this");
            arguments(s.arguments());
            out.append(';');
            return null;
        }

        // expressions, in the context of expression(expression, context)

        @Override
        public Void visitLiteral(Literal literal) {
            literal(literal.value());
            return null;
        }

        @Override
        public Void visitName(Name name) {
            out.append(name.identifier());
            return null;
        }

        @Override
        public Void visitFieldAccess(FieldAccess access) {
            expression(access.target(), Precedence.PRIMARY);
            out.append('.').append(access.name());
            return null;
        }

        @Override
        public Void visitMethodCall(MethodCall call) {
            if (call.target() != null) {
                expression(call.target(), Precedence.PRIMARY);
                out.append('.');
            }
            if (!call.typeArguments().isEmpty()) {
                out.append('<');
                for (int i = 0; i < call.typeArguments().size(); i++) {
                    out.append(i > 0 ? ", " : "");
                    type(call.typeArguments().get(i));
                }
                out.append('>');
            }
            out.append(call.name());
            arguments(call.arguments());
            return null;
        }

        @Override
        public Void visitNew(New creation) {
            if (creation.outer() != null) {
                expression(creation.outer(), Precedence.PRIMARY);
                out.append('.');
            }
            out.append("new ");
            type(creation.type());
            arguments(creation.arguments());
            if (creation.body() != null) {
                classBody(creation.body());
            }
            return null;
        }

        @Override
        public Void visitNewArray(NewArray creation) {
            newArray(creation);
            return null;
        }

        @Override
        public Void visitArrayInitializer(ArrayInitializer initializer) {
            out.append('{');
            separated(initializer.elements(), Printer.this::expression);
            out.append('}');
            return null;
        }

        @Override
        public Void visitArrayAccess(ArrayAccess access) {
            expression(access.array(), Precedence.PRIMARY);
            out.append('[');
            expression(access.index());
            out.append(']');
            return null;
        }

        @Override
        public Void visitUnary(Unary unary) {
            if (unary.operator().isPostfix()) {
                expression(unary.operand(), Precedence.POSTFIX);
                out.append(unary.operator().symbol());
            } else {
                out.append(unary.operator().symbol());
                // `- -x` and `-(-1)`, never `--x`: a sign followed by a sign would read as ++ or --.
                boolean sign = Precedence.startsWithSign(unary.operand());
                expression(unary.operand(), sign ? Precedence.PRIMARY : Precedence.PREFIX);
            }
            return null;
        }

        @Override
        public Void visitBinary(Binary binary) {
            int level = Precedence.of(binary.operator());
            expression(binary.left(), level);
            out.append(' ').append(binary.operator().symbol()).append(' ');
            expression(binary.right(), level + 1);
            return null;
        }

        @Override
        public Void visitAssign(Assign assign) {
            expression(assign.target(), Precedence.POSTFIX);
            out.append(' ').append(assign.operator() == null ? "" : assign.operator().symbol()).append("= ");
            expression(assign.value(), Precedence.ASSIGNMENT);
            return null;
        }

        @Override
        public Void visitConditional(Conditional conditional) {
            expression(conditional.condition(), Precedence.CONDITIONAL + 1);
            out.append(" ? ");
            expression(conditional.whenTrue(), Precedence.ASSIGNMENT);
            out.append(" : ");
            expression(conditional.whenFalse(), Precedence.CONDITIONAL);
            return null;
        }

        @Override
        public Void visitCast(Cast cast) {
            out.append('(');
            type(cast.type());
            out.append(") ");
            expression(cast.expression(), Precedence.PREFIX);
            return null;
        }

        @Override
        public Void visitInstanceOf(InstanceOf test) {
            expression(test.expression(), Precedence.RELATIONAL);
            out.append(" instanceof ");
            type(test.type());
            if (test.binding() != null) {
                out.append(' ').append(test.binding());
            }
            return null;
        }

        @Override
        public Void visitClassLiteral(ClassLiteral literal) {
            type(literal.type());
            out.append(".class");
            return null;
        }

        @Override
        public Void visitThis(This self) {
            qualifier(self.qualifier());
            out.append("this");
            return null;
        }

        @Override
        public Void visitSuper(Super parent) {
            qualifier(parent.qualifier());
            out.append("super");
            return null;
        }

        @Override
        public Void visitTypeExpression(TypeExpression type) {
            type(type.type());
            return null;
        }

        @Override
        public Void visitLambda(Lambda lambda) {
            formals(lambda.parameters());
            out.append(" -> ");
            if (lambda.body() instanceof Block block) {
                block(block);
            } else {
                expression((Expression) lambda.body());
            }
            return null;
        }

        @Override
        public Void visitMethodReference(MethodReference reference) {
            expression(reference.target(), Precedence.PRIMARY);
            out.append("::").append(reference.name());
            return null;
        }

        @Override
        public Void visitSwitchExpression(SwitchExpression s) {
            out.append("switch (");
            expression(s.selector());
            out.append(") ");
            cases(s.cases());
            return null;
        }

        @Override
        public Void visitSplicedExpression(SplicedExpression spliced) {
            Fragment code = spliced.code();
            if (category(code) == Category.EXPRESSION) {
                expression((Expression) code.nodes().get(0), context);
            } else {
                code(code, true);
            }
            return null;
        }

        @Override
        public Void visitSplicedArguments(SplicedArguments spliced) {
            separated(spliced.codes(), code -> code(code, true));
            return null;
        }

        @Override
        public Void visitValueConstant(ValueConstant value) {
            valueHole(value.value());
            return null;
        }

        @Override
        public Void visitSplicedStatements(SplicedStatements spliced) {
            return null; // statement() prints a splice's statements; one as an arrow rule's body prints nothing
        }
    }
}
