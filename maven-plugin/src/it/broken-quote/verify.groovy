import dev.jumbo.maven.verify.BuiltProject

def project = new BuiltProject(basedir)
def log = project.log()

// A quote directly inside a quote, outside any hole, is a compile error (one stage of generation).
assert log =~ /(?m)^\[ERROR\] \S*NestedQuote\.jjava:7:\d+: error: .*quote.*$/
assert log.contains('    return $< 1 + $< 2 >$ >$;')
assert log.contains('Jumbo compilation failed with')
assert log.contains('BUILD FAILURE')
assert project.stackTraceLines() == [] : "a Java stack trace is in the log: ${project.stackTraceLines()}"
