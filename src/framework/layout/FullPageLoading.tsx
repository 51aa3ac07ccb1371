/**
 * Shown while the admin shell downloads after sign-in: no theme or i18n may be loaded yet, so it is
 * plain markup with a polite, language-neutral progress indicator.
 */
export function FullPageLoading() {
  return (
    <div role="progressbar" aria-busy="true" aria-label="…" style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <svg width="40" height="40" viewBox="0 0 44 44" aria-hidden="true">
        <circle cx="22" cy="22" r="18" fill="none" stroke="#1565c0" strokeWidth="4" strokeDasharray="80 40">
          <animateTransform attributeName="transform" type="rotate" from="0 22 22" to="360 22 22" dur="1s" repeatCount="indefinite" />
        </circle>
      </svg>
    </div>
  );
}
