type Asker = () => Promise<boolean>;

/**
 * Whether leaving the current screen would drop typed work, and how to ask. Forms with unsaved
 * changes `hold()` it; while held, the router's history (`guardHistory`) asks before any
 * navigation — a link, a menu, a tab, the browser's back — and the browser asks before the page is
 * closed or reloaded (`beforeunload`). Without an asker (no screen can show the question) leaving
 * goes ahead.
 */
export class NavigationGuard {
  private holds = 0;
  private asker: Asker | undefined;
  private readonly warnBeforeUnload = (event: BeforeUnloadEvent) => {
    event.preventDefault();
    // Older browsers show the prompt only when `returnValue` is set.
    event.returnValue = '';
  };

  get held(): boolean {
    return this.holds > 0;
  }

  /** Held until the returned release is called (once). */
  hold(): () => void {
    this.holds += 1;
    if (this.holds === 1) window.addEventListener('beforeunload', this.warnBeforeUnload);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holds -= 1;
      if (this.holds === 0) window.removeEventListener('beforeunload', this.warnBeforeUnload);
    };
  }

  /** The screen that asks "leave without saving?"; returns the unregister function. */
  setAsker(asker: Asker): () => void {
    this.asker = asker;
    return () => {
      if (this.asker === asker) this.asker = undefined;
    };
  }

  /** True when leaving may go ahead: nothing held, nobody to ask, or the user chose to leave. */
  async mayLeave(): Promise<boolean> {
    if (!this.held || !this.asker) return true;
    return this.asker();
  }
}
