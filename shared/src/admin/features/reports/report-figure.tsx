/**
 * One chart of a report and the table of its numbers: the chart (Chart.js through
 * react-chartjs-2, a canvas named by its title and summary) for the eye, the table under it for
 * screen readers and for the CSV download. The table scrolls in its own box, so a 360 px screen
 * never scrolls sideways.
 */
import {
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  Tooltip,
  type ChartData,
  type ChartOptions,
} from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { saveCsv, toCsv, type Cell } from './csv';

// Only the parts these bar charts use (Chart.js is tree-shaken to them).
ChartJS.register(BarElement, CategoryScale, LinearScale, Tooltip, Legend);

export interface Series {
  label: string;
  values: number[];
  /** 'current' (this period) or 'previous' (the period before). */
  tone: 'current' | 'previous' | 'other';
}

const COLORS = { current: '#1d4ed8', previous: '#94a3b8', other: '#0f766e' } as const;
/** The chart shows this many rows at most; the table lists them all. */
const CHART_ROWS = 12;

export function ReportFigure({
  id,
  title,
  note,
  labels,
  series,
  header,
  rows,
  file,
  horizontal = true,
}: {
  id: string;
  title: string;
  /** What the numbers mean (under the title). */
  note?: string;
  /** The chart's categories and bars. */
  labels: string[];
  series: Series[];
  /** The table. */
  header: string[];
  rows: Cell[][];
  /** The CSV's name without extension. */
  file: string;
  horizontal?: boolean;
}) {
  const shown = labels.slice(0, CHART_ROWS);
  const data: ChartData<'bar'> = {
    labels: shown,
    datasets: series.map((s) => ({
      label: s.label,
      data: s.values.slice(0, CHART_ROWS),
      backgroundColor: COLORS[s.tone],
    })),
  };
  const options: ChartOptions<'bar'> = {
    indexAxis: horizontal ? 'y' : 'x',
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    plugins: { legend: { display: series.length > 1, position: 'bottom' } },
    scales: {
      [horizontal ? 'x' : 'y']: { beginAtZero: true, ticks: { precision: 0 } },
    },
  };
  const height = horizontal
    ? Math.max(140, shown.length * (series.length > 1 ? 34 : 26) + 70)
    : 240;
  const summary = `${title}: ${rows.length === 0 ? 'no data' : `${rows.length} rows, listed in the table below`}`;
  const titleId = `${id}-title`;

  return (
    <figure className="report-figure" aria-labelledby={titleId}>
      <figcaption className="report-figure__caption">
        <h2 id={titleId} className="report-figure__title">
          {title}
        </h2>
        {note && <p className="admin-muted report-figure__note">{note}</p>}
      </figcaption>
      {rows.length === 0 ? (
        <p className="admin-muted">Nothing in this period.</p>
      ) : (
        <>
          <div className="report-figure__chart" style={{ height }}>
            <Bar data={data} options={options} role="img" aria-label={summary}>
              {summary}
            </Bar>
          </div>
          {labels.length > CHART_ROWS && (
            <p className="admin-muted">
              The chart shows the first {CHART_ROWS}; the table lists all {labels.length}.
            </p>
          )}
          <div
            className="report-figure__table"
            role="region"
            aria-label={`${title}, table`}
            tabIndex={0}
          >
            <table className="admin-table report-table">
              <thead>
                <tr>
                  {header.map((h) => (
                    <th key={h} scope="col">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, i) => (
                  <tr key={i}>
                    {row.map((value, j) =>
                      j === 0 ? (
                        <th key={j} scope="row">
                          {value ?? '—'}
                        </th>
                      ) : (
                        <td
                          key={j}
                          className={typeof value === 'number' ? 'report-table__number' : undefined}
                        >
                          {value ?? '—'}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <button
        type="button"
        className="admin-btn admin-btn--secondary admin-btn--small"
        aria-label={`Download ${title} as CSV`}
        onClick={() => saveCsv(`${file}.csv`, toCsv(header, rows))}
      >
        Download CSV
      </button>
    </figure>
  );
}
