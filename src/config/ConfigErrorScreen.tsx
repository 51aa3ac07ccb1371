import { app } from '../../i18n/en/app';

/**
 * Shown instead of the console when config.json is invalid. It renders before react-admin and its
 * i18n exist, so it uses the English catalog directly and plain, theme-independent markup.
 */
export function ConfigErrorScreen({ problems }: { problems: string[] }) {
  const texts = app.configError;
  return (
    <main
      style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '10vh auto', padding: 24, lineHeight: 1.5 }}
    >
      <h1 style={{ fontSize: 28 }}>{texts.title}</h1>
      <p>{texts.message}</p>
      <ul aria-label="config.json">
        {problems.map((problem) => (
          <li key={problem}>
            <code>{problem}</code>
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => window.location.reload()} style={{ fontSize: 16, padding: '8px 16px' }}>
        {texts.retry}
      </button>
    </main>
  );
}
