import java.io.Serializable;

/**
 * In the default package on purpose: with this exact name and seven String fields, the class
 * descriptor written as an object makes a 116-byte stream (one type string, six back-references).
 */
public class TypeStringBackRef implements Serializable {
    String a;
    String b;
    String c;
    String d;
    String e;
    String f;
    String g;
}
