import { screen } from '@testing-library/react';
import { startSimulator } from '../support/simulatorServer';
import { renderApp } from '../support/renderApp';

const sim = startSimulator();

describe('two social types with the same provider', () => {
  it('name each type on its button; a provider one type offers keeps the plain name', async () => {
    const t = sim.store.orgs.get('acme')!.tables.authType;
    const social = t.rows.find((row) => row.type === 'social')!;
    social.details.providers = ['google', 'github'];
    const { id: _id, ...copy } = social;
    t.insert({ ...copy, title: 'Staff', priority: 50, details: { ...social.details, providers: ['google'] } });
    renderApp('/');
    expect(
      await screen.findByRole('link', { name: `Continue with Google · ${social.title}` }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue with Google · Staff' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue with GitHub' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Continue with Google' })).toBeNull();
  });
});
