package dev.jumbo.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class CompilerPluginAdviceTest {

  @Test
  void versionsBeforeReleaseSupportGetTheLinesToAdd() {
    for (String old : new String[] {"3.1", "3.5.1", "2.0.2", null}) {
      Optional<String> advice = CompilerPluginAdvice.forVersion(old, 17);

      assertTrue(advice.isPresent(), "no advice for " + old);
      assertTrue(advice.get().contains("<version>3.14.0</version><configuration><release>17</release>"), advice.get());
    }
  }

  @Test
  void versionsWithReleaseSupportAreLeftAlone() {
    List<Optional<String>> advice = List.of("3.6", "3.6.0", "3.8.1", "3.14.0", "4.0.0-beta-1", "10.0")
        .stream().map(version -> CompilerPluginAdvice.forVersion(version, 17)).toList();

    assertEquals(List.of(Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(),
        Optional.empty()), advice);
  }

  @Test
  void theDefaultVersionIsNamedAsSuch() {
    String advice = CompilerPluginAdvice.forVersion("3.1", 21).orElseThrow();

    assertTrue(advice.startsWith("maven-compiler-plugin 3.1 ignores maven.compiler.release"), advice);
    assertTrue(advice.contains("<release>21</release>"), advice);
  }
}
