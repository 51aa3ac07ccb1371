/** The users list's column headers in English, as SPEC §2 names them, in its order (issue 44). */
export const userColumns = [
  'Username',
  'Projects',
  'Permissions',
  'Name',
  'E-mail',
  'ID',
  'Note',
  'Created',
  'Updated',
];
