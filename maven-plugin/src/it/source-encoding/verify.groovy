import dev.jumbo.maven.verify.BuiltProject

import java.nio.charset.StandardCharsets
import java.nio.file.Files

def project = new BuiltProject(basedir)

assert project.log().contains('Compiling 2 sources (1 .jjava, 1 .java)')

// Read as ISO-8859-1 (the POM's project.build.sourceEncoding), the strings keep their letters,
// inside the quote and outside it; read as UTF-8 every non-ASCII byte would be U+FFFD.
def output = project.run('latin.Main')
assert output.contains('plain: Gr\\u00fc\\u00dfe aus Z\\u00fcrich, caf\\u00e9') : output
assert output.contains('quoted: Gr\\u00fc\\u00dfe aus Z\\u00fcrich, caf\\u00e9') : output
assert output.contains('java: M\\u00e1laga') : output

// The translated Java is written in the same encoding: 'ü' is the single byte 0xFC.
def translated = Files.readAllBytes(project.path('target/generated-sources/jumbo/latin/Greeting.java'))
assert new String(translated, StandardCharsets.ISO_8859_1).contains('return "Gr\u00fc\u00dfe aus Z\u00fcrich, caf\u00e9";')
assert !new String(translated, StandardCharsets.ISO_8859_1).contains('\u00c3') : 'the translation was written as UTF-8'
