package dev.jumbo.codese.workloads;

import java.io.Serializable;

/**
 * A red-black tree of int keys with string values (the paper's running example, RBT): nodes with
 * parent links, so the graph has a cycle at every edge. Insertion as in Cormen et al.
 */
public final class RedBlackTree implements Serializable {
    private static final long serialVersionUID = 1L;
    private static final boolean RED = true;

    private Node root;
    private int size;

    /** One node; {@code color} false is black (the default, so black is never stored). */
    static final class Node implements Serializable {
        private static final long serialVersionUID = 1L;
        int key;
        String value;
        boolean color;
        Node left;
        Node right;
        Node parent;
    }

    /** A tree of keys 0..count-1 inserted in a scrambled order, with values "v" + key. */
    public static RedBlackTree of(int count) {
        RedBlackTree tree = new RedBlackTree();
        long step = 7919;
        for (long i = 0; i < count; i++) {
            int key = (int) ((i * step) % count);
            tree.insert(key, "v" + key);
        }
        return tree;
    }

    public int size() {
        return size;
    }

    public void insert(int key, String value) {
        Node parent = null;
        Node current = root;
        while (current != null) {
            parent = current;
            if (key == current.key) {
                current.value = value;
                return;
            }
            current = key < current.key ? current.left : current.right;
        }
        Node node = new Node();
        node.key = key;
        node.value = value;
        node.color = RED;
        node.parent = parent;
        if (parent == null) {
            root = node;
        } else if (key < parent.key) {
            parent.left = node;
        } else {
            parent.right = node;
        }
        size++;
        rebalance(node);
    }

    private void rebalance(Node node) {
        while (node.parent != null && node.parent.color == RED) {
            Node grand = node.parent.parent;
            if (node.parent == grand.left) {
                Node uncle = grand.right;
                if (uncle != null && uncle.color == RED) {
                    node.parent.color = !RED;
                    uncle.color = !RED;
                    grand.color = RED;
                    node = grand;
                } else {
                    if (node == node.parent.right) {
                        node = node.parent;
                        rotateLeft(node);
                    }
                    node.parent.color = !RED;
                    grand.color = RED;
                    rotateRight(grand);
                }
            } else {
                Node uncle = grand.left;
                if (uncle != null && uncle.color == RED) {
                    node.parent.color = !RED;
                    uncle.color = !RED;
                    grand.color = RED;
                    node = grand;
                } else {
                    if (node == node.parent.left) {
                        node = node.parent;
                        rotateRight(node);
                    }
                    node.parent.color = !RED;
                    grand.color = RED;
                    rotateLeft(grand);
                }
            }
        }
        root.color = !RED;
    }

    private void rotateLeft(Node node) {
        Node right = node.right;
        node.right = right.left;
        if (right.left != null) {
            right.left.parent = node;
        }
        right.parent = node.parent;
        if (node.parent == null) {
            root = right;
        } else if (node == node.parent.left) {
            node.parent.left = right;
        } else {
            node.parent.right = right;
        }
        right.left = node;
        node.parent = right;
    }

    private void rotateRight(Node node) {
        Node left = node.left;
        node.left = left.right;
        if (left.right != null) {
            left.right.parent = node;
        }
        left.parent = node.parent;
        if (node.parent == null) {
            root = left;
        } else if (node == node.parent.right) {
            node.parent.right = left;
        } else {
            node.parent.left = left;
        }
        left.right = node;
        node.parent = left;
    }
}
