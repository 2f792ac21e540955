package dev.jumbo.bench.generation;

import java.io.Serializable;

/**
 * The paper's linked-list node, the class whose marshaller the generation benchmark builds.
 * Its fields are public so that classes compiled by Janino and javac (defined in their own
 * class loaders) can read them as the ASM-built hidden class does.
 */
public class Node implements Serializable {
    private static final long serialVersionUID = 1L;

    public int data;
    public Node next;

    public Node(int data, Node next) {
        this.data = data;
        this.next = next;
    }
}
