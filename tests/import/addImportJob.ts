import type { ImportRow } from '../../simulator/store';
import type { startSimulator } from '../support/simulatorServer';

/**
 * Adds an import job to the acme organization of the simulator: a finished import of users from
 * people.csv (3 rows, 2 imported, row 3 refused: partly succeeded) unless `data` says otherwise.
 */
export function addImportJob(sim: ReturnType<typeof startSimulator>, data: Partial<ImportRow>) {
  return sim.store.orgs.get('acme')!.tables.import.insert({
    user_id: '1',
    resource: 'user',
    status: 'partial',
    filename: 'people.csv',
    skip_first_line: true,
    mapping: { username: 'username' },
    rows: [
      ['username', 'email'],
      ['ada', 'ada@example.com'],
      ['admin', 'root@example.com'],
      ['grace', 'grace@example.com'],
    ],
    total: 3,
    imported: 2,
    errors: [{ row: 3, column: 'username', message: 'User already exists' }],
    finished_at: '2026-11-19T10:00:05.000Z',
    touched_ms: 0,
    created_at: '2026-11-19T10:00:00.000Z',
    updated_at: '2026-11-19T10:00:00.000Z',
    ...data,
  });
}
