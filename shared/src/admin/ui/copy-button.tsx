import { useEffect, useState } from 'react';
import { useAdminPlatform } from '../app/admin-platform-context';
import { copyText } from './copy-text';

/** How long "Copied" stays. */
const CONFIRM_MS = 4000;

/** A Copy button for `text`, saying "Copied" (announced) or why it could not. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const platform = useAdminPlatform();
  const [outcome, setOutcome] = useState<'' | 'copied' | 'failed'>('');

  useEffect(() => {
    if (outcome !== 'copied') return;
    const timer = setTimeout(() => setOutcome(''), CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  async function copy() {
    try {
      await copyText(text, platform.copyText?.bind(platform));
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  }

  return (
    <span className="admin-copy">
      <button
        type="button"
        className="admin-btn admin-btn--secondary admin-btn--small"
        aria-label={label}
        onClick={() => void copy()}
      >
        Copy
      </button>
      <span role="status" className="admin-copy__outcome">
        {outcome === 'copied' && 'Copied'}
        {outcome === 'failed' && 'Could not copy: select the link and copy it.'}
      </span>
    </span>
  );
}
