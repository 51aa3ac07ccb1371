import credential from '../../../resources/credential';
import project from '../../../resources/project';
import user from '../../../resources/user';
import userSession from '../../../resources/userSession';
import type { AnyResourceDeclaration } from '../../../src/framework/resource/ResourceDeclaration';
import { fieldsOf } from '../../../src/framework/resource/ResourceScope';
import { phoneCardFields } from '../../../src/framework/resource/views/phone/phoneCardFields';

const columns = (declaration: AnyResourceDeclaration) => {
  const card = phoneCardFields(declaration, fieldsOf(declaration));
  return {
    primary: card.primary?.column ?? null,
    secondary: card.secondary.map((field) => field.column),
    chips: card.chips.map((field) => field.column),
  };
};

describe('phoneCardFields (what a list card shows at a phone width)', () => {
  it('titles the card with the field the records are named by, then short values, then state chips', () => {
    const card = columns(user);
    expect(card.primary).toBe('username');
    expect(card.secondary).toEqual(['name', 'email']);
    expect(card.chips).toEqual(expect.arrayContaining(['permissions']));
    expect(card.chips.length).toBeLessThanOrEqual(3);
    // Never the id, a secret or a long text.
    const shown = [card.primary, ...card.secondary, ...card.chips];
    expect(shown).not.toContain('id');
    expect(shown).not.toContain('password');
    expect(shown).not.toContain('note');
  });

  it('keeps a copyable name as the title and dates as secondary values', () => {
    expect(columns(project)).toEqual({ primary: 'name', secondary: ['alias', 'created_at'], chips: [] });
  });

  it('titles the card with a field declared its title, and puts action cells with its menu, unlabelled', () => {
    const card = phoneCardFields(userSession, fieldsOf(userSession));
    expect(card.primary?.column).toBe('device');
    expect(card.actions.map((field) => field.column)).toEqual(['actions']);
    // A session's sign-in type (issue 44 item 6) comes before its expiry; the IP stays in the table.
    expect([...card.secondary, ...card.chips].map((field) => field.column)).toEqual(['auth_type', 'expires_at']);
  });

  it("uses the record's representation when the declaration computes it", () => {
    expect(columns(credential).primary).toBeNull();
    expect(columns(credential).chips).toContain('projects');
  });

  it('falls back to the first listed text field, and never shows a column hidden from the list', () => {
    const unnamed: AnyResourceDeclaration = {
      ...user,
      recordRepresentation: undefined,
      fields: user.fields.map((field) => (field.source === 'username' ? { ...field, list: false } : field)),
    };
    const card = columns(unnamed);
    expect(card.primary).toBe('name');
    expect([card.primary, ...card.secondary, ...card.chips]).not.toContain('username');
  });

  it('honours smaller limits', () => {
    const card = phoneCardFields(user, fieldsOf(user), { secondary: 1, chips: 1 });
    expect(card.secondary.map((field) => field.column)).toEqual(['name']);
    expect(card.chips).toHaveLength(1);
  });
});
