package dev.jumbo.lang.emit;

import dev.jumbo.lang.check.JType;
import dev.jumbo.lang.check.Origin;

/** A local variable or parameter: its slot, and where it was declared (for clash messages). */
record Local(String name, JType type, int slot, Origin origin, int position) {
}
