import { useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { AutocompleteInput, useGetList, useTranslate } from 'react-admin';
import type { Profile } from '../../src/api/contract/user';
import type { Project } from '../../src/api/contract/project';
import type { KindInputProps } from '../../src/framework/resource/ResourceDeclaration';
import { useResourceScope } from '../../src/framework/resource/ResourceScope';
import { ReferenceKindInput } from '../../src/framework/resource/inputs/ReferenceKindInput';
import { useSearchedLookup } from '../../src/framework/resource/inputs/useSearchedLookup';
import { allPagesMeta } from '../../src/providers/ResourceEndpoint';

/**
 * The project of a new profile (SPEC §3: one profile per user per project): only the projects the
 * user has no profile in yet are offered, so a create never meets the server's "already exists".
 * The projects are a simple lookup searched as the administrator types (page_size 10, SPEC §7),
 * the user's profiles are read whole (one per project). On edit the project is fixed: the generic
 * reference input shows it.
 */
export function FreeProjectInput(props: KindInputProps) {
  const translate = useTranslate();
  const { parentId } = useResourceScope();
  const creating = !props.disabled;
  const [search, setSearch] = useState('');
  // react-admin's input waits for typing to pause before it sets the search.
  const projects = useSearchedLookup<Project>('project', search, { enabled: creating, debounceMs: 0 });
  const profiles = useGetList<Profile>(
    'profile',
    { meta: { parentId, ...allPagesMeta } },
    { enabled: creating && !!parentId },
  );
  // The chosen project stays a choice (so its name shows) whatever the search finds next.
  const seen = useRef(new Map<string, Project>());
  for (const project of projects.data ?? []) seen.current.set(String(project.id), project);
  const chosen = seen.current.get(String(useWatch({ name: props.source }) ?? ''));
  if (!creating) return <ReferenceKindInput {...props} />;
  const taken = new Set((profiles.data ?? []).map((profile) => String(profile.project_id)));
  const found = (projects.data ?? []).filter((project) => !taken.has(String(project.id)));
  const free = chosen && !found.some((project) => project.id === chosen.id) ? [chosen, ...found] : found;
  const pending = projects.isPending || profiles.isPending;
  // "None left" only when the page held every project (more may be found by typing otherwise).
  const noneLeft =
    !pending && !search.trim() && free.length === 0 && (projects.total ?? 0) <= found.length + taken.size;
  const { field, label, source, onChange } = props;
  return (
    <AutocompleteInput
      source={source}
      choices={free}
      optionText="name"
      setFilter={setSearch}
      isPending={pending}
      isRequired={field.required}
      {...(label ? { label } : {})}
      {...(onChange ? { onChange } : {})}
      helperText={translate(noneLeft ? 'adminPages.user.noFreeProject' : 'adminPages.user.freeProjects')}
    />
  );
}
