// Reason: chunk groups name packages, and a module's id must be matched to its package the same way everywhere.
/** A chunk group's test: the module is a file of one of these packages (or of a package nested in one). */
export function inPackages(names: readonly string[]): (id: string) => boolean {
  return (id) => names.some((name) => id.replaceAll('\\', '/').includes(`/node_modules/${name}/`));
}
