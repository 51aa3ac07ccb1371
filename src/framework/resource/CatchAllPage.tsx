import { Loading } from 'react-admin';
import { NotFoundPage } from '../layout/NotFoundPage';
import { useRegistry } from './RegistryContext';

/** A signed-in user's unknown path: wait while the resource routes load, then it is the 404. */
export function CatchAllPage() {
  return useRegistry() ? <NotFoundPage /> : <Loading />;
}
