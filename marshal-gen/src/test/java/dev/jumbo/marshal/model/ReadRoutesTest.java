package dev.jumbo.marshal.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.jumbo.marshal.ChildJvm;
import dev.jumbo.marshal.routes.OtherPackageBase;
import dev.jumbo.marshal.model.SerialClass;
import dev.jumbo.marshal.model.SerialField;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectInputStream;
import java.io.ObjectOutput;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * ReadRoutes against the JDK's rules: which constructor deserialization runs, which readResolve
 * is inherited, which fields can be stored and through which route, on the running JDK.
 */
class ReadRoutesTest {
    static class Fields implements Serializable {
        private int privateInt;
        private final String finalString = "initial";
        private final long finalLong;
        int packagePrivate;
        protected Object protectedObject;

        Fields() {
            finalLong = 1;
        }
    }

    static class SubFields extends Fields {
        private double own;
    }

    record Point(int x, String label) implements Serializable {
    }

    // --- fields of class path classes

    @Test
    void privateFieldIsStored() throws Throwable {
        Fields target = new Fields();
        MethodHandle setter = ReadRoutes.of(Fields.class).fieldSetter(Fields.class.getDeclaredField("privateInt"));

        setter.invokeExact((Object) target, 42);

        assertEquals(42, target.privateInt);
        assertEquals(MethodType.methodType(void.class, Object.class, int.class), setter.type());
    }

    @Test
    void finalFieldsAreStored() throws Throwable {
        Fields target = new Fields();
        ReadRoutes routes = ReadRoutes.of(Fields.class);

        routes.fieldSetter(Fields.class.getDeclaredField("finalString")).invokeExact((Object) target, "stored");
        routes.fieldSetter(Fields.class.getDeclaredField("finalLong")).invokeExact((Object) target, 7L);

        assertEquals("stored", Fields.class.getDeclaredField("finalString").get(target));
        assertEquals(7L, target.finalLong);
    }

    @Test
    void packagePrivateAndProtectedFieldsAreStored() throws Throwable {
        Fields target = new Fields();
        ReadRoutes routes = ReadRoutes.of(Fields.class);

        routes.fieldSetter(Fields.class.getDeclaredField("packagePrivate")).invokeExact((Object) target, 3);
        routes.fieldSetter(Fields.class.getDeclaredField("protectedObject")).invokeExact((Object) target, (Object) "p");

        assertEquals(3, target.packagePrivate);
        assertEquals("p", target.protectedObject);
    }

    @Test
    void inheritedFieldIsStoredThroughItsDeclaringClassRoutes() throws Throwable {
        SubFields target = new SubFields();

        ReadRoutes.of(Fields.class).fieldSetter(Fields.class.getDeclaredField("privateInt")).invokeExact((Object) target, 5);
        ReadRoutes.of(SubFields.class).fieldSetter(SubFields.class.getDeclaredField("own")).invokeExact((Object) target, 2.5);

        assertEquals(5, ((Fields) target).privateInt);
        assertEquals(2.5, target.own);
    }

    @Test
    void fieldOfAnotherClassOrStaticFieldIsRefused() {
        ReadRoutes routes = ReadRoutes.of(SubFields.class);

        assertThrows(IllegalArgumentException.class, () -> routes.fieldSetter(Fields.class.getDeclaredField("privateInt")));
        assertThrows(IllegalArgumentException.class, () -> ReadRoutes.of(Integer.class).fieldSetter(Integer.class.getDeclaredField("MAX_VALUE")));
    }

    @Test
    void setterChecksItsReceiverAndValue() throws Exception {
        MethodHandle intSetter = ReadRoutes.of(Fields.class).fieldSetter(Fields.class.getDeclaredField("privateInt"));
        MethodHandle stringSetter = ReadRoutes.of(Fields.class).fieldSetter(Fields.class.getDeclaredField("finalString"));

        assertThrows(ClassCastException.class, () -> {
            intSetter.invokeExact((Object) "not a Fields", 1);
        });
        assertThrows(ClassCastException.class, () -> {
            stringSetter.invoke(new Fields(), (Object) 1);
        });
    }

    @Test
    void recordFinalFieldsHaveNoSetterButACanonicalConstructor() throws Throwable {
        ReadRoutes routes = ReadRoutes.of(Point.class);

        Object point = (Object) routes.canonicalConstructor().invokeExact(3, "three");

        assertNull(routes.fieldSetter(Point.class.getDeclaredField("x")));
        assertEquals(new Point(3, "three"), point);
        assertEquals(MethodType.methodType(Object.class, int.class, String.class), routes.canonicalConstructor().type());
        assertNull(routes.serializationConstructor());
        assertNull(ReadRoutes.of(Fields.class).canonicalConstructor());
    }

    /** A hidden class (in this package, Serializable) with a final and a non-final int field, assembled with ASM. */
    private static Class<?> hiddenClassWithFields() throws IllegalAccessException {
        String name = ReadRoutesTest.class.getPackageName().replace('.', '/') + "/HiddenFields";
        ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_FRAMES | ClassWriter.COMPUTE_MAXS);
        writer.visit(Opcodes.V17, Opcodes.ACC_PUBLIC | Opcodes.ACC_FINAL, name, null, "java/lang/Object",
                new String[] {"java/io/Serializable"});
        writer.visitField(Opcodes.ACC_PRIVATE | Opcodes.ACC_FINAL, "fixed", "I", null, null).visitEnd();
        writer.visitField(Opcodes.ACC_PRIVATE, "plain", "I", null, null).visitEnd();
        MethodVisitor constructor = writer.visitMethod(Opcodes.ACC_PUBLIC, "<init>", "()V", null, null);
        constructor.visitCode();
        constructor.visitVarInsn(Opcodes.ALOAD, 0);
        constructor.visitMethodInsn(Opcodes.INVOKESPECIAL, "java/lang/Object", "<init>", "()V", false);
        constructor.visitVarInsn(Opcodes.ALOAD, 0);
        constructor.visitInsn(Opcodes.ICONST_1);
        constructor.visitFieldInsn(Opcodes.PUTFIELD, name, "fixed", "I");
        constructor.visitInsn(Opcodes.RETURN);
        constructor.visitMaxs(0, 0);
        constructor.visitEnd();
        writer.visitEnd();
        return MethodHandles.lookup().defineHiddenClass(writer.toByteArray(), true).lookupClass();
    }

    @Test
    void aHiddenClassFinalFieldHasNoSetterItsOtherFieldsDo() throws Throwable {
        Class<?> hidden = hiddenClassWithFields();
        ReadRoutes routes = ReadRoutes.of(hidden);
        Object instance = hidden.getConstructor().newInstance();

        routes.fieldSetter(hidden.getDeclaredField("plain")).invokeExact(instance, 9);

        assertNull(routes.fieldSetter(hidden.getDeclaredField("fixed")));
        Field plain = hidden.getDeclaredField("plain");
        plain.setAccessible(true);
        assertEquals(9, plain.getInt(instance));
    }

    @Test
    void routesAreCachedPerClass() throws Exception {
        Fields.class.getDeclaredField("privateInt");

        assertSame(ReadRoutes.of(Fields.class), ReadRoutes.of(Fields.class));
        assertSame(ReadRoutes.of(Fields.class).fieldSetter(Fields.class.getDeclaredField("privateInt")),
                ReadRoutes.of(Fields.class).fieldSetter(Fields.class.getDeclaredField("privateInt")));
        assertSame(Fields.class, ReadRoutes.of(Fields.class).type());
    }

    // --- constructors

    static class InitializedFields extends OtherPackageBase.ProtectedConstructor implements Serializable {
        int initializedHere = 5;

        InitializedFields() {
            initializedHere = 6;
        }
    }

    static class BehindPackagePrivateConstructor extends OtherPackageBase.PackagePrivateConstructor implements Serializable {
        BehindPackagePrivateConstructor() {
            super(0);
        }
    }

    static class PrivateConstructorBase {
        private PrivateConstructorBase() {
        }

        static class Sub extends PrivateConstructorBase implements Serializable {
        }
    }

    static class NoNoArgConstructorBase {
        NoNoArgConstructorBase(int value) {
        }
    }

    static class BehindNoNoArgConstructor extends NoNoArgConstructorBase implements Serializable {
        BehindNoNoArgConstructor() {
            super(1);
        }
    }

    @Test
    void serializationConstructorRunsOnlyTheFirstNonSerializableSuperclassConstructor() throws Throwable {
        Object created = (Object) ReadRoutes.of(InitializedFields.class).serializationConstructor().invokeExact();

        InitializedFields instance = assertInstanceOf(InitializedFields.class, created);
        assertEquals("ProtectedConstructor()", instance.initializedBy);
        assertEquals(0, instance.initializedHere);
    }

    @Test
    void inaccessibleFirstNonSerializableConstructorMeansNone() {
        assertNull(ReadRoutes.of(BehindPackagePrivateConstructor.class).serializationConstructor());
        assertNull(ReadRoutes.of(PrivateConstructorBase.Sub.class).serializationConstructor());
        assertNull(ReadRoutes.of(BehindNoNoArgConstructor.class).serializationConstructor());
    }

    @Test
    void notSerializableEnumsAndRecordsHaveNoSerializationConstructor() {
        assertNull(ReadRoutes.of(Object.class).serializationConstructor());
        assertNull(ReadRoutes.of(Thread.State.class).serializationConstructor());
        assertNull(ReadRoutes.of(Point.class).serializationConstructor());
    }

    /** Not serializable: its constructor, which deserialization runs, fails as {@code failure} says. */
    static class FailingBase {
        static volatile RuntimeException exception;
        static volatile Error error;

        FailingBase() {
            if (error != null) {
                throw error;
            }
            if (exception != null) {
                throw exception;
            }
        }
    }

    static class BehindFailingConstructor extends FailingBase implements Serializable {
    }

    abstract static class AbstractSerializable implements Serializable {
    }

    @Test
    void aFailingConstructorFailsAsTheJdkObjectStreamClassFails() {
        MethodHandle constructor = ReadRoutes.of(BehindFailingConstructor.class).serializationConstructor();
        MethodHandle abstractConstructor = ReadRoutes.of(AbstractSerializable.class).serializationConstructor();
        IllegalStateException exception = new IllegalStateException("from the constructor");
        StackOverflowError error = new StackOverflowError("from the constructor");

        FailingBase.exception = exception;
        InvocationTargetException wrapped = assertThrows(InvocationTargetException.class, () -> {
            Object unused = (Object) constructor.invokeExact();
        });
        FailingBase.error = error;
        StackOverflowError thrown = assertThrows(StackOverflowError.class, () -> {
            Object unused = (Object) constructor.invokeExact();
        });
        FailingBase.error = null;
        FailingBase.exception = null;
        // JDK 17's constructor throws InstantiationError, which becomes an InstantiationException as in
        // the JDK's reader; JDK 25's throws an InstantiationException inside an InvocationTargetException.
        Exception abstractFailure = assertThrows(Exception.class, () -> {
            Object unused = (Object) abstractConstructor.invokeExact();
        });

        assertSame(exception, wrapped.getCause());
        assertSame(error, thrown);
        assertInstanceOf(InstantiationException.class,
                abstractFailure instanceof InvocationTargetException ? abstractFailure.getCause() : abstractFailure);
    }

    static class PublicNoArgExternal implements Externalizable {
        boolean constructed;

        public PublicNoArgExternal() {
            constructed = true;
        }

        @Override
        public void writeExternal(ObjectOutput out) {
        }

        @Override
        public void readExternal(ObjectInput in) {
        }
    }

    static class PackagePrivateNoArgExternal extends PublicNoArgExternal {
        PackagePrivateNoArgExternal() {
        }
    }

    static class OnlyArgumentExternal extends PublicNoArgExternal {
        public OnlyArgumentExternal(int value) {
        }
    }

    @Test
    void externalizableNeedsItsOwnPublicNoArgConstructor() throws Throwable {
        Object created = (Object) ReadRoutes.of(PublicNoArgExternal.class).serializationConstructor().invokeExact();

        assertTrue(assertInstanceOf(PublicNoArgExternal.class, created).constructed);
        assertNull(ReadRoutes.of(PackagePrivateNoArgExternal.class).serializationConstructor());
        assertNull(ReadRoutes.of(OnlyArgumentExternal.class).serializationConstructor());
    }

    // --- serialization methods

    static class OwnMethods implements Serializable {
        String calledBy;

        private void readObject(ObjectInputStream in) {
            calledBy = "readObject";
        }

        private void readObjectNoData() {
            calledBy = "readObjectNoData";
        }

        private Object readResolve() {
            return "resolved";
        }
    }

    static class InheritsPrivate extends OwnMethods {
    }

    static class NotPrivateMethods implements Serializable {
        void readObject(ObjectInputStream in) {
        }

        private static Object readResolve() {
            return "static";
        }
    }

    static class SamePackageResolve implements Serializable {
        Object readResolve() {
            return "same package";
        }
    }

    static class InheritsSamePackage extends SamePackageResolve {
    }

    static class InheritsOtherPackagePrivate extends OtherPackageBase.PackagePrivateResolve {
    }

    static class InheritsOtherPackageProtected extends OtherPackageBase.ProtectedResolve {
    }

    static class WrongResolveType implements Serializable {
        private String readResolve() {
            return "a String is not Object";
        }
    }

    @Test
    void ownPrivateMethodsAreFound() throws Throwable {
        ReadRoutes routes = ReadRoutes.of(OwnMethods.class);
        OwnMethods target = new OwnMethods();

        routes.readObjectMethod().invokeExact((Object) target, (ObjectInputStream) null);
        String afterReadObject = target.calledBy;
        routes.readObjectNoDataMethod().invokeExact((Object) target);
        Object resolved = (Object) routes.readResolveMethod().invokeExact((Object) target);

        assertEquals("readObject", afterReadObject);
        assertEquals("readObjectNoData", target.calledBy);
        assertEquals("resolved", resolved);
    }

    @Test
    void privateMethodsAreNotInherited() {
        ReadRoutes routes = ReadRoutes.of(InheritsPrivate.class);

        assertNull(routes.readObjectMethod());
        assertNull(routes.readObjectNoDataMethod());
        assertNull(routes.readResolveMethod());
    }

    @Test
    void readObjectMustBePrivateAndReadResolveNotStatic() {
        assertNull(ReadRoutes.of(NotPrivateMethods.class).readObjectMethod());
        assertNull(ReadRoutes.of(NotPrivateMethods.class).readResolveMethod());
        assertNull(ReadRoutes.of(WrongResolveType.class).readResolveMethod());
    }

    @Test
    void readResolveIsInheritedAsTheJdkInheritsIt() throws Throwable {
        MethodHandle samePackage = ReadRoutes.of(InheritsSamePackage.class).readResolveMethod();
        MethodHandle otherPackageProtected = ReadRoutes.of(InheritsOtherPackageProtected.class).readResolveMethod();

        assertEquals("same package", (Object) samePackage.invokeExact((Object) new InheritsSamePackage()));
        assertEquals("protected", (Object) otherPackageProtected.invokeExact((Object) new InheritsOtherPackageProtected()));
        assertNull(ReadRoutes.of(InheritsOtherPackagePrivate.class).readResolveMethod());
        assertNotNull(ReadRoutes.of(OtherPackageBase.PackagePrivateResolve.class).readResolveMethod());
    }

    static class ExternalWithPrivateMethods extends PublicNoArgExternal {
        private void readObject(ObjectInputStream in) {
        }

        private Object readResolve() {
            return "resolved";
        }
    }

    record ResolvingRecord(int x) implements Serializable {
        private void readObject(ObjectInputStream in) {
        }

        private Object readResolve() {
            return "resolved";
        }
    }

    enum ResolvingEnum {
        ONE {
            @Override
            public String toString() {
                return "one";
            }
        };

        private Object readResolve() {
            return "never called";
        }
    }

    /** As the JDK's ObjectStreamClass: readObject only for ordinary classes, readResolve also for records and Externalizable, nothing for enums. */
    @Test
    void methodsAreOnlyFoundWhereTheStreamCallsThem() {
        assertNull(ReadRoutes.of(ExternalWithPrivateMethods.class).readObjectMethod());
        assertNotNull(ReadRoutes.of(ExternalWithPrivateMethods.class).readResolveMethod());
        assertNull(ReadRoutes.of(ResolvingRecord.class).readObjectMethod());
        assertNotNull(ReadRoutes.of(ResolvingRecord.class).readResolveMethod());
        assertNull(ReadRoutes.of(ResolvingEnum.class).readResolveMethod());
        assertNull(ReadRoutes.of(ResolvingEnum.ONE.getClass()).readResolveMethod());
        assertNull(ReadRoutes.of(ResolvingEnum.ONE.getClass()).serializationConstructor());
    }

    // --- the JDK's classes

    @Test
    void jdkFieldsOnJdk17To23AreStoredThroughUnsafe() throws Throwable {
        assumeFalse(SerializationMethods.hasDefaultWriteObjectRoute(), "JDK 24+ has no setters for the JDK's classes");
        assumeTrue(UnsafeFieldAccess.allowed());
        ArrayList<String> list = new ArrayList<>(List.of("a", "b"));
        HashMap<String, String> map = new HashMap<>();
        Object integer = (Object) ReadRoutes.of(Integer.class).serializationConstructor().invokeExact();

        ReadRoutes.of(ArrayList.class).fieldSetter(ArrayList.class.getDeclaredField("size")).invokeExact((Object) list, 1);
        ReadRoutes.of(HashMap.class).fieldSetter(HashMap.class.getDeclaredField("loadFactor")).invokeExact((Object) map, 0.5f);
        ReadRoutes.of(Integer.class).fieldSetter(Integer.class.getDeclaredField("value")).invokeExact(integer, 42);

        assertEquals(List.of("a"), list);
        assertEquals(0.5f, loadFactorOf(map));
        assertEquals(42, integer);
        assertNull(ReadRoutes.of(HashMap.class).defaultReadObjectMethod());
    }

    @Test
    void jdkFieldSettersCheckTheirReceiverAndValue() throws Throwable {
        assumeFalse(SerializationMethods.hasDefaultWriteObjectRoute(), "JDK 24+ has no setters for the JDK's classes");
        assumeTrue(UnsafeFieldAccess.allowed());
        MethodHandle size = ReadRoutes.of(ArrayList.class).fieldSetter(ArrayList.class.getDeclaredField("size"));
        MethodHandle comparator = ReadRoutes.of(java.util.TreeMap.class)
                .fieldSetter(java.util.TreeMap.class.getDeclaredField("comparator"));

        // A store at an offset into another object, or into null (an absolute address), must not happen.
        assertThrows(ClassCastException.class, () -> {
            size.invokeExact((Object) new HashMap<String, String>(), 1);
        });
        assertThrows(NullPointerException.class, () -> {
            size.invokeExact((Object) null, 1);
        });
        assertThrows(ClassCastException.class, () -> {
            comparator.invoke((Object) new java.util.TreeMap<String, String>(), (Object) "not a Comparator");
        });
        java.util.TreeMap<String, String> sorted = new java.util.TreeMap<>();
        comparator.invokeExact((Object) sorted, (java.util.Comparator<?>) java.util.Comparator.reverseOrder());
        assertEquals(java.util.Comparator.reverseOrder(), sorted.comparator());
        assertEquals(MethodType.methodType(void.class, Object.class, java.util.Comparator.class), comparator.type());
    }

    @Test
    void jdkFieldsOnJdk24HaveTheDefaultReadObjectRouteInstead() throws Exception {
        assumeTrue(SerializationMethods.hasDefaultWriteObjectRoute(), "JDK 17-23 stores the JDK's fields through Unsafe");

        assertNull(ReadRoutes.of(ArrayList.class).fieldSetter(ArrayList.class.getDeclaredField("size")));
        assertNull(ReadRoutes.of(HashMap.class).fieldSetter(HashMap.class.getDeclaredField("loadFactor")));
        assertNull(ReadRoutes.of(Integer.class).fieldSetter(Integer.class.getDeclaredField("value")));
        for (Class<?> type : List.of(ArrayList.class, HashMap.class, Integer.class)) {
            MethodHandle defaultReadObject = ReadRoutes.of(type).defaultReadObjectMethod();
            assertNotNull(defaultReadObject, type.getName());
            assertEquals(MethodType.methodType(void.class, Object.class, ObjectInputStream.class), defaultReadObject.type());
        }
    }

    /** Its readObject reads its final field through ReadRoutes' defaultReadObjectMethod, as a reader does on JDK 24+. */
    static final class ReadsByDefaultRoute implements Serializable {
        private final int secret;

        ReadsByDefaultRoute(int secret) {
            this.secret = secret;
        }

        private void readObject(ObjectInputStream in) throws Throwable {
            ReadRoutes.of(ReadsByDefaultRoute.class).defaultReadObjectMethod().invokeExact((Object) this, in);
        }
    }

    @Test
    void defaultReadObjectStoresTheStreamFields() throws Exception {
        assumeTrue(SerializationMethods.hasDefaultWriteObjectRoute(), "defaultReadObjectForSerialization is JDK 24+");

        ReadsByDefaultRoute copy = (ReadsByDefaultRoute) roundTrip(new ReadsByDefaultRoute(17));

        assertEquals(17, copy.secret);
    }

    // --- no warnings, on this JDK (a child JVM, whose stderr must stay empty)

    @Test
    void routesPrintNothingOnStderr() throws Exception {
        ChildJvm result = ChildJvm.run(List.of(), ReadRouteProbe.class.getName());

        assertEquals("", result.stderr(), "the child JVM printed on stderr");
        assertTrue(result.stdout().contains("user class: secret 7, record UserRecord[x=3]"), result.stdout());
        if (SerializationMethods.hasDefaultWriteObjectRoute()) {
            assertTrue(result.stdout().contains("jdk setters: Integer.value none, ArrayList.size none, HashMap.loadFactor none"), result.stdout());
            // BigInteger declares serialPersistentFields: the JDK gives no default route for it (its own readObject reads it).
            assertTrue(result.stdout().contains("defaultReadObject routes: [Integer, Number, ArrayList, HashMap, TreeMap]"), result.stdout());
        } else {
            assertTrue(result.stdout().contains("jdk setters: Integer.value stored 42, ArrayList.size found, HashMap.loadFactor found, TreeMap.comparator found"), result.stdout());
            assertTrue(result.stdout().contains("defaultReadObject routes: []"), result.stdout());
        }
    }

    @Test
    void withoutUnsafeTheJdkClassesHaveNoSetter() throws Exception {
        ChildJvm result = ChildJvm.run(
                List.of("-D" + UnsafeFieldAccess.ALLOW_PROPERTY + "=false"), ReadRouteProbe.class.getName());

        assertEquals("", result.stderr(), "the child JVM printed on stderr");
        assertTrue(result.stdout().contains("user class: secret 7"), result.stdout());
        assertTrue(result.stdout().contains("jdk setters: Integer.value none, ArrayList.size none, HashMap.loadFactor none, TreeMap.comparator none"), result.stdout());
    }

    private static Object roundTrip(Object obj) throws IOException, ClassNotFoundException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(obj);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            return in.readObject();
        }
    }

    /** Read back through the write side's own Unsafe route, which is independent of the setter. */
    private static float loadFactorOf(HashMap<?, ?> map) {
        SerialClass desc = SerialClass.of(HashMap.class);
        for (SerialField field : desc.fields()) {
            if (field.name().equals("loadFactor")) {
                return UnsafeFieldAccess.create(desc).accessor(field.index()).getFloat(map);
            }
        }
        throw new AssertionError("HashMap has no serial field loadFactor");
    }
}
