import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { Loading } from 'react-admin';
import { NotFoundPage } from '../../framework/layout/NotFoundPage';
import { useRegistry } from '../../framework/resource/RegistryContext';
import { importPlanOf } from './importPlan';
import { ImportWizard } from './ImportWizard';

/** `/import/:resource`: the wizard of an importable resource; not found for any other name. */
export default function ImportWizardPage() {
  const { resource } = useParams();
  const registry = useRegistry();
  const declaration = registry?.find((candidate) => candidate.name === resource && !candidate.parent);
  const plan = useMemo(() => (declaration ? importPlanOf(declaration) : null), [declaration]);
  if (!registry) return <Loading />;
  if (!declaration || !plan) return <NotFoundPage />;
  return <ImportWizard key={declaration.name} declaration={declaration} plan={plan} />;
}
