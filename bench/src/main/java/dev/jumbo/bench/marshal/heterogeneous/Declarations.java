package dev.jumbo.bench.marshal.heterogeneous;

import dev.jumbo.bench.marshal.heterogeneous.Expressions.Expression;
import dev.jumbo.bench.marshal.heterogeneous.Statements.BlockStmt;
import dev.jumbo.bench.marshal.heterogeneous.Support.CheckerNote;
import dev.jumbo.bench.marshal.heterogeneous.Support.ClassTypeRef;
import dev.jumbo.bench.marshal.heterogeneous.Support.Identifier;
import dev.jumbo.bench.marshal.heterogeneous.Support.Modifiers;

/** The declaration classes of the heterogeneous workload. */
public final class Declarations {
    private Declarations() {
    }

    /** A source file: the root of one copy of the heterogeneous graph. */
    public static final class CompilationUnit extends Tree {
        private static final long serialVersionUID = 1L;
        String fileName;
        String packageName;
        ImportDecl[] imports;
        ClassDecl[] classes;
        long lastModified;
        CompilationUnit(String fileName, String packageName, ImportDecl[] imports, ClassDecl[] classes,
                long lastModified) {
            this.fileName = fileName;
            this.packageName = packageName;
            this.imports = imports;
            this.classes = classes;
            this.lastModified = lastModified;
        }
    }

    public static final class ImportDecl extends Tree {
        private static final long serialVersionUID = 1L;
        String qualifiedName;
        boolean isStatic;
        boolean onDemand;
        ImportDecl(String qualifiedName, boolean isStatic, boolean onDemand) {
            this.qualifiedName = qualifiedName;
            this.isStatic = isStatic;
            this.onDemand = onDemand;
        }
    }

    public static final class ClassDecl extends Tree {
        private static final long serialVersionUID = 1L;
        Modifiers modifiers;
        Identifier name;
        ClassTypeRef superclass;
        ClassTypeRef[] interfaces;
        Tree[] members;
        ClassDecl(Modifiers modifiers, Identifier name, ClassTypeRef superclass, ClassTypeRef[] interfaces,
                Tree[] members) {
            this.modifiers = modifiers;
            this.name = name;
            this.superclass = superclass;
            this.interfaces = interfaces;
            this.members = members;
        }
    }

    public static final class FieldDecl extends Tree {
        private static final long serialVersionUID = 1L;
        Modifiers modifiers;
        Object type;
        Identifier name;
        Expression initializer;
        FieldDecl(Modifiers modifiers, Object type, Identifier name, Expression initializer) {
            this.modifiers = modifiers;
            this.type = type;
            this.name = name;
            this.initializer = initializer;
        }
    }

    public static final class MethodDecl extends Tree {
        private static final long serialVersionUID = 1L;
        Modifiers modifiers;
        Object returnType;
        Identifier name;
        Parameter[] parameters;
        ClassTypeRef[] thrown;
        BlockStmt body;
        CheckerNote note;
        MethodDecl(Modifiers modifiers, Object returnType, Identifier name, Parameter[] parameters,
                ClassTypeRef[] thrown, BlockStmt body, CheckerNote note) {
            this.modifiers = modifiers;
            this.returnType = returnType;
            this.name = name;
            this.parameters = parameters;
            this.thrown = thrown;
            this.body = body;
            this.note = note;
        }
    }

    public static final class ConstructorDecl extends Tree {
        private static final long serialVersionUID = 1L;
        Modifiers modifiers;
        Parameter[] parameters;
        BlockStmt body;
        ConstructorDecl(Modifiers modifiers, Parameter[] parameters, BlockStmt body) {
            this.modifiers = modifiers;
            this.parameters = parameters;
            this.body = body;
        }
    }

    public static final class Parameter extends Tree {
        private static final long serialVersionUID = 1L;
        Object type;
        Identifier name;
        boolean varargs;
        Parameter(Object type, Identifier name, boolean varargs) {
            this.type = type;
            this.name = name;
            this.varargs = varargs;
        }
    }
}
