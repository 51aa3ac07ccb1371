export type VersionWatcher = { observe(version: string): void };

/**
 * SPEC §4 "Version": when the server version in the initial data changes, the page reloads.
 * The first observed version is the reference; `onChange` runs once, the first time a later
 * observation differs (the caller reloads the page).
 */
export function createVersionWatcher(options: { onChange: () => void }): VersionWatcher {
  let first: string | undefined;
  let changed = false;
  return {
    observe(version) {
      if (first === undefined) {
        first = version;
        return;
      }
      if (!changed && version !== first) {
        changed = true;
        options.onChange();
      }
    },
  };
}
