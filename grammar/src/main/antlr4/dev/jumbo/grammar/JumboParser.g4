/*
 * Syntax of Jumbo: Java compilation units with every final feature up to Java 25
 * (JLS 25 chapters 7-15, summarized in chapter 19), plus quotes `$< fragment >$` and
 * holes `` `Category(expression) `` / `` `identifier ``. Written for this project from
 * the Java Language Specification; rule names follow the JLS productions.
 *
 * Where this grammar departs from the JLS (all documented in grammar/README.md):
 *  - Operator precedence is one left-recursive rule, `assignmentExpression`, instead of
 *    the JLS's ladder of conditional/or/and/... expressions.
 *  - Modifiers are one rule, `modifier`, for every declaration; a modifier that is not
 *    allowed somewhere is reported by javac, which compiles the translated host code.
 *    In the same spirit an interface body reuses `classBodyDeclaration`, and an explicit
 *    constructor invocation is a block statement (javac checks it is in a constructor).
 *  - An expression statement is a JLS StatementExpression (`statementExpression`), so a
 *    statement-level assignment is not an `#assignment` node, and `x + 1;` is an error.
 *  - `>>` and `>>>` are adjacent `>` tokens; their adjacency is not checked.
 *  - Holes are identifiers: a hole may stand wherever an identifier or a type name
 *    may, and so also as an expression and as an argument. Holes also have alternatives
 *    of their own where a whole block statement, class-body declaration, type
 *    declaration, switch-block group, switch rule or formal parameter may stand.
 *    The category is any identifier: the compiler checks categories and positions.
 *  - The only category the grammar looks at is `Case`: a `Case` hole after the
 *    statements of a switch-block group starts a new group instead of being one more
 *    statement of that group.
 *  - Quotes are primary expressions, allowed anywhere (also nested), so that the
 *    compiler, not the parser, reports a quote directly inside a quote.
 */
parser grammar JumboParser;

options { tokenVocab = JumboLexer; }

@parser::members {
    /** True when the next token opens a `` `Case( `` hole: it is a switch-block group, not a statement. */
    protected boolean atCaseHole() {
        return _input.LA(1) == HOLE_OPEN && "`Case(".equals(_input.LT(1).getText());
    }
}

// =====================================================================================
// Jumbo additions
// =====================================================================================

/** `$< fragment >$`; an empty quote parses, and JumboParsing reports it as an error. */
quote
    : QUOTE_OPEN quoteFragment? QUOTE_CLOSE
    ;

/**
 * The fragment categories of DESIGN.md. When a fragment fits several, the first listed
 * wins: only class/interface/enum/record declarations are type declarations (`class A {}`);
 * `int x;` is block statements, not a field; a method is class-body declarations; holes
 * alone are block statements (`` `Stmt(s) `Stmt(t) ``), and one hole alone is an expression.
 * The compiler re-interprets a fragment by the place it is spliced into (and a lone hole by
 * its category); the inner rules are the same in every category (e.g.
 * `classOrInterfaceDeclaration`), so that is a change of wrapper only.
 */
quoteFragment
    : expression                                        # expressionFragment
    | hole* classOrInterfaceDeclaration typeDeclaration*    # typeDeclarationsFragment
    | blockStatement+                                   # blockStatementsFragment
    | classBodyDeclaration+                             # classBodyDeclarationsFragment
    | ( switchBlockStatementGroup+ | switchRule+ )      # switchBlockGroupsFragment
    | formalParameter                                   # formalParameterFragment
    ;

/** A quote fragment given on its own (the text between `$<` and `>$`). */
standaloneQuoteFragment
    : quoteFragment EOF
    ;

/**
 * `` `Category(expression) `` (HOLE_OPEN is the backquote, the category and the parenthesis,
 * written together), or `` `identifier `` (HOLE_NAME), short for `` `Name(identifier) ``.
 * {@code dev.jumbo.grammar.Holes} takes them apart.
 */
hole
    : HOLE_OPEN expression RPAREN
    | HOLE_NAME
    ;

// =====================================================================================
// Names (JLS 6.5, 3.8, 3.9)
// =====================================================================================

identifier
    : Identifier
    | contextualKeyword
    | hole
    ;

contextualKeyword
    : EXPORTS | MODULE | OPEN | OPENS | PERMITS | PROVIDES | RECORD | REQUIRES | SEALED
    | TO | TRANSITIVE | USES | VAR | WHEN | WITH | YIELD
    ;

/** An identifier other than permits, record, sealed, var, yield (JLS 3.8). */
typeIdentifier
    : Identifier
    | EXPORTS | MODULE | OPEN | OPENS | PROVIDES | REQUIRES | TO | TRANSITIVE | USES
    | WHEN | WITH
    | hole
    ;

qualifiedName
    : identifier ( DOT identifier )*
    ;

// =====================================================================================
// Compilation units, packages, imports, modules (JLS 7)
// =====================================================================================

compilationUnit
    : packageDeclaration? importDeclaration* topLevelDeclaration* EOF   # ordinaryCompilationUnit
    | importDeclaration* moduleDeclaration EOF                          # modularCompilationUnit
    ;

packageDeclaration
    : annotation* PACKAGE qualifiedName SEMI
    ;

importDeclaration
    : IMPORT qualifiedName SEMI                         # singleTypeImportDeclaration
    | IMPORT qualifiedName DOT MUL SEMI                 # typeImportOnDemandDeclaration
    | IMPORT STATIC qualifiedName SEMI                  # singleStaticImportDeclaration
    | IMPORT STATIC qualifiedName DOT MUL SEMI          # staticImportOnDemandDeclaration
    | IMPORT MODULE qualifiedName SEMI                  # singleModuleImportDeclaration
    | SEMI                                              # emptyImportDeclaration
    ;

/** A top-level type, or a method or field of a compact source file (JEP 512). */
topLevelDeclaration
    : typeDeclaration
    | modifier* ( methodDeclaration | fieldDeclaration )
    | SEMI
    ;

/** A class or interface declaration, or a hole standing for type declarations. */
typeDeclaration
    : classOrInterfaceDeclaration
    | hole
    ;

moduleDeclaration
    : annotation* OPEN? MODULE qualifiedName LBRACE moduleDirective* RBRACE
    ;

moduleDirective
    : REQUIRES requiresModifier* qualifiedName SEMI                                     # requiresDirective
    | EXPORTS qualifiedName ( TO qualifiedName ( COMMA qualifiedName )* )? SEMI         # exportsDirective
    | OPENS qualifiedName ( TO qualifiedName ( COMMA qualifiedName )* )? SEMI           # opensDirective
    | USES qualifiedName SEMI                                                           # usesDirective
    | PROVIDES qualifiedName WITH qualifiedName ( COMMA qualifiedName )* SEMI           # providesDirective
    ;

requiresModifier
    : TRANSITIVE
    | STATIC
    ;

// =====================================================================================
// Classes, interfaces, enums, records (JLS 8, 9)
// =====================================================================================

classOrInterfaceDeclaration
    : modifier* ( classDeclaration | interfaceDeclaration )
    ;

modifier
    : annotation
    | PUBLIC | PROTECTED | PRIVATE | STATIC | ABSTRACT | FINAL | NATIVE | SYNCHRONIZED
    | TRANSIENT | VOLATILE | STRICTFP | DEFAULT | SEALED | NON_SEALED
    ;

classDeclaration
    : normalClassDeclaration
    | enumDeclaration
    | recordDeclaration
    ;

normalClassDeclaration
    : CLASS typeIdentifier typeParameters? classExtends? classImplements? classPermits? classBody
    ;

classExtends
    : EXTENDS classType
    ;

classImplements
    : IMPLEMENTS classType ( COMMA classType )*
    ;

classPermits
    : PERMITS classType ( COMMA classType )*
    ;

typeParameters
    : LT typeParameter ( COMMA typeParameter )* GT
    ;

typeParameter
    : annotation* typeIdentifier typeBound?
    ;

typeBound
    : EXTENDS classType additionalBound*
    ;

additionalBound
    : BITAND classType
    ;

classBody
    : LBRACE classBodyDeclaration* RBRACE
    ;

classBodyDeclaration
    : modifier* memberDeclaration                       # classMemberDeclaration
    | block                                             # instanceInitializer
    | STATIC block                                      # staticInitializer
    | hole                                              # classBodyHole
    | SEMI                                              # emptyClassBodyDeclaration
    ;

memberDeclaration
    : classDeclaration
    | interfaceDeclaration
    | methodDeclaration
    | constructorDeclaration
    | compactConstructorDeclaration
    | fieldDeclaration
    ;

fieldDeclaration
    : type variableDeclaratorList SEMI
    ;

variableDeclaratorList
    : variableDeclarator ( COMMA variableDeclarator )*
    ;

variableDeclarator
    : variableDeclaratorId ( ASSIGN variableInitializer )?
    ;

variableDeclaratorId
    : ( identifier | UNDERSCORE ) dims?
    ;

variableInitializer
    : expression
    | arrayInitializer
    ;

methodDeclaration
    : typeParameters? annotation* result methodDeclarator throwsClause? methodBody
    ;

result
    : type
    | VOID
    ;

methodDeclarator
    : identifier LPAREN ( receiverParameter ( COMMA formalParameterList )? | formalParameterList )? RPAREN dims?
    ;

receiverParameter
    : annotation* type ( identifier DOT )? THIS
    ;

formalParameterList
    : formalParameter ( COMMA formalParameter )*
    ;

formalParameter
    : variableModifier* type variableDeclaratorId                   # ordinaryFormalParameter
    | variableModifier* type annotation* ELLIPSIS variableDeclaratorId   # variableArityParameter
    | hole                                                          # formalParameterHole
    ;

variableModifier
    : annotation
    | FINAL
    ;

throwsClause
    : THROWS classType ( COMMA classType )*
    ;

methodBody
    : block
    | SEMI
    ;

constructorDeclaration
    : typeParameters? typeIdentifier LPAREN ( receiverParameter ( COMMA formalParameterList )? | formalParameterList )? RPAREN
      throwsClause? constructorBody
    ;

/** Java 25 (JEP 513): statements may precede the explicit constructor invocation. */
constructorBody
    : block
    ;

/** `this(...)`, `super(...)`, `outer.super(...)`; javac checks the enclosing constructor. */
explicitConstructorInvocation
    : typeArguments? ( THIS | SUPER ) arguments SEMI
    | primary DOT typeArguments? SUPER arguments SEMI
    ;

enumDeclaration
    : ENUM typeIdentifier classImplements? enumBody
    ;

enumBody
    : LBRACE enumConstantList? COMMA? enumBodyDeclarations? RBRACE
    ;

enumConstantList
    : enumConstant ( COMMA enumConstant )*
    ;

enumConstant
    : annotation* identifier arguments? classBody?
    ;

enumBodyDeclarations
    : SEMI classBodyDeclaration*
    ;

recordDeclaration
    : RECORD typeIdentifier typeParameters? recordHeader classImplements? recordBody
    ;

recordHeader
    : LPAREN ( recordComponent ( COMMA recordComponent )* )? RPAREN
    ;

recordComponent
    : annotation* type identifier
    | annotation* type annotation* ELLIPSIS identifier
    | hole
    ;

recordBody
    : LBRACE classBodyDeclaration* RBRACE
    ;

compactConstructorDeclaration
    : typeIdentifier constructorBody
    ;

interfaceDeclaration
    : normalInterfaceDeclaration
    | annotationInterfaceDeclaration
    ;

normalInterfaceDeclaration
    : INTERFACE typeIdentifier typeParameters? interfaceExtends? interfacePermits? interfaceBody
    ;

interfaceExtends
    : EXTENDS classType ( COMMA classType )*
    ;

interfacePermits
    : PERMITS classType ( COMMA classType )*
    ;

interfaceBody
    : LBRACE classBodyDeclaration* RBRACE
    ;

annotationInterfaceDeclaration
    : AT INTERFACE typeIdentifier annotationInterfaceBody
    ;

annotationInterfaceBody
    : LBRACE annotationInterfaceMemberDeclaration* RBRACE
    ;

annotationInterfaceMemberDeclaration
    : modifier* type identifier LPAREN RPAREN dims? defaultValue? SEMI    # annotationInterfaceElementDeclaration
    | classBodyDeclaration                                               # annotationInterfaceOtherDeclaration
    ;

defaultValue
    : DEFAULT elementValue
    ;

// =====================================================================================
// Annotations (JLS 9.7)
// =====================================================================================

annotation
    : AT qualifiedName ( LPAREN ( elementValuePairList | elementValue )? RPAREN )?
    ;

elementValuePairList
    : elementValuePair ( COMMA elementValuePair )*
    ;

elementValuePair
    : identifier ASSIGN elementValue
    ;

elementValue
    : assignmentExpression
    | elementValueArrayInitializer
    | annotation
    ;

elementValueArrayInitializer
    : LBRACE ( elementValue ( COMMA elementValue )* )? COMMA? RBRACE
    ;

// =====================================================================================
// Types (JLS 4)
// =====================================================================================

type
    : primitiveType dims?
    | classType dims?
    ;

primitiveType
    : annotation* ( BOOLEAN | BYTE | SHORT | INT | LONG | CHAR | FLOAT | DOUBLE )
    ;

referenceType
    : primitiveType dims
    | classType dims?
    ;

/** `a.b.C<T>.D`, with annotations before any name (JLS 4.3). */
classType
    : annotation* typeIdentifier typeArguments? ( DOT annotation* typeIdentifier typeArguments? )*
    ;

dims
    : ( annotation* LBRACK RBRACK )+
    ;

/** Type arguments, or the diamond `<>` where a class instance creation allows it. */
typeArguments
    : LT ( typeArgument ( COMMA typeArgument )* )? GT
    ;

typeArgument
    : referenceType
    | annotation* QUESTION ( ( EXTENDS | SUPER ) referenceType )?
    ;

// =====================================================================================
// Blocks and statements (JLS 14)
// =====================================================================================

block
    : LBRACE blockStatement* RBRACE
    ;

blockStatement
    : localVariableDeclaration SEMI                     # localVariableDeclarationStatement
    | classOrInterfaceDeclaration                       # localClassOrInterfaceDeclaration
    | explicitConstructorInvocation                     # explicitConstructorInvocationStatement
    | statement                                         # statementBlockStatement
    | { !atCaseHole() }? hole                           # blockStatementHole
    ;

localVariableDeclaration
    : variableModifier* localVariableType variableDeclaratorList
    ;

localVariableType
    : type
    | VAR
    ;

statement
    : block                                             # blockStatementStatement
    | SEMI                                              # emptyStatement
    | identifier COLON statement                        # labeledStatement
    | IF parExpression statement ( ELSE statement )?    # ifStatement
    | ASSERT expression ( COLON expression )? SEMI      # assertStatement
    | SWITCH parExpression switchBlock                  # switchStatement
    | WHILE parExpression statement                     # whileStatement
    | DO statement WHILE parExpression SEMI             # doStatement
    | FOR LPAREN forInit? SEMI expression? SEMI forUpdate? RPAREN statement   # basicForStatement
    | FOR LPAREN localVariableDeclaration COLON expression RPAREN statement   # enhancedForStatement
    | BREAK identifier? SEMI                            # breakStatement
    | CONTINUE identifier? SEMI                         # continueStatement
    | RETURN expression? SEMI                           # returnStatement
    | THROW expression SEMI                             # throwStatement
    | SYNCHRONIZED parExpression block                  # synchronizedStatement
    | TRY block ( catchClause+ finallyClause? | finallyClause )      # tryStatement
    | TRY resourceSpecification block catchClause* finallyClause?   # tryWithResourcesStatement
    | YIELD expression SEMI                             # yieldStatement
    | statementExpression SEMI                          # expressionStatement
    ;

/**
 * JLS 14.8: assignment, increment, decrement, method invocation or class instance
 * creation (javac checks that a bare primary is an invocation or a creation). Never a
 * switch expression, so `switch` at the start of a statement is a switch statement
 * without scanning its body twice.
 */
statementExpression
    : prefix=( INC | DEC ) primary
    | primary ( postfix=( INC | DEC ) | assignmentOperator expression )?
    ;

parExpression
    : LPAREN expression RPAREN
    ;

forInit
    : localVariableDeclaration
    | statementExpression ( COMMA statementExpression )*
    ;

forUpdate
    : statementExpression ( COMMA statementExpression )*
    ;

catchClause
    : CATCH LPAREN variableModifier* catchType variableDeclaratorId RPAREN block
    ;

catchType
    : classType ( BITOR classType )*
    ;

finallyClause
    : FINALLY block
    ;

resourceSpecification
    : LPAREN resource ( SEMI resource )* SEMI? RPAREN
    ;

resource
    : variableModifier* localVariableType variableDeclaratorId ASSIGN expression
    | primary
    ;

// ---- switch (JLS 14.11, 15.28) -------------------------------------------------------

switchBlock
    : LBRACE switchRule+ RBRACE
    | LBRACE switchBlockStatementGroup* RBRACE
    ;

switchRule
    : switchLabel ARROW ( expression SEMI | block | THROW expression SEMI )
    | hole
    ;

switchBlockStatementGroup
    : ( switchLabel COLON )+ blockStatement*
    | hole
    ;

switchLabel
    : CASE caseConstant ( COMMA caseConstant )*         # caseConstantLabel
    | CASE NULL COMMA DEFAULT                           # caseNullDefaultLabel
    | CASE casePattern ( COMMA casePattern )* guard?    # casePatternLabel
    | DEFAULT                                           # defaultLabel
    ;

/** A constant expression; no lambda, so `case A -> ...` is a switch rule. */
caseConstant
    : assignmentExpression
    ;

casePattern
    : pattern
    ;

guard
    : WHEN assignmentExpression
    ;

// ---- patterns (JLS 14.30) ------------------------------------------------------------

pattern
    : typePattern
    | recordPattern
    ;

typePattern
    : variableModifier* ( type | VAR ) ( identifier | UNDERSCORE )
    ;

recordPattern
    : classType LPAREN ( componentPattern ( COMMA componentPattern )* )? RPAREN
    ;

componentPattern
    : pattern
    | UNDERSCORE
    ;

// =====================================================================================
// Expressions (JLS 15)
// =====================================================================================

expression
    : lambdaExpression
    | assignmentExpression
    ;

/** The operator levels of JLS 15.14-15.26, highest precedence first. */
assignmentExpression
    : primary                                                                   # primaryExpression
    | assignmentExpression postfix=( INC | DEC )                                # postfixExpression
    | prefix=( INC | DEC | ADD | SUB ) assignmentExpression                     # unaryExpression
    | prefix=( TILDE | BANG ) assignmentExpression                              # unaryExpressionNotPlusMinus
    | LPAREN primitiveType RPAREN assignmentExpression                          # primitiveCastExpression
    | LPAREN referenceType additionalBound* RPAREN lambdaExpression             # lambdaCastExpression
    | LPAREN referenceType additionalBound* RPAREN assignmentExpression         # referenceCastExpression
    | switchExpression                                                          # switchExpressionExpression
    | assignmentExpression operator=( MUL | DIV | MOD ) assignmentExpression    # multiplicativeExpression
    | assignmentExpression operator=( ADD | SUB ) assignmentExpression          # additiveExpression
    | assignmentExpression shiftOperator assignmentExpression                   # shiftExpression
    | assignmentExpression operator=( LT | GT | LE | GE ) assignmentExpression  # relationalExpression
    | assignmentExpression INSTANCEOF ( pattern | referenceType )               # instanceofExpression
    | assignmentExpression operator=( EQUAL | NOTEQUAL ) assignmentExpression   # equalityExpression
    | assignmentExpression BITAND assignmentExpression                          # andExpression
    | assignmentExpression CARET assignmentExpression                           # exclusiveOrExpression
    | assignmentExpression BITOR assignmentExpression                           # inclusiveOrExpression
    | assignmentExpression AND assignmentExpression                             # conditionalAndExpression
    | assignmentExpression OR assignmentExpression                              # conditionalOrExpression
    | <assoc=right> assignmentExpression QUESTION expression COLON assignmentExpression   # conditionalExpression
    | assignmentExpression QUESTION expression COLON lambdaExpression           # conditionalLambdaExpression
    | assignmentExpression assignmentOperator expression                        # assignment
    ;

shiftOperator
    : LSHIFT
    | GT GT GT
    | GT GT
    ;

assignmentOperator
    : ASSIGN | MUL_ASSIGN | DIV_ASSIGN | MOD_ASSIGN | ADD_ASSIGN | SUB_ASSIGN
    | LSHIFT_ASSIGN | RSHIFT_ASSIGN | URSHIFT_ASSIGN | AND_ASSIGN | XOR_ASSIGN | OR_ASSIGN
    ;

switchExpression
    : SWITCH parExpression switchBlock
    ;

lambdaExpression
    : lambdaParameters ARROW lambdaBody
    ;

lambdaParameters
    : LPAREN lambdaParameterList? RPAREN
    | identifier
    | UNDERSCORE
    ;

lambdaParameterList
    : lambdaParameter ( COMMA lambdaParameter )*
    | ( identifier | UNDERSCORE ) ( COMMA ( identifier | UNDERSCORE ) )*
    ;

lambdaParameter
    : variableModifier* ( type | VAR ) variableDeclaratorId
    | variableModifier* type annotation* ELLIPSIS variableDeclaratorId
    ;

lambdaBody
    : expression
    | block
    ;

/** Primary expressions and the postfix forms built on them (JLS 15.8-15.13). */
primary
    : literal                                                                   # literalPrimary
    | LPAREN expression RPAREN                                                  # parenthesizedPrimary
    | THIS                                                                      # thisPrimary
    | ( primitiveType dims? | VOID ) DOT CLASS                                  # primitiveClassLiteral
    | classType dims DOT CLASS                                                  # arrayClassLiteral
    | classInstanceCreationExpression                                           # classInstanceCreationPrimary
    | arrayCreationExpression                                                   # arrayCreationPrimary
    | identifier arguments                                                      # methodInvocation
    | identifier                                                                # namePrimary
    | SUPER DOT typeArguments? identifier arguments                             # superMethodInvocation
    | SUPER DOT identifier                                                      # superFieldAccess
    | SUPER COLONCOLON typeArguments? identifier                                # superMethodReference
    | referenceType COLONCOLON typeArguments? identifier                        # typeMethodReference
    | referenceType COLONCOLON typeArguments? NEW                               # constructorReference
    | quote                                                                     # quotePrimary
    | primary DOT typeArguments? identifier arguments                           # qualifiedMethodInvocation
    | primary DOT identifier                                                    # fieldAccess
    | primary DOT THIS                                                          # qualifiedThis
    | primary DOT CLASS                                                         # classLiteral
    | primary DOT SUPER DOT typeArguments? identifier arguments                 # qualifiedSuperMethodInvocation
    | primary DOT SUPER DOT identifier                                          # qualifiedSuperFieldAccess
    | primary DOT SUPER COLONCOLON typeArguments? identifier                    # qualifiedSuperMethodReference
    | primary DOT NEW typeArguments? annotation* typeIdentifier typeArguments? arguments classBody?   # qualifiedClassInstanceCreation
    | primary LBRACK expression RBRACK                                          # arrayAccess
    | primary COLONCOLON typeArguments? identifier                              # expressionMethodReference
    ;

literal
    : IntegerLiteral
    | FloatingPointLiteral
    | TRUE
    | FALSE
    | CharacterLiteral
    | StringLiteral
    | TextBlock
    | NULL
    ;

classInstanceCreationExpression
    : NEW typeArguments? classType arguments classBody?
    ;

arrayCreationExpression
    : NEW ( primitiveType | classType ) dimExpr+ dims?
    | NEW ( primitiveType | classType ) dims arrayInitializer
    ;

dimExpr
    : annotation* LBRACK expression RBRACK
    ;

arrayInitializer
    : LBRACE ( variableInitializer ( COMMA variableInitializer )* )? COMMA? RBRACE
    ;

arguments
    : LPAREN argumentList? RPAREN
    ;

/** Arguments; a hole argument (`` `Args(list) ``) is an expression here. */
argumentList
    : expression ( COMMA expression )*
    ;
