package dev.jumbo.marshal.jdk;

import dev.jumbo.marshal.io.BlockDataInput;
import dev.jumbo.marshal.read.StreamDescriptor;
import dev.jumbo.marshal.session.ReadSession;
import java.io.IOException;
import java.util.Date;

/** Date.readObject: defaultReadObject (no fields), then the time as a long. */
final class DateReader extends JdkClassReader {
    DateReader(StreamDescriptor desc) {
        super(desc);
    }

    @Override
    Object readInstance(ReadSession session, boolean unshared) throws IOException {
        int handle = session.assignHandle(null, unshared);
        BlockDataInput input = session.input();
        input.setBlockDataMode(true);
        Date date = new Date(input.readLong());
        if (!unshared) {
            session.setObject(handle, date);
        }
        endCustomData(session);
        return session.finishNewObject(date, desc, handle, unshared);
    }
}
