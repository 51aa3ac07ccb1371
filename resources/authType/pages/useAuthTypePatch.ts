import { useCallback, useEffect, useRef } from 'react';
import { dequal } from 'dequal';
import { useGetRecordRepresentation, useRefresh } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { shapeKeys } from '../../../src/api/contract/endpoint';
import type { AuthType } from '../../../src/api/contract/authType';
import { authTypeEndpoints } from '../../../src/api/contract/endpoints/adminEndpoints';
import { useServices } from '../../../src/framework/ServicesContext';
import { formErrors } from '../../../src/providers/errorMessage';
import { useResourceScope } from '../../../src/framework/resource/ResourceScope';
import { pathFor } from '../../../src/framework/resource/pathFor';
import { raQueryKeys } from '../../../src/framework/internals/raQueryKeys';
import { useUndoableSubmit } from '../../../src/framework/pendingChanges/useUndoableSubmit';
import { IF_MATCH, versionTag } from '../../../src/api/contract/precondition';
import { staleVersion } from '../../../src/providers/staleVersion';
import { useConflictState } from '../../../src/framework/conflicts/useConflictState';

type FieldErrors = Record<string, string>;

/**
 * Submit handler of an auth-type page form: `authType.credentials` or `authType.passwordConfig`
 * with the form's fields of the endpoint's input (the form's record carries more, e.g. the id),
 * undoable as the generated edit forms are: Save shows the success message with Undo and the form
 * waits; Undo sends nothing; at the end of the window the PATCH goes, then back to the list (unless
 * the user has left meanwhile). A 422 returns its field errors to the form (typed input stays); a
 * 412 (the type changed since it was loaded: the PATCH names its version) is the form's `conflict`
 * for a `ConflictResolver`; other failures are shown by the queue as not saved, with the change
 * offered again.
 */
export function useAuthTypePatch(
  authType: AuthType,
  endpoint: typeof authTypeEndpoints.credentials | typeof authTypeEndpoints.passwordConfig,
  success: string,
  form: {
    /** The values the form started from: a field whose value differs is named as changed. */
    initial?: Record<string, unknown>;
    /** The catalog key of a field's label. */
    labelKey: (field: string) => string;
  },
) {
  const { id } = authType;
  const { client, validation } = useServices();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const submitUndoable = useUndoableSubmit();
  const { declaration } = useResourceScope();
  const represent = useGetRecordRepresentation(declaration.name);
  const listPath = pathFor(declaration, 'list');
  const mounted = useRef(true);
  const reload = useCallback(
    () => queryClient.invalidateQueries({ queryKey: raQueryKeys.resource(declaration.name) }),
    [queryClient, declaration.name],
  );
  const conflict = useConflictState(reload);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const bodyOf = (values: Record<string, unknown>) => {
    const fields = shapeKeys(endpoint.input).filter((field) => values[field] !== undefined);
    return Object.fromEntries(fields.map((field) => [field, values[field]]));
  };

  // A failure rejects: the queue shows the change as not saved and offers it again. A 412 is the
  // form's conflict instead: the form keeps the typed values, so the queue need not.
  const send = async (values: Record<string, unknown>): Promise<undefined> => {
    try {
      await client.call(endpoint, {
        params: { id },
        body: bodyOf(values),
        ...(authType.updated_at ? { headers: { [IF_MATCH]: versionTag(authType.updated_at) } } : {}),
      });
    } catch (error) {
      const stale = staleVersion(error);
      if (!stale || !mounted.current) throw error;
      conflict.raise(authType, stale.current);
      return undefined;
    }
    await queryClient.invalidateQueries({ queryKey: raQueryKeys.resource(declaration.name) });
    refresh();
    if (mounted.current) navigate(listPath);
    return undefined;
  };

  const submit = async (values: Record<string, unknown>): Promise<FieldErrors | undefined> => {
    const body = bodyOf(values);
    const outcome = await submitUndoable({
      send: () => send(values),
      notice: { message: success },
      change: {
        resource: declaration.name,
        record: String(represent(authType)),
        action: 'update',
        fields: Object.keys(body)
          .filter((field) => !dequal(body[field], form.initial?.[field]))
          .map(form.labelKey),
        send: { via: 'endpoint', endpoint: endpoint.name, params: { id }, body },
      },
      // Not saved (the queue shows it): a 422's messages go under their fields, typed input stays.
    }).catch((error: unknown) => ({ undone: false as const, value: formErrors(error, validation) ?? undefined }));
    return outcome.undone ? undefined : outcome.value;
  };
  return { submit, conflict: conflict.state };
}
