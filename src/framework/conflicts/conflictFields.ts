import { dequal } from 'dequal';

/** A field another save changed since the version being edited. */
export interface ConflictField {
  source: string;
  /** Its value as the other save left it. */
  theirs: unknown;
  /** Its value in the form now. */
  mine: unknown;
  /** Whether the form changed it too (else taking theirs loses nothing of the user's). */
  mineChanged: boolean;
}

const same = (a: unknown, b: unknown) => dequal(a ?? null, b ?? null);

/**
 * The fields of a conflict (pure): among `sources`, those whose stored value moved from `base`
 * (the version the form opened) to `theirs` (the version stored now), with the form's value.
 */
export function conflictFields(
  sources: readonly string[],
  base: Readonly<Record<string, unknown>>,
  mine: Readonly<Record<string, unknown>>,
  theirs: Readonly<Record<string, unknown>>,
): ConflictField[] {
  return sources
    .filter((source) => !same(base[source], theirs[source]))
    .map((source) => ({
      source,
      theirs: theirs[source],
      mine: mine[source],
      mineChanged: !same(base[source], mine[source]),
    }));
}
