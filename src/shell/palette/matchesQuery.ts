/** Lower case without accents: "Écrans" and "ecr" meet. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

/** Whether every word of `query` occurs in `text`, ignoring case and accents (an empty query matches all). */
export function matchesQuery(text: string, query: string): boolean {
  const haystack = fold(text);
  return fold(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
