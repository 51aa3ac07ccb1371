const truthy = new Set(['yes', 'true', '1']);
const falsy = new Set(['no', 'false', '0', '']);

/** SPEC §5: yes, true, 1 → true; no, false, 0 or empty → false; anything else → undefined (invalid). */
export function toBoolean(value: string): boolean | undefined {
  if (value === 'yes' || value === 'true' || value === '1') return true; // fast path: the usual spellings
  if (value === 'no' || value === 'false' || value === '0' || value === '') return false;
  const text = value.trim().toLowerCase();
  if (truthy.has(text)) return true;
  if (falsy.has(text)) return false;
  return undefined;
}

const numberPattern = /^\s*[+-]?(\d+\.?\d*|\.\d+)\s*$/;

export const isNumber = (value: string) => numberPattern.test(value);

/**
 * A value a spreadsheet would run as a formula (CSV injection): it starts with =, @, a tab or a
 * carriage return, or with + or - not followed by a plain number (phone numbers such as +4915… pass).
 */
export function isFormula(value: string): boolean {
  const first = value.charCodeAt(0);
  if (first === 61 || first === 64 || first === 9 || first === 13) return true;
  if (first === 43 || first === 45) return !/^[+-][\d\s().-]*$/.test(value);
  return false;
}

/** A calendar day as the API takes it: `YYYY-MM-DD`, a day that exists (no 2027-02-30). */
export function isDay(value: string): boolean {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!day) return false;
  const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
  const probe = new Date(Date.UTC(year, month - 1, date));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === date;
}
