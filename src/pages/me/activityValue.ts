/** A before / after value of the activity log as text: a dash when there is none, JSON for structures. */
export const activityValue = (value: unknown) =>
  value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);
