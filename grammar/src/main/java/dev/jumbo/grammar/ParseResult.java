package dev.jumbo.grammar;

import java.util.List;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.ParserRuleContext;

/**
 * What a parse produced: the tree (always present; after errors it holds ANTLR's recovered
 * tree), the errors in source order of discovery, and the token stream (comments are on the
 * hidden channel, white space is dropped).
 *
 * @param <T> the context class of the entry rule
 */
public record ParseResult<T extends ParserRuleContext>(T tree, List<SyntaxError> errors, CommonTokenStream tokens) {

    public ParseResult {
        errors = List.copyOf(errors);
    }

    public boolean hasErrors() {
        return !errors.isEmpty();
    }
}
