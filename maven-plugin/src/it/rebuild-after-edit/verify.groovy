import dev.jumbo.maven.verify.BuiltProject

def project = new BuiltProject(basedir)
def firstBuild = new BuiltProject(new File(basedir, '../setup-first-builds'))

assert firstBuild.log().contains('Compiling 5 sources (4 .jjava, 1 .java)')
// Base changed; Middle refers to Base and Top to Middle; Unrelated is left alone; Gone is removed.
assert project.log().contains('Compiling 3 sources (2 .jjava, 1 .java)')
assert project.log().contains('1 changed, 2 dependent, 1 removed')

def classChanges = project.changesSince('target/classes', 'target/classes-before-edit.txt')
assert classChanges.contains('changed edit/Base.class') : classChanges
assert classChanges.contains('changed edit/Middle.class') : classChanges
assert classChanges.contains('gone edit/Gone.class') : classChanges
assert classChanges.contains('gone edit/Gone$Nested.class') : classChanges
assert !classChanges.any { it.contains('Unrelated') } : classChanges

def sourceChanges = project.changesSince('target/generated-sources', 'target/generated-before-edit.txt')
assert sourceChanges.contains('gone jumbo/edit/Gone.java') : sourceChanges
assert sourceChanges.contains('changed jumbo/edit/Base.java') : sourceChanges
assert !sourceChanges.any { it.contains('Unrelated') } : sourceChanges

assert project.run('edit.Top').trim() == 'the word is after'
