/** Static seed material (names, projects, permissions) for the deterministic seed. */
export const firstNames = [
  'Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Elijah', 'Sophia', 'Lucas', 'Mia', 'Mateo', 'Amelia', 'Levi', 'Harper', 'Ezra',
  'Evelyn', 'Leo', 'Luna', 'Kai', 'Chloe', 'Hugo', 'Ines', 'Yuki', 'Ana', 'Dmitri', 'Priya', 'Omar', 'Chen', 'Fatima', 'Lars', 'Zoe',
];
export const lastNames = [
  'Smith', 'Johnson', 'Garcia', 'Miller', 'Davis', 'Martinez', 'Lopez', 'Wilson', 'Anderson', 'Thomas', 'Moore', 'Martin',
  'Lee', 'Walker', 'Hall', 'Young', 'King', 'Wright', 'Scott', 'Green', 'Baker', 'Adams', 'Nelson', 'Petrov', 'Silva', 'Dubois',
];
export const notes = ['VIP customer', 'Migrated from the legacy system', 'Requested data export', 'Trial account', 'Support contact', null, null, null];

export const acmeProjects = [
  { name: 'Storefront', alias: 'store' },
  { name: 'Mobile app', alias: 'mobile' },
  { name: 'Partner portal', alias: 'partners' },
  { name: 'Analytics', alias: 'analytics' },
  { name: 'Internal tools', alias: null },
  { name: 'Marketing site', alias: 'marketing' },
];
export const demoProjects = [
  { name: 'Demo shop', alias: 'shop' },
  { name: 'Demo blog', alias: 'blog' },
  { name: 'Demo API', alias: null },
];

export const acmePermissions = [
  { title: 'Read users', code: 'users.read' },
  { title: 'Write users', code: 'users.write' },
  { title: 'Manage projects', code: 'projects.manage' },
  { title: 'Billing', code: 'billing' },
  { title: 'View reports', code: 'reports.view' },
  { title: 'Administrator', code: 'admin' },
  { title: 'Support desk', code: 'support' },
  { title: 'Deploy', code: 'deploy' },
];
export const demoPermissions = acmePermissions.slice(0, 4);

export const agents = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
];

export const orgAccounts = {
  acme: { name: 'Acme', username: 'admin', email: 'admin@acme.test', password: 'Admin123!', fullName: 'Acme Admin', users: 50, projects: acmeProjects, permissions: acmePermissions },
  demo: { name: 'Demo', username: 'demo', email: 'demo@demo.test', password: 'Demo123!', fullName: 'Demo User', users: 10, projects: demoProjects, permissions: demoPermissions },
} as const;
