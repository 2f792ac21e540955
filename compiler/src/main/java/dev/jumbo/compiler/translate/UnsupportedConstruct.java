package dev.jumbo.compiler.translate;

import com.github.javaparser.ast.Node;

/** A construct inside a quote that the node API cannot express; becomes an error at the construct. */
final class UnsupportedConstruct extends RuntimeException {
    private final transient Node node;

    UnsupportedConstruct(Node node, String message) {
        super(message, null, false, false);
        this.node = node;
    }

    Node node() {
        return node;
    }
}
