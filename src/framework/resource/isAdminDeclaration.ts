import type { AnyResourceDeclaration } from './ResourceDeclaration';

/** A resource of the administration: its calls are administrators' only in the contract (`admin`). */
export function isAdminDeclaration(declaration: AnyResourceDeclaration): boolean {
  return declaration.endpoints.list.admin;
}
