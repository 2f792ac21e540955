package dev.jumbo.examples.marshaldemo;

import dev.jumbo.marshal.session.Marshaller;
import dev.jumbo.marshal.MarshallerCache;
import dev.jumbo.marshal.Options;
import dev.jumbo.marshal.generate.ProgGen;
import dev.jumbo.marshal.model.SerialClass;
import java.io.PrintStream;
import java.util.List;

/** Has Jumbo generate the marshallers of the paper's classes, and describes what it made. */
public final class GeneratedMarshallers {
  /** The paper's classes, in the order a Node list first meets them. */
  public static final List<Class<?>> PAPER_CLASSES = List.of(Node.class, Dummy.class, Simple.class, SimpleChild.class);

  private static final int GENERATION_RUNS = 15;

  private GeneratedMarshallers() {}

  /**
   * Writes one object of each paper class with a threshold-0 stream on the shared cache that
   * generates on its own thread, so each class gets its marshaller at once (later streams find
   * them there), then prints a row per class.
   */
  public static void generateAndDescribe(PrintStream out) {
    Workload sample = new Workload("one of each class",
        List.of(new Node(new Dummy(new Simple(1), new SimpleChild(2, 3), 4), null)));
    long start = System.nanoTime();
    sample.bytes(Serializer.jumbo("Jumbo t=0", Options.defaults().withThreshold(0).withSynchronousGeneration()));
    double firstStreamMillis = (System.nanoTime() - start) / 1e6;
    out.printf("  The first stream, at threshold 0, writes one object of each class: %.1f ms, which includes%n"
        + "  loading the generator and generating %d marshallers into the shared cache. The last column is%n"
        + "  the median of %d more generations of the same class (ProgGen.generateMarshallerFor).%n%n",
        firstStreamMillis, PAPER_CLASSES.size(), GENERATION_RUNS);

    TextTable table = new TextTable("class", "marshaller (shared cache)", "defined as", "generate + define, ms");
    for (Class<?> type : PAPER_CLASSES) {
      Marshaller marshaller = MarshallerCache.shared().marshaller(type);
      if (marshaller == null) {
        table.row(type.getSimpleName(), "none", "reflective path: " + MarshallerCache.shared().reasonForReflectivePath(type), "-");
      } else {
        table.row(type.getSimpleName(), className(marshaller.getClass()), definition(marshaller.getClass(), type),
            String.format("%.2f", generationMillis(type)));
      }
    }
    table.print(out);
  }

  /** The median time of ProgGen generating, defining and instantiating one more marshaller of {@code type}. */
  private static double generationMillis(Class<?> type) {
    SerialClass desc = SerialClass.of(type);
    long[] nanos = new long[GENERATION_RUNS];
    for (int run = 0; run < GENERATION_RUNS; run++) {
      long start = System.nanoTime();
      ProgGen.generateMarshallerFor(desc);
      nanos[run] = System.nanoTime() - start;
    }
    return Timing.medianMillis(nanos);
  }

  /** A hidden class's name without the JVM's {@code /0x...} suffix. */
  private static String className(Class<?> type) {
    String name = type.getSimpleName();
    int slash = name.indexOf('/');
    return slash < 0 ? name : name.substring(0, slash);
  }

  private static String definition(Class<?> marshaller, Class<?> type) {
    if (marshaller.isHidden() && marshaller.getNestHost() == type) {
      return "hidden nestmate of " + type.getSimpleName() + ": fields read by getfield";
    }
    if (marshaller.isHidden()) {
      return "hidden class of jumbo-marshal: fields read by accessors";
    }
    return "class in a loader of its own";
  }
}
