import type { $ZodType } from 'zod/v4/core';
import { zodDef } from '../../framework/internals/zodDef';

type Def = { type: string; shape?: Record<string, $ZodType>; innerType?: $ZodType; format?: string };
const defOf = (schema: $ZodType): Def => zodDef<Def>(schema);

/**
 * Whether a query key of a call is a calendar day's bound (`dayRange`, format `date`): sent as the
 * day typed, where a date-time range's bound (`dateRange`) is sent as the instant the local day
 * starts or ends. (No zod here: the dataProvider reads it on the first screen.)
 */
export function takesCalendarDays(query: $ZodType | undefined, key: string): boolean {
  const field = query ? defOf(query).shape?.[key] : undefined;
  if (!field) return false;
  const def = defOf(field);
  const inner = def.type === 'optional' && def.innerType ? defOf(def.innerType) : def;
  return inner.format === 'date';
}
