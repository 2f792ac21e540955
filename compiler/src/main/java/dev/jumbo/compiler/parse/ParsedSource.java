package dev.jumbo.compiler.parse;

import dev.jumbo.compiler.source.SourceFile;
import dev.jumbo.grammar.JumboParser;

/**
 * A source file and its parse tree, parsed once by the Jumbo grammar: host code, quotes and
 * holes together. Translation works on this tree; no fragment is parsed again.
 *
 * @param source  the file
 * @param tree    its compilation unit, free of syntax errors
 * @param offsets converts the tree's code-point indexes to offsets in {@code source.text()}
 */
public record ParsedSource(SourceFile source, JumboParser.CompilationUnitContext tree, CodePointOffsets offsets) {
}
