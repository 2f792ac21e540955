package dev.jumbo.marshal.generation;

import java.io.Serializable;

/** Small user classes for the generation tests: the paper's Dummy/Simple/SimpleChild and Node, and a few shapes. */
final class Samples {
    private Samples() {
    }

    static class Simple implements Serializable {
        private static final long serialVersionUID = 1L;
        private int id;

        Simple(int id) {
            this.id = id;
        }
    }

    static final class SimpleChild extends Simple {
        private static final long serialVersionUID = 1L;
        private int otherId;

        SimpleChild(int id, int otherId) {
            super(id);
            this.otherId = otherId;
        }
    }

    static final class Dummy implements Serializable {
        private static final long serialVersionUID = 1L;
        private Simple simple1;
        private Simple simple2;
        private int id;

        Dummy(int id, Simple simple1, Simple simple2) {
            this.id = id;
            this.simple1 = simple1;
            this.simple2 = simple2;
        }
    }

    /** The paper's linked-list node. */
    static final class Node implements Serializable {
        private static final long serialVersionUID = 1L;
        int data;
        Node next;

        Node(int data, Node next) {
            this.data = data;
            this.next = next;
        }

        static Node list(int length) {
            Node head = null;
            for (int i = length; i > 0; i--) {
                head = new Node(i, head);
            }
            return head;
        }
    }

    /** Every primitive type, a string, an array and an unshared field. */
    static final class AllKinds implements Serializable {
        private static final long serialVersionUID = 1L;
        boolean flag = true;
        byte small = -3;
        char letter = 'é';
        short medium = 1234;
        int number = -56789;
        long large = 1L << 40;
        float ratio = 1.5f;
        double precise = Math.PI;
        String name = "kinds";
        int[] numbers = {1, 2, 3};
        Object anything = Integer.valueOf(7);
    }

    /** A class with its own writeObject, below a default-serialized one. */
    static class Custom implements Serializable {
        private static final long serialVersionUID = 1L;
        int value = 5;

        private void writeObject(java.io.ObjectOutputStream out) throws java.io.IOException {
            out.defaultWriteObject();
            out.writeInt(value * 2);
        }

        private void readObject(java.io.ObjectInputStream in) throws java.io.IOException, ClassNotFoundException {
            in.defaultReadObject();
            in.readInt();
        }
    }

    static final class CustomChild extends Custom {
        private static final long serialVersionUID = 1L;
        String label = "child";
        CustomChild next;
    }

    record Point(int x, int y, String label) implements Serializable {
    }

    /** Final fields: a generated reader stores them through their setter handles. */
    static final class Finals implements Serializable {
        private static final long serialVersionUID = 1L;
        private final int value;
        private final String label;

        Finals(int value, String label) {
            this.value = value;
            this.label = label;
        }
    }
}
