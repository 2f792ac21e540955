import dev.jumbo.maven.verify.BuiltProject

// setup-first-builds has built the project once; remember every output before the second build.
def project = new BuiltProject(basedir)
project.saveSnapshot('target/classes', 'target/classes-after-first-build.txt')
project.saveSnapshot('target/generated-sources', 'target/generated-after-first-build.txt')
project.saveSnapshot('target/jumbo', 'target/state-after-first-build.txt')
