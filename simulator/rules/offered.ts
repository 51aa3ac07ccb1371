import { authKinds, type AuthKind } from '../../src/api/contract/authType';
import { importSources, type ImportSource } from '../../src/api/contract/importJob';
import type { Store } from '../store';

/** The authentication kinds this service offers: what the init data's `types` says, and all a create may use. */
export function offeredTypes(store: Store): readonly AuthKind[] {
  return store.settings.types ?? authKinds;
}

/** The resources the CSV import accepts: what the init data's `sources` says, and all an import may name. */
export function offeredSources(store: Store): readonly ImportSource[] {
  return store.settings.sources ?? importSources;
}
