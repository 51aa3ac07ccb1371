/**
 * Sections of the signed-in user's area, in the spec's menu order (SPEC §2 "Account area"). The
 * my-area menu shows only those whose route exists (declared by the shell and not disabled by
 * configuration: `useRouteAvailable`).
 */
export const meSections = [
  { name: 'my_organization', path: '/me/organization', label: 'me.menu.organization' },
  { name: 'my_security', path: '/me/security', label: 'me.menu.security' },
  { name: 'my_api', path: '/me/api', label: 'me.menu.api' },
  { name: 'my_profile', path: '/me/profile', label: 'me.menu.profile' },
  { name: 'my_session', path: '/me/session', label: 'me.menu.session' },
  { name: 'my_activity', path: '/me/activity', label: 'me.menu.activity' },
] as const;

export type MeSectionName = (typeof meSections)[number]['name'];
