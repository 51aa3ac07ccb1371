import type { Store } from 'react-admin';
import type { AnyResourceDeclaration } from '../framework/resource/ResourceDeclaration';
import { screensOf } from '../framework/resource/pathFor';
import { startHeadingOf, type StartHeading } from '../framework/resource/views/resourceHeading';

/** What the start screen keeps in the organization's store under START_HEADINGS_KEY. */
export interface RememberedStartHeadings {
  /** The build, language and disabled routes the headings were computed for. */
  stamp: string;
  /** By path: every generated list and create path without parameters that has a start heading. */
  headings: Record<string, StartHeading>;
}

/**
 * Keeps the start heading of every generated list and create path, so a later signed-in start at
 * one of them draws its h1 before the declarations are in (SignedInStartScreen). Loaded once the
 * declarations are, so the sign-in page does not carry it.
 */
export function rememberStartHeadings(
  store: Store,
  key: string,
  stamp: string,
  declarations: readonly AnyResourceDeclaration[],
  disabledRoutes: readonly string[],
  translate: (key: string, options?: Record<string, unknown>) => string,
): void {
  const headings: Record<string, StartHeading> = {};
  for (const declaration of declarations)
    for (const { pattern } of screensOf(declaration)) {
      const heading = !pattern.includes(':') && startHeadingOf(declarations, pattern, disabledRoutes, translate);
      if (heading) headings[pattern] = heading;
    }
  store.setItem<RememberedStartHeadings>(key, { stamp, headings });
}
