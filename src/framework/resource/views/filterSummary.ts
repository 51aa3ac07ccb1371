/** A list filter, as the parts a confirmation names (pure): the search, then each filter and its value. */
export function filterSummary(
  filter: Readonly<Record<string, unknown>>,
  text: {
    /** The field's label (`resources.<name>.fields.<source>`). */
    label: (source: string) => string;
    /** "search “…”". */
    search: (value: string) => string;
    /** "Projects (2)": a filter on several values. */
    several: (label: string, count: number) => string;
  },
): string[] {
  const parts: string[] = [];
  for (const [source, value] of Object.entries(filter)) {
    if (source === 'parentId' || value === undefined || value === null || value === '') continue;
    if (source === 'q') parts.push(text.search(String(value)));
    else if (Array.isArray(value)) {
      if (value.length === 1) parts.push(`${text.label(source)}: ${String(value[0])}`);
      else if (value.length > 1) parts.push(text.several(text.label(source), value.length));
    } else parts.push(`${text.label(source)}: ${String(value)}`);
  }
  return parts;
}
