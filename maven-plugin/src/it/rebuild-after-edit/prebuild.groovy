import dev.jumbo.maven.verify.BuiltProject

// setup-first-builds has built the project once. Remember the outputs, then edit one source
// (Middle uses it, Top uses Middle) and delete another.
def project = new BuiltProject(basedir)
project.saveSnapshot('target/classes', 'target/classes-before-edit.txt')
project.saveSnapshot('target/generated-sources', 'target/generated-before-edit.txt')
project.edit('src/main/jjava/edit/Base.jjava', '"before"', '"after"')
project.delete('src/main/jjava/edit/Gone.jjava')
