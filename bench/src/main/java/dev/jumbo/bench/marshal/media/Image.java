package dev.jumbo.bench.marshal.media;

import java.io.Serializable;

/** A still image of a media, following the jvm-serializers schema. */
public class Image implements Serializable {
    private static final long serialVersionUID = 1L;

    /** The size class of an image. */
    public enum Size { SMALL, LARGE }

    String uri;
    String title;
    int width;
    int height;
    Size size;

    public Image(String uri, String title, int width, int height, Size size) {
        this.uri = uri;
        this.title = title;
        this.width = width;
        this.height = height;
        this.size = size;
    }
}
