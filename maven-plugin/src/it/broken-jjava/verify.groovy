import dev.jumbo.maven.verify.BuiltProject

def project = new BuiltProject(basedir)
def log = project.log()

// The compiler's own shape: File.jjava:LINE:COL: error: message, the source line, a caret.
assert log =~ /(?m)^\[ERROR\] \S*Broken\.jjava:5:16: error: incompatible types: (java\.lang\.)?String cannot be converted to int$/
assert log.contains('    int size = text;\n               ^')
assert log.contains('Jumbo compilation failed with 1 error')
assert log.contains('BUILD FAILURE')
assert project.stackTraceLines() == [] : "a Java stack trace is in the log: ${project.stackTraceLines()}"
assert !project.path('target/classes/broken/Broken.class').toFile().exists()
