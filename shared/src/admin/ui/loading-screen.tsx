/** What a section shows while its data loads: the spec's 'Loading...'. */
export function LoadingScreen({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="admin-loading" role="status" aria-live="polite">
      <span className="admin-spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

/**
 * The whole screen while the session is checked or the app starts (no layout around it yet): still
 * a page with its main landmark and a heading, so that a screen reader arriving now is told where
 * it is, and the status is announced.
 */
export function LoadingPage({ label = 'Loading...' }: { label?: string }) {
  return (
    <main className="admin-loading-page" aria-busy="true">
      <h1 className="admin-visually-hidden">Admin</h1>
      <LoadingScreen label={label} />
    </main>
  );
}
