// jumbo:marshallers ran in process-classes, and the project's own test (StoredMarshallersTest)
// checked the stored code against ObjectOutputStream and ObjectInputStream.
def log = new File(basedir, 'build.log').text
def stored = new File(basedir, 'target/classes/META-INF/jumbo/marshallers')

assert log.contains('Stored 2 marshallers and 2 unmarshallers of 2 classes')
assert log.contains('Tests run: 2, Failures: 0, Errors: 0, Skipped: 0')
assert new File(stored, 'index').text.startsWith('jumbo-prebuilt 1\n')
['shop.Order', 'shop.Customer'].each { name ->
  assert new File(stored, name + '.write.class').length() > 0
  assert new File(stored, name + '.read.class').length() > 0
}
assert !new File(stored, 'shop.Status.write.class').exists()
// The jar carries the stored code, for the application's class path.
def jar = new java.util.jar.JarFile(new File(basedir, 'target/build-time-marshallers-1.0.jar'))
assert jar.getEntry('META-INF/jumbo/marshallers/shop.Order.write.class') != null
jar.close()
