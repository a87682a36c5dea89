import type { AuthResults as Results } from '../../../contract/conversations';

const VERDICTS = [
  ['spf', 'SPF'],
  ['dkim', 'DKIM'],
  ['dmarc', 'DMARC'],
] as const;

/**
 * What the receiving relay found of the sender (its Authentication-Results: SPF, DKIM, DMARC), with
 * the header as received; anything but "pass" stands out. Only as trustworthy as that relay.
 */
export function AuthResults({ results }: { results: Results | null }) {
  if (!results) {
    return (
      <p className="admin-mail__auth admin-muted">
        Sender checks: none came with it (no Authentication-Results).
      </p>
    );
  }
  return (
    <div className="admin-mail__auth">
      <span>Sender checks:</span>{' '}
      {VERDICTS.map(([key, label]) => {
        const verdict = results[key] ?? 'none';
        return (
          <span
            key={key}
            className={`admin-badge ${verdict === 'pass' ? 'admin-badge--success' : 'admin-badge--danger'}`}
          >
            {label} {verdict}
          </span>
        );
      })}
      <details className="admin-mail__raw">
        <summary>Authentication-Results</summary>
        <pre>{results.raw}</pre>
      </details>
    </div>
  );
}
