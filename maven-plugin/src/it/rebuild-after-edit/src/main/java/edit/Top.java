package edit;

public final class Top {

  public static void main(String[] args) {
    System.out.println(Middle.sentence());
  }
}
