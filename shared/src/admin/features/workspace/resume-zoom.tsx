/** The zoom of a PDF resume: fit to the width of its box, or larger (scrolled inside the box). */
export const ZOOM_STEPS = [1, 1.5, 2, 3] as const;

export function ResumeZoom({ zoom, onZoom }: { zoom: number; onZoom: (zoom: number) => void }) {
  const index = ZOOM_STEPS.findIndex((step) => step === zoom);
  return (
    <div className="admin-resume__zoom" role="group" aria-label="Zoom">
      <button
        type="button"
        className="admin-btn admin-btn--secondary admin-btn--small"
        disabled={index <= 0}
        onClick={() => onZoom(ZOOM_STEPS[Math.max(0, index - 1)]!)}
      >
        Zoom out
      </button>
      <button
        type="button"
        className="admin-btn admin-btn--secondary admin-btn--small"
        aria-pressed={zoom === 1}
        onClick={() => onZoom(1)}
      >
        Fit width
      </button>
      <button
        type="button"
        className="admin-btn admin-btn--secondary admin-btn--small"
        disabled={index >= ZOOM_STEPS.length - 1}
        onClick={() => onZoom(ZOOM_STEPS[Math.min(ZOOM_STEPS.length - 1, index + 1)]!)}
      >
        Zoom in
      </button>
      <span className="admin-muted" aria-live="polite">
        {Math.round(zoom * 100)}%
      </span>
    </div>
  );
}
