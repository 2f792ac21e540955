package dev.jumbo.marshal.read;

import java.io.InvalidObjectException;
import java.io.ObjectInputValidation;

/**
 * The callbacks registered with {@code registerValidation}, run when the outermost
 * {@code readObject} completes: highest priority first, and among equal priorities the one
 * registered first. An {@link InvalidObjectException} from a callback ends the run and forgets
 * the rest, as the JDK does; other exceptions leave the remaining callbacks registered.
 */
public final class Validations {
    private static final class Callback {
        final ObjectInputValidation validation;
        final int priority;
        Callback next;

        Callback(ObjectInputValidation validation, int priority, Callback next) {
            this.validation = validation;
            this.priority = priority;
            this.next = next;
        }
    }

    private Callback first;

    public void register(ObjectInputValidation validation, int priority) throws InvalidObjectException {
        if (validation == null) {
            throw new InvalidObjectException("null callback");
        }
        Callback previous = null;
        Callback current = first;
        while (current != null && priority < current.priority) {
            previous = current;
            current = current.next;
        }
        if (previous != null) {
            previous.next = new Callback(validation, priority, current);
        } else {
            first = new Callback(validation, priority, first);
        }
    }

    public void run() throws InvalidObjectException {
        try {
            while (first != null) {
                first.validation.validateObject();
                first = first.next;
            }
        } catch (InvalidObjectException e) {
            first = null;
            throw e;
        }
    }

    public void clear() {
        first = null;
    }
}
