/**
 * Jumbo's run-time library: {@link dev.jumbo.lang.Code}, the quotes a generator's build turned
 * into partially compiled code, and the stages that make class files of them.
 *
 * <p>Exported: the API ({@code dev.jumbo.lang}), the tree that translated quotes build
 * ({@code dev.jumbo.lang.tree}), and the defining stage ({@code dev.jumbo.lang.define}), whose
 * bootstrap methods and constants generated classes call from their own loaders and modules.
 * The type model, attribution and generation, lowering and the printer are internal.
 */
module dev.jumbo.lang {
    requires org.objectweb.asm;

    exports dev.jumbo.lang;
    exports dev.jumbo.lang.tree;
    exports dev.jumbo.lang.define;
}
