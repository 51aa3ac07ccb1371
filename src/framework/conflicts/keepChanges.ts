/**
 * react-hook-form's reset options for a form under a `ConflictResolver`: reading its record again
 * (a newer version) keeps the fields the user changed and moves the others on.
 */
export const keepChanges = { keepDirtyValues: true } as const;
