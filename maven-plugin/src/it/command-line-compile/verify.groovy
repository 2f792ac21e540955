import dev.jumbo.maven.verify.BuiltProject

def project = new BuiltProject(basedir)

// The prefix resolves from the plugin declared in the POM; no lifecycle phase ran.
assert project.log() =~ /jumbo-maven-plugin:[^:]+:compile \(default-cli\)/
assert project.log().contains('Skipping Jumbo compilation')
// The skipped run wrote nothing: the real one finds no state and builds everything.
assert project.log().contains('Compiling 2 sources (1 .jjava, 1 .java)')
assert project.log().contains('full build: no previous build state')
assert project.log().indexOf('Skipping Jumbo compilation') < project.log().indexOf('Compiling 2 sources')
assert !project.log().contains('maven-compiler-plugin')
assert !project.path('target/maven-status').toFile().exists()

assert project.sourceFileOf('cli.Adder') == 'Adder.jjava'
assert project.sourceFileOf('cli.Main') == 'Main.java'
assert project.run('cli.Main').trim() == '2 + 40 = 42'
