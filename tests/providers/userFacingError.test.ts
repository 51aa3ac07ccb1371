import { ContractError } from '../../src/api/http/ContractError';
import { HttpError } from '../../src/api/http/HttpError';
import { userFacingErrorKey, withUserFacingMessage } from '../../src/providers/userFacingError';
import { en } from '../../i18n/en';

describe('errors as users read them', () => {
  it.each([
    [new HttpError('Network Error', 0), 'app.errors.network'],
    [new HttpError('Forbidden', 403), 'app.errors.forbidden'],
    [new HttpError('Not found', 404), 'app.errors.notFound'],
    [new HttpError('Too Many Requests', 429), 'app.errors.tooManyRequests'],
    [new HttpError('Internal Server Error', 500), 'app.errors.server'],
    [new HttpError('Bad Gateway', 502), 'app.errors.server'],
    [new ContractError(200, []), 'app.errors.contract'],
  ])('%s → %s, a key every catalog has', (error, key) => {
    expect(userFacingErrorKey(error)).toBe(key);
    const [, group, name] = key.split('.') as [string, 'errors', keyof typeof en.app.errors];
    expect(group).toBe('errors');
    expect(en.app.errors[name]).toBeTruthy();
  });

  it('a 403 whose known server message says why keeps that message, translated (demo lock)', () => {
    expect(userFacingErrorKey(new HttpError('This feature is locked in demo mode', 403))).toBe('server.demoLocked');
    expect(en.server.demoLocked).toBe('This feature is locked in demo mode');
    // An unknown server wording is not shown (SPEC §8: other response bodies are not shown).
    expect(userFacingErrorKey(new HttpError('internal: rule 17 denied', 403))).toBe('app.errors.forbidden');
  });

  it('leaves 401 (sign-out path) and 422 (field errors) as they are', () => {
    const unauthorized = new HttpError('Unauthorized', 401);
    const invalid = new HttpError('Some fields are filled incorrectly.', 422, { errors: { name: 'x' } });
    expect(withUserFacingMessage(unauthorized)).toBe(unauthorized);
    expect(withUserFacingMessage(invalid)).toBe(invalid);
  });

  it('keeps the status and body for react-admin and the auth provider', () => {
    const translated = withUserFacingMessage(
      new HttpError('Service Unavailable', 503, { message: 'down' }),
    ) as HttpError;
    expect(translated).toBeInstanceOf(HttpError);
    expect(translated.status).toBe(503);
    expect(translated.body).toEqual({ message: 'down' });
    expect(translated.message).toBe('app.errors.server');
  });
});
