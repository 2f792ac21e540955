package dev.jumbo.bench.marshal.media;

import java.io.Serializable;
import java.util.List;

/** The jvm-serializers benchmark's message: one {@link Media} and its {@link Image}s. */
public class MediaContent implements Serializable {
    private static final long serialVersionUID = 1L;

    Media media;
    List<Image> images;

    public MediaContent(Media media, List<Image> images) {
        this.media = media;
        this.images = images;
    }
}
