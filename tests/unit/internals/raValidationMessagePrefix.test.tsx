import { render, screen } from '@testing-library/react';
import { I18nContextProvider, ValidationError, type I18nProvider } from 'react-admin';
import { raValidationMessagePrefix } from '../../../src/framework/internals/raValidationMessagePrefix';

const i18nProvider: I18nProvider = {
  translate: (key, options) => (key === 'validation.min' ? `At least ${String(options?.min)}` : key),
  changeLocale: async () => undefined,
  getLocale: () => 'en',
};

describe('raValidationMessagePrefix', () => {
  it("marks a message the installed react-admin's ValidationError translates with its arguments", () => {
    const error = `${raValidationMessagePrefix}${JSON.stringify({ message: 'validation.min', args: { min: 12 } })}`;
    render(
      <I18nContextProvider value={i18nProvider}>
        <ValidationError error={error} />
      </I18nContextProvider>,
    );
    expect(screen.getByText('At least 12')).toBeInTheDocument();
  });
});
