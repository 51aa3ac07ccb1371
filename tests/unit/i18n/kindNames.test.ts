import { de } from '../../../i18n/de';

describe('German names of the authentication kinds', () => {
  it('name basic with the one word the type help uses', () => {
    const authType = de.resources.authType as unknown as {
      choices: { type: Record<string, string> };
      helpers: { type: string };
    };
    expect(authType.helpers.type).toContain(`${authType.choices.type.basic} (`);
  });
});
