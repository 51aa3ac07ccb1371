import { collectionEndpoints } from '../../src/api/contract/collectionEndpoints';
import { serverMessages } from '../../src/api/contract/errors';
import { Phone } from '../../src/api/contract/phone';
import { z } from 'zod';
import { defineCollection } from '../../simulator/collection';
import type { Row } from '../../simulator/store';
import { startSimulator } from '../support/simulatorServer';
import { admin, type ValidationBody } from './helpers';

const sim = startSimulator();

const ContactInput = z.strictObject({ name: z.string().min(1), phone: Phone });
const contactEndpoints = collectionEndpoints({
  resource: 'contact',
  base: '/contact',
  label: 'contacts',
  item: z.object({ id: z.string(), name: z.string(), phone: Phone, created_at: z.string(), updated_at: z.string() }),
  input: ContactInput,
  filters: {},
});

describe("the contract's phone rule (SPEC §5: starts with + and contains only digits)", () => {
  beforeEach(() =>
    sim.registerCollection(
      defineCollection<Row & { name: string; phone: string }>({
        table: 'contact',
        endpoints: contactEndpoints,
        searchFields: ['name'],
        schema: ContactInput,
        seed: () => [],
      }),
    ),
  );

  it('refuses a phone number that breaks the rule with a 422 on the field, in the spec shape', async () => {
    const api = await admin();
    for (const phone of ['4930123', '+49 30 123', '+49-30', '+', '++49']) {
      const refused = await api.call<ValidationBody>('/contact', { method: 'POST', body: { name: 'Desk', phone } });
      expect(refused.status, phone).toBe(422);
      expect(refused.body.errors.json, phone).toEqual({ phone: [serverMessages.invalidPhone] });
    }
    const created = await api.call<{ phone: string }>('/contact', {
      method: 'POST',
      body: { name: 'Desk', phone: '+4930123' },
    });
    expect(created.status).toBe(201);
    expect(created.body.phone).toBe('+4930123');
  });
});
