package same;

import java.util.List;

public final class Main {

  public static void main(String[] args) {
    List<Shapes> shapes = List.of(new Shapes.Square(2), new Shapes.Circle(1));
    shapes.forEach(shape -> System.out.println(Describe.of(shape)));
    System.out.printf("total %.2f%n", Totals.totalArea(shapes));
  }
}
