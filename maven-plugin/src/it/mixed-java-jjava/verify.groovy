import dev.jumbo.maven.verify.BuiltProject

def project = new BuiltProject(basedir)

assert project.log().contains('Compiling 3 sources (1 .jjava, 2 .java)')
assert project.log().contains('Compiling 3 sources (2 .jjava, 1 .java) to ' )

// Jumbo classes keep their .jjava names even though maven-compiler-plugin ran afterwards.
assert project.sourceFileOf('mixed.Greeter') == 'Greeter.jjava'
assert project.sourceFileOf('mixed.Greeting') == 'Greeting.java'
assert project.sourceFileOf('mixed.App') == 'App.java'
assert project.sourceFileOf('target/test-classes', 'mixed.GreeterTest') == 'GreeterTest.jjava'
assert project.sourceFileOf('target/test-classes', 'mixed.TestNames') == 'TestNames.java'
assert project.path('target/generated-test-sources/jumbo/mixed/GreeterTest.java').toFile().isFile()

def report = project.path('target/surefire-reports/mixed.GreeterTest.txt').toFile().text
assert report.contains('Tests run: 1, Failures: 0, Errors: 0, Skipped: 0') : report

assert project.run('mixed.App').trim() == 'Hello, world!'
