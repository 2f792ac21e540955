package dev.jumbo.bench.marshal.media;

import java.util.ArrayList;
import java.util.List;

/** Builds the jvm-serializers standard message: one media with two persons and two images. */
public final class MediaContents {
    private MediaContents() {
    }

    public static MediaContent standard() {
        List<String> persons = new ArrayList<>(List.of("Bill Gates", "Steve Jobs"));
        Media media = new Media("http://javaone.com/keynote.mpg", "Javaone Keynote", 640, 480, "video/mpg4",
                18_000_000L, 58_982_400L, 262_144, persons, Media.Player.JAVA, null);
        List<Image> images = new ArrayList<>();
        images.add(new Image("http://javaone.com/keynote_large.jpg", "Javaone Keynote", 1024, 768, Image.Size.LARGE));
        images.add(new Image("http://javaone.com/keynote_small.jpg", "Javaone Keynote", 320, 240, Image.Size.SMALL));
        return new MediaContent(media, images);
    }

    /** The classes a serializer that requires registration must know, in a fixed order. */
    public static List<Class<?>> classes() {
        return List.of(MediaContent.class, Media.class, Media.Player.class, Image.class, Image.Size.class);
    }
}
