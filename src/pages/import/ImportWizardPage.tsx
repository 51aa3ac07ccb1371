import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { Loading } from 'react-admin';
import { NotFoundPage } from '../../framework/layout/NotFoundPage';
import { useRegistry } from '../../framework/resource/RegistryContext';
import { useLatestInitData } from '../../framework/InitDataContext';
import { importPlanOf } from './importPlan';
import { ImportWizard } from './ImportWizard';

/**
 * `/import/:resource`: the wizard of an importable resource the server's init data offers
 * (`sources`); not found for any other name.
 */
export default function ImportWizardPage() {
  const { resource } = useParams();
  const registry = useRegistry();
  const declaration = registry?.find((candidate) => candidate.name === resource && !candidate.parent);
  const plan = useMemo(() => (declaration ? importPlanOf(declaration) : null), [declaration]);
  const init = useLatestInitData();
  if (!registry || !init) return <Loading />;
  if (!declaration || !plan || !init.sources.includes(declaration.name)) return <NotFoundPage />;
  return <ImportWizard key={declaration.name} declaration={declaration} plan={plan} />;
}
