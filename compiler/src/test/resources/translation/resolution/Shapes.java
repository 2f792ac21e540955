package translation.resolution;

/** Holds a secondary top-level class, which jjavac must find although no file is named after it. */
public class Shapes {
}

class Circle {
    private final int radius;

    public Circle(int radius) {
        this.radius = radius;
    }

    public int area() {
        return 3 * radius * radius;
    }
}
