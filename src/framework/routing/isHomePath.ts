/** Whether the page is the console's home (the dashboard when signed in), at the build's base path. */
export function isHomePath(): boolean {
  const base = new URL(import.meta.env.BASE_URL, document.baseURI).pathname;
  return window.location.pathname === base || `${window.location.pathname}/` === base;
}
