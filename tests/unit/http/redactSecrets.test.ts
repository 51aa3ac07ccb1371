import { redactSecrets } from '../../../src/api/http/redactSecrets';

describe('redactSecrets', () => {
  it('redacts values of secret keys deeply and keeps the others', () => {
    expect(
      redactSecrets({
        user: { name: 'Bob', password: 'p', accessToken: 't' },
        list: [{ secret_key: 's', public_key: 'pub' }],
        key: 'k',
        note: null,
      }),
    ).toEqual({
      user: { name: 'Bob', password: '[redacted]', accessToken: '[redacted]' },
      list: [{ secret_key: '[redacted]', public_key: 'pub' }],
      key: '[redacted]',
      note: null,
    });
  });

  it('redacts bearer values, JWTs, query parameters and name=value pairs in text', () => {
    expect(redactSecrets('Authorization: Bearer abc123')).toBe('Authorization: Bearer [redacted]');
    expect(redactSecrets('/x?access_token=a&page=2&code=c#token=t')).toBe(
      '/x?access_token=[redacted]&page=2&code=[redacted]#token=[redacted]',
    );
    expect(redactSecrets('{"password":"two words","name":"n"}')).toBe('{"password":"[redacted]","name":"n"}');
    expect(redactSecrets('got eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln here')).toBe('got [redacted] here');
    expect(redactSecrets('status code: 500')).toBe('status code: 500');
  });

  it('redacts known secrets wherever they appear and does not modify the input', () => {
    const input = { message: 'leaked abcdef123 twice abcdef123' };
    expect(redactSecrets(input, ['abcdef123', null])).toEqual({ message: 'leaked [redacted] twice [redacted]' });
    expect(input.message).toBe('leaked abcdef123 twice abcdef123');
  });
});
