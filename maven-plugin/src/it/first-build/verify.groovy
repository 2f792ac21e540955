import dev.jumbo.maven.verify.BuiltProject

def project = new BuiltProject(basedir)

assert project.log().contains('Compiling 1 source (1 .jjava, 0 .java)')
assert project.log().contains('full build: no previous build state')

// The class comes from the Jumbo compiler: it names the .jjava file and its lines.
assert project.sourceFileOf('demo.Power') == 'Power.jjava'
def lines = project.linesOf('demo.Power')
assert lines.contains(18) : "line 18 (the println) is not in the LineNumberTable: ${lines}"
assert lines.every { it >= 1 && it <= 20 } : "line numbers outside Power.jjava: ${lines}"

assert project.path('target/generated-sources/jumbo/demo/Power.java').toFile().isFile()
assert project.path('target/jumbo/compile-state.txt').toFile().isFile()
assert project.path('target/first-build-1.0.jar').toFile().isFile()

def output = project.run('demo.Power')
assert output.contains('power(3) of 5 = 125') : output
