import { matchPath, Navigate, useLocation } from 'react-router-dom';
import { NotFoundPage } from '../framework/layout/NotFoundPage';
import { screensOf } from '../framework/resource/pathFor';
import { useRegisteredResources } from '../framework/resource/RegistryContext';
import { resourceRegistry } from './resourceRegistry';
import type { AnyResourceDeclaration } from '../framework/resource/ResourceDeclaration';
import { pageRoutes } from '../routes/pageRoutes';

/** Whether a signed-in user could open this path: a private custom screen or a resource's screen. */
function isPrivatePath(declarations: readonly AnyResourceDeclaration[], pathname: string) {
  return (
    pageRoutes.some((route) => route.access === 'private' && matchPath(route.path, pathname)) ||
    declarations.some((declaration) => screensOf(declaration).some(({ pattern }) => matchPath(pattern, pathname)))
  );
}

/**
 * A guest's unknown path: a deep link to an administration screen sends them to sign in (and back
 * there afterwards); anything else is the 404. The resource routes are read only in that case.
 */
export function GuestCatchAll({ declarations: given }: { declarations?: readonly AnyResourceDeclaration[] }) {
  const location = useLocation();
  const declarations = useRegisteredResources(resourceRegistry, true, given);
  if (!declarations) return null;
  if (isPrivatePath(declarations, location.pathname))
    return <Navigate to="/" replace state={{ from: location.pathname + location.search }} />;
  return <NotFoundPage />;
}
