import { z } from 'zod/mini';
import { phonePattern } from './rules/isPhone';

/**
 * A phone number (SPEC §5: starts with '+', only digits), as a string format named `phone`: the
 * console's field-kind resolver reads the format to give the field the phone kind, its form resolver
 * and the simulator read it from a failed check (`invalid_format`, format `phone`) to word the message.
 */
export const Phone = z.stringFormat('phone', phonePattern);
