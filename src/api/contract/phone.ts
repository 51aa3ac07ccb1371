import { z } from 'zod/mini';

/** SPEC §5: a phone number starts with '+' and contains only digits (at least one). */
export const phonePattern = /^\+\d+$/;

/**
 * A phone number (SPEC §5), as a string format named `phone`: the console's field-kind resolver
 * reads the format to give the field the phone kind, its form resolver and the simulator read it
 * from a failed check (`invalid_format`, format `phone`) to word the message.
 */
export const Phone = z.stringFormat('phone', phonePattern);
