import { z } from 'zod/mini';

/**
 * A calendar day (`2027-03-01`, ISO 8601's date, `format: date` in OpenAPI): a day of no time zone,
 * kept and answered as it was sent, never turned into an instant.
 */
export const Day = z.iso.date();

/** A calendar day as a range filter's bound travels in a query string. */
export const QueryDay = z.iso.date();

/** Range filters `<field>_from` / `<field>_to` of a date field: calendar days, both included. */
export function dayRange<F extends string>(field: F) {
  return { [`${field}_from`]: z.optional(QueryDay), [`${field}_to`]: z.optional(QueryDay) } as Record<
    `${F}_from` | `${F}_to`,
    z.ZodMiniOptional<typeof QueryDay>
  >;
}
