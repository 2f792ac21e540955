package dev.jumbo.lang.tree;

/** A static or instance initializer. */
public record Initializer(int position, boolean isStatic, Block body) implements Member {
    @Override
    public <R> R accept(Member.Visitor<R> visitor) {
        return visitor.visitInitializer(this);
    }
}
