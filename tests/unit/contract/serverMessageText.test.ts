import { serverMessages, type ServerMessageKey } from '../../../src/api/contract/errors';
import { readServerMessage, serverMessageText } from '../../../src/api/contract/serverMessageText';

describe('server message texts (SPEC §8)', () => {
  it('fills in the values a message names', () => {
    expect(serverMessageText('passwordShort', { min: 8 })).toBe('Password is too short (under 8 characters)');
    expect(serverMessageText('userExists')).toBe('User already exists');
  });

  it('reads every message back as its key, with the values it named', () => {
    for (const key of Object.keys(serverMessages) as ServerMessageKey[]) {
      const text = serverMessageText(key, { min: 11 });
      const read = readServerMessage(text);
      expect(read?.key, text).toBe(key);
      if (serverMessages[key].includes('%{min}')) expect(read?.args).toEqual({ min: '11' });
      else expect(read?.args).toBeUndefined();
    }
  });

  it('knows no other text', () => {
    expect(readServerMessage('Password is too short')).toBeNull();
    expect(readServerMessage('Organization is suspended')).toBeNull();
  });
});
