import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineCollection } from '../../simulator/collection';
import type { Row } from '../../simulator/store';
import { resources as registeredResources } from '../../resources/resourceList';
import { loadMessages } from '../../i18n/locales';
import { Console } from '../../src/Console';
import { signIn, testServices } from '../support/renderApp';
import { startSimulator } from '../support/simulatorServer';
import contact, { contactEndpoints, ContactInput } from './fixtures/contact';
import { findRow, renderConsole } from './harness';

interface ContactRow extends Row {
  name: string;
  phone: string;
  created_at: string;
  updated_at: string;
}

const sim = startSimulator();
sim.registerCollection(
  defineCollection<ContactRow>({
    table: 'contact',
    endpoints: contactEndpoints,
    searchFields: ['name'],
    schema: ContactInput,
    seed: () => [],
  }),
);

const declarations = [...registeredResources, contact];
const posts = () => sim.requests.filter((r) => r.method === 'POST' && r.path === '/contact');

describe('a phone field (SPEC §5: starts with + and contains only digits)', () => {
  it('refuses a number without + or with other characters, and saves one that follows the rule', async () => {
    const user = userEvent.setup();
    const services = testServices();
    await signIn(services);
    renderConsole(services, '/contact/create', declarations);
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Front desk');
    const phone = screen.getByRole('textbox', { name: /^Phone/ });
    expect(phone).toHaveAttribute('type', 'tel');
    for (const wrong of ['030 1234567', '+49 30 1234567', '+']) {
      await user.clear(phone);
      await user.type(phone, wrong);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(phone).toHaveAccessibleDescription('Phone number must start with + and contain only digits'),
      );
    }
    expect(posts()).toHaveLength(0);

    await user.clear(phone);
    await user.type(phone, '+49301234567');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(window.location.pathname).toBe('/contact'));
    expect(await findRow('+49301234567')).toHaveTextContent('Front desk');
    expect(posts()).toHaveLength(1);
  });

  it('says so in the language of the console', async () => {
    const user = userEvent.setup();
    const services = testServices();
    await signIn(services);
    window.history.pushState({}, '', '/contact/create');
    render(
      <Console
        services={services}
        declarations={declarations}
        initialLocale={{ locale: 'de', messages: await loadMessages('de') }}
      />,
    );
    const phone = await screen.findByRole('textbox', { name: /^Phone/ });
    await user.type(phone, '12345');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription('Die Telefonnummer muss mit + beginnen und darf nur Ziffern enthalten'),
    );
    expect(posts()).toHaveLength(0);
  });
});
