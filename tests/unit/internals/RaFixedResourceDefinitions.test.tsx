import { render, screen, waitFor } from '@testing-library/react';
import { CoreAdminUI, Resource, useResourceDefinitions, type ResourceDefinitions } from 'react-admin';
import { RaFixedResourceDefinitions } from '../../../src/framework/internals/RaFixedResourceDefinitions';
import { coreAdmin } from './coreAdmin';

const GadgetList = () => <p>Gadgets</p>;
const resources = [
  <Resource key="gadget" name="gadget" list={GadgetList} recordRepresentation="name" options={{ menu: true }} />,
  <Resource key="widget" name="widget" />,
];

/**
 * The installed react-admin with `resources`, its definitions from its own provider or, with
 * `fixed`, from RaFixedResourceDefinitions; returns what its dashboard saw of them, render after render.
 */
function renderAdmin(fixed: boolean) {
  const seen: ResourceDefinitions[] = [];
  function Dashboard() {
    const definitions = useResourceDefinitions();
    seen.push(definitions);
    return <p>{Object.keys(definitions).join(',') || 'none'}</p>;
  }
  const admin = <CoreAdminUI dashboard={Dashboard}>{resources}</CoreAdminUI>;
  const tree = render(
    fixed ? <RaFixedResourceDefinitions resources={resources}>{admin}</RaFixedResourceDefinitions> : admin,
    {
      wrapper: coreAdmin(),
    },
  );
  return { seen, unmount: tree.unmount };
}

describe('RaFixedResourceDefinitions', () => {
  it("gives react-admin's hooks, from the first render on, the definitions react-admin registers itself", async () => {
    const own = renderAdmin(false);
    await screen.findByText('gadget,widget');
    const registered = own.seen.at(-1)!;
    own.unmount();

    const fixed = renderAdmin(true);
    await screen.findByText('gadget,widget');
    expect(fixed.seen[0]).toEqual(registered);
    expect(registered.gadget).toMatchObject({ name: 'gadget', hasList: true, recordRepresentation: 'name' });
  });

  it('keeps one definitions object while react-admin registers its resources after mounting', async () => {
    const fixed = renderAdmin(true);
    await screen.findByText('gadget,widget');
    await new Promise((resolve) => setTimeout(resolve, 50));
    fixed.unmount();
    // react-admin's own provider: empty at first, then a new object per registration.
    const own = renderAdmin(false);
    await waitFor(() => expect(Object.keys(own.seen.at(-1)!)).toEqual(['gadget', 'widget']));
    expect(new Set(own.seen).size).toBeGreaterThan(1);
    expect(new Set(fixed.seen).size).toBe(1);
  });
});
