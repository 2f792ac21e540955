package dev.jumbo.bench.marshal.heterogeneous;

import java.io.Serializable;

/** The small value classes that the syntax trees share: positions, names, types, operators. */
public final class Support {
    private Support() {
    }

    /** Where a tree starts in its source. */
    public static final class SourcePosition implements Serializable {
        private static final long serialVersionUID = 1L;
        final int line;
        final int column;
        final int length;

        SourcePosition(int line, int column, int length) {
            this.line = line;
            this.column = column;
            this.length = length;
        }
    }

    /** A binary operator. */
    public enum BinaryOperator { PLUS, MINUS, TIMES, DIVIDE, LESS, GREATER, EQUALS, AND, OR }

    /** A unary operator. */
    public enum UnaryOperator { NEGATE, NOT, COMPLEMENT, PRE_INCREMENT, POST_INCREMENT }

    /** A primitive type's keyword. */
    public enum PrimitiveKind { BOOLEAN, BYTE, SHORT, CHAR, INT, LONG, FLOAT, DOUBLE }

    /** A name as written in the source; names are shared between the trees that use them. */
    public static final class Identifier implements Serializable {
        private static final long serialVersionUID = 1L;
        final String text;
        final int hash;

        Identifier(String text) {
            this.text = text;
            this.hash = text.hashCode();
        }
    }

    /** A reference to a class type, shared like names. */
    public static final class ClassTypeRef implements Serializable {
        private static final long serialVersionUID = 1L;
        final String qualifiedName;
        final ClassTypeRef[] typeArguments;
        final int arrayDimensions;

        ClassTypeRef(String qualifiedName, ClassTypeRef[] typeArguments, int arrayDimensions) {
            this.qualifiedName = qualifiedName;
            this.typeArguments = typeArguments;
            this.arrayDimensions = arrayDimensions;
        }
    }

    /** A primitive type. */
    public static final class PrimitiveTypeRef implements Serializable {
        private static final long serialVersionUID = 1L;
        final PrimitiveKind kind;

        PrimitiveTypeRef(PrimitiveKind kind) {
            this.kind = kind;
        }
    }

    /** A hole in a quote: the index of the host value and the category it splices. */
    public static final class HoleRef implements Serializable {
        private static final long serialVersionUID = 1L;
        final int index;
        final char category;
        final boolean list;

        HoleRef(int index, char category, boolean list) {
            this.index = index;
            this.category = category;
            this.list = list;
        }
    }

    /** A comment kept with the tree it precedes. */
    public static final class Comment implements Serializable {
        private static final long serialVersionUID = 1L;
        final String text;
        final boolean block;

        Comment(String text, boolean block) {
            this.text = text;
            this.block = block;
        }
    }

    /** Modifier flags and annotations of a declaration. */
    public static final class Modifiers implements Serializable {
        private static final long serialVersionUID = 1L;
        final int flags;
        final Annotation[] annotations;

        Modifiers(int flags, Annotation[] annotations) {
            this.flags = flags;
            this.annotations = annotations;
        }
    }

    /** An annotation use with its single value, if any. */
    public static final class Annotation implements Serializable {
        private static final long serialVersionUID = 1L;
        final ClassTypeRef type;
        final String value;

        Annotation(ClassTypeRef type, String value) {
            this.type = type;
            this.value = value;
        }
    }

    /** Attributes a checker recorded on a method: a counter table and a timestamp. */
    public static final class CheckerNote implements Serializable {
        private static final long serialVersionUID = 1L;
        final long checkedAtNanos;
        final short warnings;
        final byte severity;
        final float confidence;
        final int[] counters;

        CheckerNote(long checkedAtNanos, short warnings, byte severity, float confidence, int[] counters) {
            this.checkedAtNanos = checkedAtNanos;
            this.warnings = warnings;
            this.severity = severity;
            this.confidence = confidence;
            this.counters = counters;
        }
    }
}
