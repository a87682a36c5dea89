/** What the guard shows while the session is checked: the spec's 'Loading...'. */
export function LoadingScreen({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="admin-loading" role="status" aria-live="polite">
      <span className="admin-spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
