package dev.jumbo.bench.marshal.media;

import java.io.Serializable;
import java.util.List;

/** A video's metadata, following the well-known jvm-serializers schema. */
public class Media implements Serializable {
    private static final long serialVersionUID = 1L;

    /** The player a media is made for. */
    public enum Player { JAVA, FLASH }

    String uri;
    String title;
    int width;
    int height;
    String format;
    long duration;
    long size;
    int bitrate;
    boolean hasBitrate;
    List<String> persons;
    Player player;
    String copyright;

    public Media(String uri, String title, int width, int height, String format, long duration, long size,
            int bitrate, List<String> persons, Player player, String copyright) {
        this.uri = uri;
        this.title = title;
        this.width = width;
        this.height = height;
        this.format = format;
        this.duration = duration;
        this.size = size;
        this.bitrate = bitrate;
        this.hasBitrate = true;
        this.persons = persons;
        this.player = player;
        this.copyright = copyright;
    }
}
