import dev.jumbo.maven.verify.BuiltProject

def project = new BuiltProject(basedir)
def firstBuild = new BuiltProject(new File(basedir, '../setup-first-builds'))

assert firstBuild.log().contains('Compiling 4 sources (3 .jjava, 1 .java)')
assert project.log().contains('Nothing to compile - all sources are up to date (3 .jjava, 1 .java)')
assert project.countInLog('Compiling ') == 0 : 'the second build compiled something'

// Identical outputs: same content and same modification time for every file.
assert project.changesSince('target/classes', 'target/classes-after-first-build.txt') == []
assert project.changesSince('target/generated-sources', 'target/generated-after-first-build.txt') == []
assert project.changesSince('target/jumbo', 'target/state-after-first-build.txt') == []

assert project.sourceFileOf('same.Shapes$Circle') == 'Shapes.jjava'
assert project.run('same.Main').contains('total 7.14')
