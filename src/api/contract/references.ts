import type { OnDelete } from './collectionRules';
import type { AnyEndpoint } from './endpoint';

/** A reference declared by a collection (`rules.references`): `from`'s `field` holds ids of `to`'s records. */
export interface DeclaredReference {
  from: string;
  field: string;
  to: string;
  onDelete: OnDelete;
}

/** The references the collections of these endpoints declare, once each. */
export function referencesAmong(endpoints: Iterable<AnyEndpoint>): DeclaredReference[] {
  const found = new Map<string, DeclaredReference>();
  for (const endpoint of endpoints) {
    const resource = endpoint.resource;
    for (const [field, reference] of Object.entries(resource?.rules?.references ?? {}))
      found.set(`${resource!.name}.${field}`, {
        from: resource!.name,
        field,
        to: reference.resource,
        onDelete: reference.onDelete,
      });
  }
  return [...found.values()];
}

/** The references that refuse the deletion of `resource`'s records while they point at them. */
export const refusingReferences = (references: readonly DeclaredReference[], resource: string) =>
  references.filter((reference) => reference.to === resource && reference.onDelete === 'refuse');

/**
 * A call with the answers other collections' references give it: a delete (one record, or the
 * bulk delete) of a resource that a reference refuses to lose answers 409 naming the records that
 * still refer to it. The endpoint itself when nothing refers to it that way.
 */
export function withReferenceAnswers(endpoint: AnyEndpoint, references: readonly DeclaredReference[]): AnyEndpoint {
  if (endpoint.method !== 'DELETE' || !endpoint.resource) return endpoint;
  const refusing = refusingReferences(references, endpoint.resource.name);
  if (refusing.length === 0) return endpoint;
  const fields = refusing.map((reference) => `${reference.from}.${reference.field}`).join(', ');
  return {
    ...endpoint,
    answers: {
      ...endpoint.answers,
      409: `Refused while records refer to it (${fields}); the message names them. Nothing is deleted.`,
    },
  };
}
