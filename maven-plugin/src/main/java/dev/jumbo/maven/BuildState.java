package dev.jumbo.maven;

import java.util.Collection;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The incremental-build memory of one goal: the configuration fingerprint the sources were built
 * under, and one {@link SourceRecord} per source that is compiled and up to date.
 */
public final class BuildState {

  private final String fingerprint;
  private final Map<String, SourceRecord> records = new TreeMap<>();

  public BuildState(String fingerprint) {
    this.fingerprint = fingerprint;
  }

  public String fingerprint() {
    return fingerprint;
  }

  public Optional<SourceRecord> record(String key) {
    return Optional.ofNullable(records.get(key));
  }

  public Collection<SourceRecord> records() {
    return records.values();
  }

  public void put(SourceRecord record) {
    records.put(record.key(), record);
  }

  public void remove(String key) {
    records.remove(key);
  }
}
