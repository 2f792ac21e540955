package dev.jumbo.lang.tree;

import java.util.List;

/**
 * What a hole splices: a fragment's top-level nodes. Every fragment is a {@code dev.jumbo.lang.Code};
 * the tree names it by this interface so that it does not depend on the package that builds trees.
 */
public interface Fragment {
    /** The top-level nodes, whose kind follows the fragment's category. */
    List<Node> nodes();
}
