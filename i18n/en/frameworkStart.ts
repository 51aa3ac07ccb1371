/**
 * The part of `framework.*` the signed-in start screen draws (its breadcrumb and page title), in
 * the first bundle (`firstScreen.ts`); the rest loads with the signed-in shell.
 */
export const frameworkStart = {
  breadcrumb: {
    label: 'Breadcrumb',
    home: 'Home',
    create: 'New',
    edit: 'Edit %{name}',
  },
  page: {
    create: 'New %{name}',
    edit: 'Edit %{name}',
  },
};
