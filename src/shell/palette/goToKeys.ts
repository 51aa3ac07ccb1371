/**
 * The `g` shortcuts: `g` then the letter goes to the screen of that name (a main menu entry, by
 * resource name, or a my-area page, by route name) when it is offered.
 */
export const goToKeys: readonly { name: string; key: string }[] = [
  { name: 'home', key: 'h' },
  { name: 'project', key: 'p' },
  { name: 'user', key: 'u' },
  { name: 'authType', key: 'a' },
  { name: 'permission', key: 'm' },
  { name: 'my_profile', key: 's' },
  { name: 'my_organization', key: 'o' },
  { name: 'my_api', key: 'k' },
];
