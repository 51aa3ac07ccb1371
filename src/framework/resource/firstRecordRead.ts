import { matchPath } from 'react-router-dom';
import { routePatternFor } from './pathFor';
import type { AnyResourceDeclaration } from './ResourceDeclaration';

/**
 * The record a signed-in deep link to `pathname` opens (pure), as react-admin's `getOne` will ask
 * for it: a top-level resource's `{path}/update/:id`, whose generic edit form or record page
 * (RecordFrame) reads the record with no `meta`. Otherwise null (a nested or custom view reads as
 * it mounts).
 */
export function firstRecordRead(
  declarations: readonly AnyResourceDeclaration[],
  pathname: string,
): { resource: string; id: string } | null {
  for (const declaration of declarations) {
    if (declaration.parent || declaration.edit === false) continue;
    if (declaration.views?.edit && !declaration.record) continue;
    const match = matchPath(routePatternFor(declaration, 'update'), pathname);
    if (match?.params.id) return { resource: declaration.name, id: match.params.id };
  }
  return null;
}
