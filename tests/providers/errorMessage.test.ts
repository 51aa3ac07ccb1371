import { ContractError } from '../../src/api/http/ContractError';
import { HttpError } from '../../src/api/http/HttpError';
import { RequestTimeoutError } from '../../src/api/http/RequestTimeoutError';
import { ValidationStore } from '../../src/api/http/ValidationStore';
import { errorMessage, formErrors, withUserFacingMessage } from '../../src/providers/errorMessage';
import { en } from '../../i18n/en';
import { readMessage } from '../../src/providers/messageWithArgs';

const said = (status: number, message: string, extra: object = {}) =>
  new HttpError(message, status, { message, ...extra });

describe('errors as users read them (one ranking for every screen)', () => {
  it.each([
    [new HttpError('Network Error', 0), 'app.errors.network'],
    [new RequestTimeoutError(30_000), 'app.errors.timeout'],
    [said(403, 'Forbidden'), 'app.errors.forbidden'],
    [new HttpError('Not Found', 404), 'app.errors.notFound'],
    [said(404, 'Not found'), 'app.errors.notFound'],
    [said(429, 'slow down'), 'app.errors.tooManyRequests'],
    [said(500, 'stack trace: db down'), 'app.errors.server'],
    [new HttpError('Bad Gateway', 502), 'app.errors.server'],
    [new HttpError('Unprocessable', 422), 'validation.invalidForm'],
    [new HttpError('Teapot', 418), 'app.errors.unknown'],
    [new ContractError(200, []), 'app.errors.contract'],
    [new Error('boom'), 'app.errors.unknown'],
  ])('%s → %s, a key every catalog has', (error, key) => {
    expect(errorMessage(error)).toEqual({ key });
    const [group, name] = key.split('.').slice(-2) as [string, string];
    const catalog = group === 'errors' ? en.app.errors : en.validation;
    expect((catalog as Record<string, string>)[name]).toBeTruthy();
  });

  it("shows a 4xx server's known message translated, whatever the status (SPEC §8)", () => {
    expect(errorMessage(said(403, 'This feature is locked in demo mode'))).toEqual({ key: 'server.demoLocked' });
    expect(errorMessage(said(409, 'User already exists'))).toEqual({ key: 'server.userExists' });
    expect(errorMessage(said(422, 'Current password is wrong', { errors: { json: {} } }))).toEqual({
      key: 'server.currentPasswordWrong',
    });
  });

  it('translates a known message that names a value, with that value (SPEC §8: too short, under N characters)', () => {
    const short = 'Password is too short (under 12 characters)';
    expect(errorMessage(said(422, short, { errors: { json: { password: [short] } } }))).toEqual({
      key: 'server.passwordShort',
      args: { min: '12' },
    });
    expect(en.server.passwordShort).toBe('Password is too short (under %{min} characters)');
    // Under a field, in react-admin's message-with-arguments form (its ValidationError translates it).
    const store = new ValidationStore();
    store.store('PUT', '/internal-user/1/password', { password: [short] });
    const key = ValidationStore.keyOf('PUT', '/internal-user/1/password');
    const failed = new HttpError(short, 422, { message: short, errors: { json: { password: [short] } } }, key);
    expect(readMessage(formErrors(failed, store)?.password ?? '')).toEqual({
      key: 'server.passwordShort',
      args: { min: '12' },
    });
    // react-admin's own notification has no arguments: the generic form message, the field says the rest.
    expect((withUserFacingMessage(failed, store) as HttpError).message).toBe('validation.invalidForm');
  });

  it("shows a 4xx server's unknown wording as it is, never generic text", () => {
    expect(errorMessage(said(400, 'Organization is suspended'))).toEqual({
      key: 'app.errors.serverSaid',
      args: { message: 'Organization is suspended' },
    });
    expect(errorMessage(said(422, 'The values are not acceptable', { errors: { json: {} } }))).toEqual({
      key: 'app.errors.serverSaid',
      args: { message: 'The values are not acceptable' },
    });
    expect(en.app.errors.serverSaid).toBe('%{message}');
  });

  it("reads a 422's field messages from the validation store, first message per field, known texts as keys", () => {
    const store = new ValidationStore();
    store.store('POST', '/internal-user', {
      email: ['Already exists, please use a different value', 'x'],
      note: ['Too long'],
      empty: [],
    });
    const key = ValidationStore.keyOf('POST', '/internal-user');
    const invalid = said(422, 'Some fields are filled incorrectly. Fix the errors and try again.');
    const stored = new HttpError(invalid.message, 422, invalid.body, key);
    expect(formErrors(stored, store)).toEqual({ email: 'server.alreadyExists', note: 'Too long' });
    // What the store says is what the form shows: a message the client set, a field it cleared.
    store.setField('POST', '/internal-user', 'note', 'Checked again: too long');
    store.clearField('POST', '/internal-user', 'email');
    expect(formErrors(stored, store)).toEqual({ note: 'Checked again: too long' });
    // Cleared by a later successful call: nothing to put under the fields.
    store.clearAll();
    expect(formErrors(stored, store)).toBeNull();
    expect(formErrors(said(400, 'Bad'), store)).toBeNull();
    expect(formErrors(invalid, store)).toBeNull();
  });
});

describe('errors as react-admin shows them (dataProvider)', () => {
  it('says a timeout in its own words, and it stays a timeout for whoever shows it later', () => {
    const shown = withUserFacingMessage(new RequestTimeoutError(30_000), new ValidationStore());
    expect(shown).toBeInstanceOf(RequestTimeoutError);
    expect((shown as Error).message).toBe('app.errors.timeout');
    expect(errorMessage(shown)).toEqual({ key: 'app.errors.timeout' });
  });

  it('leaves a 401 alone (the sign-out path)', () => {
    const unauthorized = new HttpError('Unauthorized', 401);
    expect(withUserFacingMessage(unauthorized, new ValidationStore())).toBe(unauthorized);
  });

  it('gives a 422 its translated message and the stored field errors under body.errors', () => {
    const store = new ValidationStore();
    store.store('PUT', '/project/1', { name: ['This field is required'] });
    const failed = said(422, 'Some fields are filled incorrectly. Fix the errors and try again.', {
      errors: { json: { name: ['This field is required'] } },
    });
    const shown = withUserFacingMessage(
      new HttpError(failed.message, 422, failed.body, ValidationStore.keyOf('PUT', '/project/1')),
      store,
    ) as HttpError;
    expect(shown.message).toBe('server.invalidForm');
    expect(shown.status).toBe(422);
    expect((shown.body as { errors: unknown }).errors).toEqual({ name: 'server.required' });
  });

  it('keeps the status and body, with a translatable message or the server wording', () => {
    const translated = withUserFacingMessage(said(503, 'down'), new ValidationStore()) as HttpError;
    expect(translated).toBeInstanceOf(HttpError);
    expect(translated.status).toBe(503);
    expect(translated.body).toEqual({ message: 'down' });
    expect(translated.message).toBe('app.errors.server');
    expect(
      (withUserFacingMessage(said(400, 'Organization is suspended'), new ValidationStore()) as HttpError).message,
    ).toBe('Organization is suspended');
  });
});
