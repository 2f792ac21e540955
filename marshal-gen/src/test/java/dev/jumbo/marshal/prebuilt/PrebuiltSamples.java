package dev.jumbo.marshal.prebuilt;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

/** Classes of the kinds stored code serves: fields of every kind, a superclass, final fields, writeObject/readObject, a record, a non-serializable superclass. */
public final class PrebuiltSamples {
    private PrebuiltSamples() {
    }

    public static final class Point implements Serializable {
        private static final long serialVersionUID = 1L;
        int x;
        int y;
        String label;

        Point(int x, int y, String label) {
            this.x = x;
            this.y = y;
            this.label = label;
        }
    }

    public static class Base implements Serializable {
        private static final long serialVersionUID = 2L;
        private long id;
        protected Object payload;

        Base(long id, Object payload) {
            this.id = id;
            this.payload = payload;
        }
    }

    public static final class Child extends Base {
        private static final long serialVersionUID = 3L;
        private final double weight;
        private final List<String> tags;
        private Point where;
        boolean flag;
        char letter;

        Child(long id, Object payload, double weight, List<String> tags, Point where) {
            super(id, payload);
            this.weight = weight;
            this.tags = tags;
            this.where = where;
            this.flag = id % 2 == 0;
            this.letter = (char) ('a' + id % 26);
        }
    }

    public static final class Custom implements Serializable {
        private static final long serialVersionUID = 4L;
        int kept;
        transient int derived;

        Custom(int kept) {
            this.kept = kept;
            this.derived = kept * 2;
        }

        private void writeObject(ObjectOutputStream out) throws IOException {
            out.defaultWriteObject();
            out.writeInt(derived);
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            derived = in.readInt();
        }
    }

    public record Pair(String left, int right, Point point) implements Serializable {
    }

    public static class Animal {
        String noise = "quiet";

        public Animal() {
        }
    }

    public static final class Dog extends Animal implements Serializable {
        private static final long serialVersionUID = 5L;
        String name;
        Dog next;

        Dog(String name, Dog next) {
            this.name = name;
            this.next = next;
        }
    }

    /** The classes with stored code. */
    public static List<Class<?>> classes() {
        return List.of(Point.class, Base.class, Child.class, Custom.class, Pair.class, Dog.class);
    }

    /** One graph of each class, the i-th of its kind. */
    public static List<Object> graphs(int i) {
        Point point = new Point(i, -i, "p" + i);
        List<String> tags = new ArrayList<>(List.of("a" + i, "b"));
        return List.of(point, new Base(i, "payload" + i),
                new Child(i, point, i * 0.5, tags, new Point(i + 1, i + 2, null)),
                new Custom(i), new Pair("left" + i, i, point), new Dog("rex" + i, new Dog("fido", null)));
    }
}
