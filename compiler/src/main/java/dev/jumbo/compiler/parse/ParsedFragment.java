package dev.jumbo.compiler.parse;

import com.github.javaparser.ast.Node;

import java.util.List;

/**
 * A quote's fragment parsed as one category of DESIGN.md.
 *
 * @param category the category the fragment parsed as
 * @param nodes    the fragment's top-level JavaParser nodes (one expression, or statements,
 *                 members, type declarations, switch entries, or one parameter)
 * @param text     the fragment text, to map node positions back to the {@code .jjava} file
 * @param prefixLength the length of the wrapper text put before the fragment on its first line
 */
public record ParsedFragment(FragmentCategory category, List<? extends Node> nodes, FragmentText text, int prefixLength) {

    /** The offset in the {@code .jjava} file where a node starts. */
    public int originalOffset(Node node) {
        return node.getBegin().map(begin -> text.originalOffset(begin.line,
                begin.line == 1 ? begin.column - prefixLength : begin.column)).orElse(text.originalOffset(0));
    }
}
