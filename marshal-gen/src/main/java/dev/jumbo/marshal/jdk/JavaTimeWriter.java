package dev.jumbo.marshal.jdk;

import dev.jumbo.marshal.io.BlockDataOutput;
import dev.jumbo.marshal.model.SerialClass;
import dev.jumbo.marshal.session.Marshaller;
import dev.jumbo.marshal.session.WriteSession;
import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;

/**
 * The {@code java.time} values that records carry most, written in the serial form of their
 * replacement, the {@code Externalizable} {@code java.time.Ser}, without making the replacement:
 * <pre>
 * value: TC_OBJECT classDesc(java.time.Ser) newHandle externalContents
 * externalContents: blockdata(type value) TC_ENDBLOCKDATA
 * value (by type): Duration, Instant  seconds:long nanos:int
 *                  LocalDate          year:int month:byte day:byte
 *                  LocalTime          hour minute second nano, shortened (see {@link #writeTime})
 *                  LocalDateTime      LocalDate's value, then LocalTime's
 * </pre>
 * The JDK gives the handle to the {@code Ser} object and records the value as replaced by it,
 * so the same value written again is a back-reference to that handle. Here the value itself
 * takes the handle: the stream's look-up of the value then finds the same handle, and the
 * replacement, private to the stream, is never looked up otherwise. A value that the general
 * path has already replaced, or a stream of protocol 1 (whose external data is not block data),
 * takes the general path.
 */
final class JavaTimeWriter implements Marshaller {
    /** {@code java.time.Ser}'s type bytes. */
    private static final byte DURATION = 1;
    private static final byte INSTANT = 2;
    private static final byte LOCAL_DATE = 3;
    private static final byte LOCAL_TIME = 4;
    private static final byte LOCAL_DATE_TIME = 5;

    private final SerialClass replacement;
    private final byte type;

    private JavaTimeWriter(SerialClass replacement, byte type) {
        this.replacement = replacement;
        this.type = type;
    }

    /** The writer of exactly {@code type}, or null when it is not one of the values written here. */
    static Marshaller forClass(Class<?> type) {
        byte code;
        if (type == LocalDate.class) {
            code = LOCAL_DATE;
        } else if (type == LocalDateTime.class) {
            code = LOCAL_DATE_TIME;
        } else if (type == Instant.class) {
            code = INSTANT;
        } else if (type == LocalTime.class) {
            code = LOCAL_TIME;
        } else if (type == Duration.class) {
            code = DURATION;
        } else {
            return null;
        }
        Class<?> ser;
        try {
            ser = Class.forName("java.time.Ser", false, null);
        } catch (ClassNotFoundException e) {
            return null;
        }
        return new JavaTimeWriter(SerialClass.of(ser), code);
    }

    @Override
    public Object write(WriteSession out, Object obj) throws IOException {
        if (out.replacementOf(obj) != obj || out.externalDataIsRaw()) {
            out.writeByReflectivePath(obj);
            return null;
        }
        BlockDataOutput data = out.writeNewObjectStart(replacement, obj);
        data.setBlockDataMode(true);
        data.writeByte(type);
        switch (type) {
            case LOCAL_DATE -> writeDate(data, (LocalDate) obj);
            case LOCAL_DATE_TIME -> {
                LocalDateTime dateTime = (LocalDateTime) obj;
                writeDate(data, dateTime.toLocalDate());
                writeTime(data, dateTime.toLocalTime());
            }
            case INSTANT -> {
                Instant instant = (Instant) obj;
                data.writeLong(instant.getEpochSecond());
                data.writeInt(instant.getNano());
            }
            case LOCAL_TIME -> writeTime(data, (LocalTime) obj);
            default -> {
                Duration duration = (Duration) obj;
                data.writeLong(duration.getSeconds());
                data.writeInt(duration.getNano());
            }
        }
        JdkClassWriters.endCustomData(data);
        return null;
    }

    private static void writeDate(BlockDataOutput data, LocalDate date) throws IOException {
        data.writeInt(date.getYear());
        data.writeByte(date.getMonthValue());
        data.writeByte(date.getDayOfMonth());
    }

    /**
     * hour minute second nano:int, with the trailing zero parts left out and the last part
     * written complemented: {@code ~hour}, {@code hour ~minute}, {@code hour minute ~second}.
     */
    private static void writeTime(BlockDataOutput data, LocalTime time) throws IOException {
        int hour = time.getHour();
        int minute = time.getMinute();
        int second = time.getSecond();
        int nano = time.getNano();
        if (nano != 0) {
            data.writeByte(hour);
            data.writeByte(minute);
            data.writeByte(second);
            data.writeInt(nano);
        } else if (second != 0) {
            data.writeByte(hour);
            data.writeByte(minute);
            data.writeByte(~second);
        } else if (minute != 0) {
            data.writeByte(hour);
            data.writeByte(~minute);
        } else {
            data.writeByte(~hour);
        }
    }
}
