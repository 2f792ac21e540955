package dev.jumbo.marshal.jdk;

import dev.jumbo.marshal.io.BlockDataInput;
import dev.jumbo.marshal.read.StreamDescriptor;
import dev.jumbo.marshal.session.ReadSession;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.StreamCorruptedException;
import java.lang.invoke.MethodHandle;
import java.time.DateTimeException;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.MonthDay;
import java.time.OffsetDateTime;
import java.time.OffsetTime;
import java.time.Period;
import java.time.Year;
import java.time.YearMonth;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.zone.ZoneRulesException;

/**
 * java.time.Ser: readExternal (a type byte, then the value, built by the public factory that
 * the value's own readExternal calls) in block-data mode, the rest skipped, then readResolve's
 * replacement, the value, through the filter into the handle. No object is read inside, so
 * the Ser object itself, which only readResolve could hand out, is never made; except where a
 * value cannot be built by a public factory (a zone region whose rules this JDK does not
 * know, a zoned date-time whose offset the zone's rules refuse), then a Ser is made and its
 * own readExternal reads the same bytes again ({@link ReplayInput}).
 */
final class JavaTimeReader extends JdkClassReader {
    /** java.time.Ser's type bytes. */
    private static final byte DURATION_TYPE = 1;
    private static final byte INSTANT_TYPE = 2;
    private static final byte LOCAL_DATE_TYPE = 3;
    private static final byte LOCAL_TIME_TYPE = 4;
    private static final byte LOCAL_DATE_TIME_TYPE = 5;
    private static final byte ZONE_DATE_TIME_TYPE = 6;
    private static final byte ZONE_REGION_TYPE = 7;
    private static final byte ZONE_OFFSET_TYPE = 8;
    private static final byte OFFSET_TIME_TYPE = 9;
    private static final byte OFFSET_DATE_TIME_TYPE = 10;
    private static final byte YEAR_TYPE = 11;
    private static final byte YEAR_MONTH_TYPE = 12;
    private static final byte MONTH_DAY_TYPE = 13;
    private static final byte PERIOD_TYPE = 14;

    JavaTimeReader(StreamDescriptor desc) {
        super(desc);
    }

    @Override
    Object readInstance(ReadSession session, boolean unshared) throws IOException {
        int handle = session.assignHandle(null, unshared);
        BlockDataInput input = session.input();
        input.setBlockDataMode(true);
        Object value = readTimeValue(input);
        if (!unshared) {
            // The JDK's handle holds the Ser object while the rest is skipped; a back-reference
            // to it from there (only a corrupt stream has one) must find an object, not null: as
            // a class descriptor it is then the JDK's ClassCastException, not a NullPointerException.
            session.setObject(handle, value);
        }
        session.skipCustomData();
        return session.finishReplacedObject(value, handle);
    }

    private Object readTimeValue(BlockDataInput input) throws IOException {
        byte type = input.readByte();
        switch (type) {
            case DURATION_TYPE: {
                long seconds = input.readLong();
                int nanos = input.readInt();
                return Duration.ofSeconds(seconds, nanos);
            }
            case INSTANT_TYPE: {
                long seconds = input.readLong();
                int nanos = input.readInt();
                return Instant.ofEpochSecond(seconds, nanos);
            }
            case LOCAL_DATE_TYPE:
                return readLocalDate(input);
            case LOCAL_TIME_TYPE:
                return readLocalTime(input);
            case LOCAL_DATE_TIME_TYPE:
                return readLocalDateTime(input);
            case ZONE_DATE_TIME_TYPE:
                return readZonedDateTime(input);
            case ZONE_REGION_TYPE:
                return readZoneRegion(input);
            case ZONE_OFFSET_TYPE:
                return readZoneOffset(input);
            case OFFSET_TIME_TYPE: {
                LocalTime time = readLocalTime(input);
                return OffsetTime.of(time, readZoneOffset(input));
            }
            case OFFSET_DATE_TIME_TYPE: {
                LocalDateTime dateTime = readLocalDateTime(input);
                return OffsetDateTime.of(dateTime, readZoneOffset(input));
            }
            case YEAR_TYPE:
                return Year.of(input.readInt());
            case YEAR_MONTH_TYPE: {
                int year = input.readInt();
                return YearMonth.of(year, input.readByte());
            }
            case MONTH_DAY_TYPE: {
                byte month = input.readByte();
                return MonthDay.of(month, input.readByte());
            }
            case PERIOD_TYPE: {
                int years = input.readInt();
                int months = input.readInt();
                return Period.of(years, months, input.readInt());
            }
            default:
                throw new StreamCorruptedException("Unknown serialized type");
        }
    }

    private static LocalDate readLocalDate(BlockDataInput input) throws IOException {
        int year = input.readInt();
        int month = input.readByte();
        return LocalDate.of(year, month, input.readByte());
    }

    /** LocalTime's compact form: a field stored as its complement ends the value, later fields being zero. */
    private static LocalTime readLocalTime(BlockDataInput input) throws IOException {
        int hour = input.readByte();
        int minute = 0;
        int second = 0;
        int nano = 0;
        if (hour < 0) {
            hour = ~hour;
        } else {
            minute = input.readByte();
            if (minute < 0) {
                minute = ~minute;
            } else {
                second = input.readByte();
                if (second < 0) {
                    second = ~second;
                } else {
                    nano = input.readInt();
                }
            }
        }
        return LocalTime.of(hour, minute, second, nano);
    }

    private static LocalDateTime readLocalDateTime(BlockDataInput input) throws IOException {
        LocalDate date = readLocalDate(input);
        return LocalDateTime.of(date, readLocalTime(input));
    }

    private static ZoneOffset readZoneOffset(BlockDataInput input) throws IOException {
        int offsetByte = input.readByte();
        return offsetByte == 127 ? ZoneOffset.ofTotalSeconds(input.readInt()) : ZoneOffset.ofTotalSeconds(offsetByte * 900);
    }

    /**
     * ZoneRegion's form, the id: {@code ZoneId.of} makes what the JDK's {@code ZoneId.of(id, false)}
     * makes whenever the rules are known; for an id whose rules are not (which the JDK accepts,
     * without rules), the JDK's own reading.
     */
    private ZoneId readZoneRegion(BlockDataInput input) throws IOException {
        String id = input.readUTF();
        try {
            return ZoneId.of(id);
        } catch (ZoneRulesException e) {
            return (ZoneId) replay(ZONE_REGION_TYPE, out -> out.writeUTF(id));
        }
    }

    /**
     * ZonedDateTime's form: date-time, offset, then a zone as a Ser value of its own (any type;
     * not a zone is the JDK's ClassCastException, from the same cast). The JDK builds it
     * leniently; {@code ofStrict} builds the same value whenever the zone's rules accept the
     * offset, else the JDK's own reading.
     */
    private ZonedDateTime readZonedDateTime(BlockDataInput input) throws IOException {
        LocalDateTime dateTime = readLocalDateTime(input);
        ZoneOffset offset = readZoneOffset(input);
        Object zoneValue = readTimeValue(input);
        ZoneId zone = (ZoneId) zoneValue;
        try {
            return ZonedDateTime.ofStrict(dateTime, offset, zone);
        } catch (DateTimeException e) {
            return (ZonedDateTime) replay(ZONE_DATE_TIME_TYPE, out -> {
                writeLocalDateTime(out, dateTime);
                writeZoneOffset(out, offset);
                if (zone instanceof ZoneOffset zoneOffset) {
                    out.writeByte(ZONE_OFFSET_TYPE);
                    writeZoneOffset(out, zoneOffset);
                } else {
                    out.writeByte(ZONE_REGION_TYPE);
                    out.writeUTF(zone.getId());
                }
            });
        }
    }

    private static void writeLocalDateTime(DataOutputStream out, LocalDateTime dateTime) throws IOException {
        out.writeInt(dateTime.getYear());
        out.writeByte(dateTime.getMonthValue());
        out.writeByte(dateTime.getDayOfMonth());
        LocalTime time = dateTime.toLocalTime();
        out.writeByte(time.getHour());
        out.writeByte(time.getMinute());
        out.writeByte(time.getSecond());
        out.writeInt(time.getNano());
    }

    private static void writeZoneOffset(DataOutputStream out, ZoneOffset offset) throws IOException {
        int seconds = offset.getTotalSeconds();
        int offsetByte = seconds % 900 == 0 ? seconds / 900 : 127;
        out.writeByte(offsetByte);
        if (offsetByte == 127) {
            out.writeInt(seconds);
        }
    }

    /** Writes the bytes a Ser value of one type was read from. */
    @FunctionalInterface
    private interface SerBytes {
        void write(DataOutputStream out) throws IOException;
    }

    /**
     * A value the public factories cannot build: a new Ser (its public constructor, as the JDK
     * makes it) reads the same bytes through its own readExternal, then its readResolve.
     */
    private Object replay(byte type, SerBytes bytes) throws IOException {
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(buffer);
        out.writeByte(type);
        bytes.write(out);
        out.flush();
        MethodHandle constructor = desc.constructor();
        MethodHandle readResolve = desc.readResolveMethod();
        try {
            Externalizable ser = (Externalizable) (Object) constructor.invokeExact();
            ser.readExternal(new ReplayInput(buffer.toByteArray()));
            return (Object) readResolve.invokeExact((Object) ser);
        } catch (IOException | RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            IOException failure = new IOException("unexpected exception type");
            failure.initCause(e);
            throw failure;
        }
    }

    /** The bytes of one Ser value, as the ObjectInput its readExternal reads (no objects in them). */
    private static final class ReplayInput extends DataInputStream implements ObjectInput {
        ReplayInput(byte[] bytes) {
            super(new ByteArrayInputStream(bytes));
        }

        @Override
        public Object readObject() throws IOException {
            throw new StreamCorruptedException("no object in a java.time value");
        }
    }
}
