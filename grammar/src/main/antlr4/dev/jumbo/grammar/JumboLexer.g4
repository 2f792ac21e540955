/*
 * Tokens of Jumbo: Java (JLS 25, chapter 3) plus the quote brackets `$<` `>$` and holes.
 * Written for this project from the Java Language Specification.
 *
 * Holes: `Category( (backquote, identifier, parenthesis, written together) is one token,
 * HOLE_OPEN, and `name is one token, HOLE_NAME. So `m(x) is always the long form with
 * category m; a method whose name is a hole is called as `Name(m)(x). A backquote not
 * followed by an identifier is a BACKQUOTE token, which the parser reports.
 *
 * Quote brackets and `$` in identifiers (`$` is a Java identifier character):
 *  - `$<` is a quote opener. Maximal munch keeps `a$<b` as `a$` `<` `b`, because the
 *    identifier `a$` is longer than any token starting at `a`. Only an identifier that is
 *    exactly `$`, written directly before `<`, changes meaning: `$<T>` or `$<x` (spell
 *    it `$ <`).
 *  - `>$` closes a quote only when the next character cannot continue an identifier, so
 *    `a>$b` stays `a` `>` `$b`. Only the identifier `$` alone directly after `>` changes
 *    meaning: `a>$)` (spell it `a > $`).
 *  - `>` is always a token of its own, so `List<List<String>>` and `List<String>>$`
 *    (the last `>` closing a generic type inside a quote) lex as expected; the parser
 *    builds `>>` and `>>>` from adjacent `>` tokens.
 *  - `non-sealed` is one token; the subtraction `non-sealed` of two variables named
 *    `non` and `sealed` must be written with spaces.
 *
 * Unicode escapes (JLS 3.3) are not translated before lexing; they are accepted inside
 * character, string and text-block literals and in identifiers, which is where real code
 * uses them.
 */
lexer grammar JumboLexer;

// ---- Jumbo: quotes and holes -------------------------------------------------------
QUOTE_OPEN  : '$<' ;
QUOTE_CLOSE : '>$' { !Character.isJavaIdentifierPart(_input.LA(1)) }? ;
// A hole is one token up to its parenthesis: `Category( opens the long form, and `name
// alone is the short form. So `m(x) is always the long form, whatever may follow; a
// method named by a hole is called as `Name(m)(x).
HOLE_OPEN   : '`' IdentifierStart IdentifierPart* '(' ;
HOLE_NAME   : '`' IdentifierStart IdentifierPart* ;
// Any other backquote: the parser reports it.
BACKQUOTE   : '`' ;

// ---- Reserved keywords (JLS 3.9) -----------------------------------------------------
ABSTRACT     : 'abstract' ;
ASSERT       : 'assert' ;
BOOLEAN      : 'boolean' ;
BREAK        : 'break' ;
BYTE         : 'byte' ;
CASE         : 'case' ;
CATCH        : 'catch' ;
CHAR         : 'char' ;
CLASS        : 'class' ;
CONST        : 'const' ;
CONTINUE     : 'continue' ;
DEFAULT      : 'default' ;
DO           : 'do' ;
DOUBLE       : 'double' ;
ELSE         : 'else' ;
ENUM         : 'enum' ;
EXTENDS      : 'extends' ;
FINAL        : 'final' ;
FINALLY      : 'finally' ;
FLOAT        : 'float' ;
FOR          : 'for' ;
GOTO         : 'goto' ;
IF           : 'if' ;
IMPLEMENTS   : 'implements' ;
IMPORT       : 'import' ;
INSTANCEOF   : 'instanceof' ;
INT          : 'int' ;
INTERFACE    : 'interface' ;
LONG         : 'long' ;
NATIVE       : 'native' ;
NEW          : 'new' ;
PACKAGE      : 'package' ;
PRIVATE      : 'private' ;
PROTECTED    : 'protected' ;
PUBLIC       : 'public' ;
RETURN       : 'return' ;
SHORT        : 'short' ;
STATIC       : 'static' ;
STRICTFP     : 'strictfp' ;
SUPER        : 'super' ;
SWITCH       : 'switch' ;
SYNCHRONIZED : 'synchronized' ;
THIS         : 'this' ;
THROW        : 'throw' ;
THROWS       : 'throws' ;
TRANSIENT    : 'transient' ;
TRY          : 'try' ;
VOID         : 'void' ;
VOLATILE     : 'volatile' ;
WHILE        : 'while' ;
UNDERSCORE   : '_' ;

// ---- Contextual keywords (JLS 3.9): the parser also accepts them as identifiers ------
EXPORTS    : 'exports' ;
MODULE     : 'module' ;
NON_SEALED : 'non-sealed' ;
OPEN       : 'open' ;
OPENS      : 'opens' ;
PERMITS    : 'permits' ;
PROVIDES   : 'provides' ;
RECORD     : 'record' ;
REQUIRES   : 'requires' ;
SEALED     : 'sealed' ;
TO         : 'to' ;
TRANSITIVE : 'transitive' ;
USES       : 'uses' ;
VAR        : 'var' ;
WHEN       : 'when' ;
WITH       : 'with' ;
YIELD      : 'yield' ;

// ---- Literals (JLS 3.10) -------------------------------------------------------------
TRUE  : 'true' ;
FALSE : 'false' ;
NULL  : 'null' ;

IntegerLiteral
    : ( DecimalNumeral | HexNumeral | OctalNumeral | BinaryNumeral ) [lL]?
    ;

FloatingPointLiteral
    : Digits '.' Digits? ExponentPart? [fFdD]?
    | '.' Digits ExponentPart? [fFdD]?
    | Digits ExponentPart [fFdD]?
    | Digits [fFdD]
    | '0' [xX] ( HexDigits '.'? | HexDigits? '.' HexDigits ) [pP] [+-]? Digits [fFdD]?
    ;

CharacterLiteral : '\'' ( ~['\\\r\n] | EscapeSequence ) '\'' ;
// Any escape is accepted in strings; javac reports a wrong one in the translated code.
StringLiteral    : '"' ( ~["\\\r\n] | '\\' ~[\r\n] )* '"' ;
// The opening delimiter is `"""`, blanks, a line terminator; the content ends at the first
// unescaped `"""` (JLS 3.10.6).
TextBlock        : '"""' [ \t\f]* ( '\r' '\n'? | '\n' ) ( ~'\\' | '\\' . )*? '"""' ;

fragment DecimalNumeral : '0' | [1-9] ( [0-9_]* [0-9] )? ;
fragment HexNumeral     : '0' [xX] HexDigits ;
fragment OctalNumeral   : '0' '_'* [0-7] ( [0-7_]* [0-7] )? ;
fragment BinaryNumeral  : '0' [bB] [01] ( [01_]* [01] )? ;
fragment Digits         : [0-9] ( [0-9_]* [0-9] )? ;
fragment HexDigits      : HexDigit ( ( HexDigit | '_' )* HexDigit )? ;
fragment HexDigit       : [0-9a-fA-F] ;
fragment ExponentPart   : [eE] [+-]? Digits ;
fragment EscapeSequence
    : '\\' [btnfrs"'\\]
    | '\\' [0-7] [0-7]? [0-7]?
    | UnicodeEscape
    ;
fragment UnicodeEscape  : '\\' 'u'+ HexDigit HexDigit HexDigit HexDigit ;

// ---- Separators (JLS 3.11) -----------------------------------------------------------
LPAREN    : '(' ;
RPAREN    : ')' ;
LBRACE    : '{' ;
RBRACE    : '}' ;
LBRACK    : '[' ;
RBRACK    : ']' ;
SEMI      : ';' ;
COMMA     : ',' ;
DOT       : '.' ;
ELLIPSIS  : '...' ;
AT        : '@' ;
COLONCOLON: '::' ;

// ---- Operators (JLS 3.12); `>>`, `>>>` are two or three GT tokens --------------------
ASSIGN   : '=' ;
GT       : '>' ;
LT       : '<' ;
BANG     : '!' ;
TILDE    : '~' ;
QUESTION : '?' ;
COLON    : ':' ;
ARROW    : '->' ;
EQUAL    : '==' ;
LE       : '<=' ;
GE       : '>=' ;
NOTEQUAL : '!=' ;
AND      : '&&' ;
OR       : '||' ;
INC      : '++' ;
DEC      : '--' ;
ADD      : '+' ;
SUB      : '-' ;
MUL      : '*' ;
DIV      : '/' ;
BITAND   : '&' ;
BITOR    : '|' ;
CARET    : '^' ;
MOD      : '%' ;
LSHIFT   : '<<' ;

ADD_ASSIGN     : '+=' ;
SUB_ASSIGN     : '-=' ;
MUL_ASSIGN     : '*=' ;
DIV_ASSIGN     : '/=' ;
AND_ASSIGN     : '&=' ;
OR_ASSIGN      : '|=' ;
XOR_ASSIGN     : '^=' ;
MOD_ASSIGN     : '%=' ;
LSHIFT_ASSIGN  : '<<=' ;
RSHIFT_ASSIGN  : '>>=' ;
URSHIFT_ASSIGN : '>>>=' ;

// ---- Malformed tokens: the parser reports them by name (see ReadableErrorStrategy) --
// A string literal that reaches the end of its line; a comment that reaches the end of the file.
UNTERMINATED_STRING  : '"' ( ~["\\\r\n] | '\\' ~[\r\n] )* ;
UNTERMINATED_COMMENT : '/*' ( ~'*' | '*'+ ~[*/] )* '*'* EOF ;

// ---- Identifiers (JLS 3.8) -----------------------------------------------------------
Identifier : IdentifierStart IdentifierPart* ;

fragment IdentifierStart
    : [a-zA-Z$_]
    | [\p{L}\p{Nl}\p{Sc}\p{Pc}]
    | UnicodeEscape
    ;
fragment IdentifierPart
    : [a-zA-Z0-9$_]
    | [\p{L}\p{Nl}\p{Sc}\p{Pc}\p{Nd}\p{Mn}\p{Mc}\p{Cf}]
    | UnicodeEscape
    ;

// ---- White space and comments (JLS 3.6, 3.7); comments stay on the hidden channel ----
WS           : [ \t\r\n\f\u001a]+ -> skip ;
COMMENT      : '/*' .*? '*/' -> channel(HIDDEN) ;
LINE_COMMENT : '//' ~[\r\n]* -> channel(HIDDEN) ;
