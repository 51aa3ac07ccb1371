/**
 * zod 4's private definition of a schema or check (`_zod.def`: `type`, `innerType`, `shape`,
 * `checks`, `format`…). zod/mini's public API does not expose it, and the contract's reflection
 * (the field kinds, the API and OpenAPI documents, the simulator's collections and query parser)
 * needs it. This is the one reader; ESLint forbids `_zod` anywhere else.
 */
interface ZodPrivate<Def> {
  readonly _zod: { readonly def: Def };
}

/** The definition of a zod schema or check, typed as the parts the caller reads. */
export function zodDef<Def = { readonly type: string }>(schema: object): Def {
  return (schema as ZodPrivate<Def>)._zod.def;
}
