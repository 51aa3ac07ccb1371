import { adminComponents } from '../../../src/framework/layout/adminComponents';
import { adminThemes } from '../../../src/framework/layout/adminThemes';
import { consoleThemes } from '../../../src/framework/layout/themes';

describe("the admin shell's themes", () => {
  it.each(['comfortable', 'compact'] as const)(
    "%s: the first screens' themes (the start screen's), plus the signed-in screens' overrides",
    (layout) => {
      for (const key of ['lightTheme', 'darkTheme'] as const) {
        const first = consoleThemes(layout)[key];
        const admin = adminThemes(layout)[key];
        // Nothing moves when the admin shell replaces the start screen: same palette, layout and
        // overrides (the compact layout's default props included).
        expect(admin.palette).toBe(first.palette);
        expect(admin.compact).toBe(first.compact);
        for (const [name, entry] of Object.entries(first.components ?? {}))
          expect(admin.components?.[name as keyof typeof admin.components]).toEqual(entry);
        for (const [name, entry] of Object.entries(adminComponents))
          expect(admin.components?.[name as keyof typeof admin.components]).toBe(entry);
        // The sign-in page's bundle does not carry them.
        expect(Object.keys(first.components ?? {})).not.toContain('RaBulkActionsToolbar');
      }
    },
  );

  it('are the same objects on every call (react-admin creates its theme once)', () => {
    expect(adminThemes('compact')).toBe(adminThemes('compact'));
    expect(adminThemes('comfortable').lightTheme).toBe(adminThemes('comfortable').lightTheme);
  });
});
