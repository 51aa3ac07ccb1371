import { AutocompleteInput, useGetList, useTranslate } from 'react-admin';
import type { Profile } from '../../src/api/contract/user';
import type { Project } from '../../src/api/contract/project';
import type { KindInputProps } from '../../src/framework/resource/ResourceDeclaration';
import { useResourceScope } from '../../src/framework/resource/ResourceScope';
import { ReferenceKindInput } from '../../src/framework/resource/inputs/ReferenceKindInput';
import { allPagesMeta } from '../../src/providers/ResourceEndpoint';

/**
 * The project of a new profile (SPEC §3: one profile per user per project): only the projects the
 * user has no profile in yet are offered, so a create never meets the server's "already exists".
 * Every project and every profile of the user are read (projects are a browser-paged list). On edit
 * the project is fixed: the generic reference input shows it.
 */
export function FreeProjectInput(props: KindInputProps) {
  const translate = useTranslate();
  const { parentId } = useResourceScope();
  const creating = !props.disabled;
  const projects = useGetList<Project>('project', { meta: allPagesMeta }, { enabled: creating });
  const profiles = useGetList<Profile>(
    'profile',
    { meta: { parentId, ...allPagesMeta } },
    { enabled: creating && !!parentId },
  );
  if (!creating) return <ReferenceKindInput {...props} />;
  const taken = new Set((profiles.data ?? []).map((profile) => String(profile.project_id)));
  const free = (projects.data ?? []).filter((project) => !taken.has(String(project.id)));
  const pending = projects.isPending || profiles.isPending;
  const { field, label, source, onChange } = props;
  return (
    <AutocompleteInput
      source={source}
      choices={free}
      optionText="name"
      isPending={pending}
      isRequired={field.required}
      {...(label ? { label } : {})}
      {...(onChange ? { onChange } : {})}
      helperText={translate(
        !pending && free.length === 0 ? 'adminPages.user.noFreeProject' : 'adminPages.user.freeProjects',
      )}
    />
  );
}
