package dev.jumbo.marshal.hostile;

import java.io.ObjectInputFilter;

/**
 * The realistic filter every hostile case is read under, by the JDK and the candidates alike:
 * limits on depth, references, array length and stream bytes (no class list: a mutated class
 * name must meet the readers' own resolution). Without it, some attacks make the JDK run for
 * ages (nested sets) or try to allocate gigabytes.
 */
final class HostileLimits {
    static final String PATTERN = "maxdepth=40;maxrefs=20000;maxarray=100000;maxbytes=2000000";
    static final ObjectInputFilter FILTER = ObjectInputFilter.Config.createFilter(PATTERN);

    private HostileLimits() {
    }
}
