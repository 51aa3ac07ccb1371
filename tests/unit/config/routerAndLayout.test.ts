import { parseConfig } from '../../../src/config/parseConfig';

describe('config.json: router and layout', () => {
  it('defaults to clean paths and the comfortable layout', () => {
    const result = parseConfig({});
    if (!result.ok) throw new Error(result.problems.join('\n'));
    expect(result.config.router).toBe('browser');
    expect(result.config.layout).toBe('comfortable');
  });

  it('loads a config.json that names them', () => {
    const result = parseConfig({ router: 'hash', layout: 'compact' });
    if (!result.ok) throw new Error(result.problems.join('\n'));
    expect(result.config.router).toBe('hash');
    expect(result.config.layout).toBe('compact');
  });

  it('refuses other values, naming the setting and what it accepts', () => {
    const result = parseConfig({ router: 'memory', layout: 'dense' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([
      'router: expected one of "browser", "hash"',
      'layout: expected one of "comfortable", "compact"',
    ]);
  });
});
