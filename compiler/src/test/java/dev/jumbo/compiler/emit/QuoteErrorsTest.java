package dev.jumbo.compiler.emit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.jumbo.compiler.Diagnostic;
import dev.jumbo.compiler.source.SourceFile;
import dev.jumbo.lang.Code;
import dev.jumbo.lang.Quote;
import dev.jumbo.lang.Source;
import dev.jumbo.lang.tree.Binary;
import dev.jumbo.lang.tree.ClassDeclaration;
import dev.jumbo.lang.tree.FieldDeclaration;
import dev.jumbo.lang.tree.Literal;
import dev.jumbo.lang.tree.Position;
import dev.jumbo.lang.tree.Primitive;
import dev.jumbo.lang.tree.PrimitiveType;
import dev.jumbo.lang.tree.TypeKind;
import dev.jumbo.lang.tree.VariableDeclarator;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** What the build-time check makes of lang's answers on one quote. */
class QuoteErrorsTest {
    @Test
    void anInternalErrorOfLangIsAnErrorAtTheQuote() {
        // class Broken { int x = 1 ? 2; }: a binary expression without an operator, which no translator writes,
        // fails inside lang with a NullPointerException rather than a CodeException
        SourceFile source = new SourceFile(Path.of("Broken.jjava"), "class Holder {\n    Code c = $< class Broken {} >$;\n}\n");
        int at = Position.of(2, 14);
        Binary broken = new Binary(at, null, new Literal(at, 1), new Literal(at, 2));
        FieldDeclaration field = new FieldDeclaration(at, 0, new PrimitiveType(at, Primitive.INT),
                List.of(new VariableDeclarator(at, "x", 0, broken)));
        Code quote = Quote.types(new Source("Broken.jjava", QuoteErrorsTest.class), at, new ClassDeclaration(at, 0,
                TypeKind.CLASS, "Broken", List.of(), null, List.of(), List.of(), List.of(), List.of(field)));

        Optional<Diagnostic> error = QuoteErrors.ofTypeDeclarations(source, quote);

        assertTrue(error.isPresent(), "the internal error is swallowed");
        assertEquals(2, error.get().line());
        assertEquals(14, error.get().column());
        assertTrue(error.get().message().startsWith("internal error of lang while checking this quote: "
                + "java.lang.NullPointerException"), error.get().message());
    }
}
