import { serverMessages, type ServerMessageKey } from '../../../src/api/contract/errors';
import { readServerMessage, serverMessageText } from '../../../src/api/contract/serverMessageText';

describe('server message texts (SPEC §8)', () => {
  it('fills in the values a message names', () => {
    expect(serverMessageText('passwordShort', { min: 8 })).toBe('Password is too short (under 8 characters)');
    expect(serverMessageText('userExists')).toBe('User already exists');
  });

  it('reads every message back as its key, with the values it named', () => {
    for (const key of Object.keys(serverMessages) as ServerMessageKey[]) {
      const names = [...serverMessages[key].matchAll(/%\{(\w+)\}/g)].map((match) => match[1] as string);
      const values = Object.fromEntries(names.map((name, index) => [name, `${name}-${index + 11}`]));
      const text = serverMessageText(key, values);
      const read = readServerMessage(text);
      expect(read?.key, text).toBe(key);
      if (names.length) expect(read?.args).toEqual(values);
      else expect(read?.args).toBeUndefined();
    }
    expect(readServerMessage(serverMessageText('secretTooShort', { bytes: 48, algorithm: 'HS384' }))).toEqual({
      key: 'secretTooShort',
      args: { bytes: '48', algorithm: 'HS384' },
    });
  });

  it('knows no other text', () => {
    expect(readServerMessage('Password is too short')).toBeNull();
    expect(readServerMessage('Organization is suspended')).toBeNull();
  });
});
