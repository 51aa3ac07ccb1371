import { Loading } from 'react-admin';
import { matchPath, Navigate, useLocation } from 'react-router-dom';
import { useSignedIn } from '../ServicesContext';
import { NotFoundPage } from '../layout/NotFoundPage';
import { routePatternFor } from './pathFor';
import { useRegisteredResources, useRegistry } from './RegistryContext';
import type { AnyResourceDeclaration } from './ResourceDeclaration';

function isResourcePath(declarations: readonly AnyResourceDeclaration[], pathname: string) {
  return declarations.some((declaration) =>
    (['list', 'create', 'update'] as const).some((view) => matchPath(routePatternFor(declaration, view), pathname)),
  );
}

/**
 * Every path no route matched. While the resource routes load it waits; a guest who deep-links to
 * an administration screen is sent to sign in (and comes back after); anything else is the 404.
 */
export function CatchAllPage() {
  const signedIn = useSignedIn();
  const location = useLocation();
  const inUse = useRegistry();
  const forGuest = useRegisteredResources(!signedIn && inUse === null);
  const declarations = inUse ?? forGuest;
  if (!declarations) return <Loading />;
  if (!signedIn && isResourcePath(declarations, location.pathname))
    return <Navigate to="/" replace state={{ from: location.pathname + location.search }} />;
  return <NotFoundPage />;
}
