import dev.jumbo.maven.verify.BuiltProject

def project = new BuiltProject(basedir)
def firstBuild = project.invocationLog(1)
def upToDateBuild = project.invocationLog(2)

// First build: jumbo compiles only the .jjava files (includeJavaSources off); maven-compiler-plugin
// compiles Main.java and, from the roots jumbo registered, Helper.java and TestHelper.java.
assert firstBuild.count('Compiling 1 source (1 .jjava, 0 .java)') == 2 : 'the first build did not compile both .jjava files'
assert firstBuild =~ /Compiling 2 source files with javac .* to target\/classes/ : 'maven-compiler-plugin did not compile Main.java and Helper.java'
assert firstBuild =~ /Compiling 1 source file with javac .* to target\/test-classes/ : 'maven-compiler-plugin did not compile TestHelper.java'

// Second build (-X): both goals find everything up to date and still register their roots, so
// maven-compiler-plugin is configured with the same roots as in the first build (and never with
// target/generated-sources/jumbo). Without them it would drop Helper.class and fail on Main.java.
assert project.compilerSourceRoots(2) == [['src/main/java', 'src/main/jjava'], ['src/test/java', 'src/test/jjava']]
assert upToDateBuild.count('Nothing to compile - all sources are up to date (1 .jjava, 0 .java)') == 2 : 'a jumbo goal was not up to date'
assert upToDateBuild.count('Compiling ') == 0 : 'the up-to-date build compiled something'
assert upToDateBuild.count('Nothing to compile - all classes are up to date') == 2 : 'maven-compiler-plugin saw other sources than in the first build'

assert project.path('target/classes/roots/Helper.class').toFile().isFile()
assert project.path('target/test-classes/roots/TestHelper.class').toFile().isFile()
assert project.sourceFileOf('roots.Adder') == 'Adder.jjava'
assert project.run('roots.Main').trim() == 'sum 42'
