import { Component, type ReactNode } from 'react';

interface Props {
  /** Texts of the error screen, already translated (the boundary sits above the i18n context). */
  texts: { title: string; message: string; reload: string };
  children: ReactNode;
}

/**
 * Last line of defence: a render error or a module that cannot load shows a clear screen with a
 * reload button instead of a blank page. Page-level errors are caught lower, inside the layouts.
 */
export class AppErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const { texts } = this.props;
    return (
      <main
        role="alert"
        style={{
          fontFamily: 'system-ui, sans-serif',
          maxWidth: 560,
          margin: '10vh auto',
          padding: 24,
          lineHeight: 1.5,
        }}
      >
        <h1 style={{ fontSize: 28 }}>{texts.title}</h1>
        <p>{texts.message}</p>
        <button type="button" onClick={() => window.location.reload()} style={{ fontSize: 16, padding: '8px 16px' }}>
          {texts.reload}
        </button>
      </main>
    );
  }
}
