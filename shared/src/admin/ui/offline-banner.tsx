/**
 * "You are offline": said while the device has no network (the browser's online/offline signal) or
 * the last call could not reach the server. Nothing is lost meanwhile: notes and e-mails not sent
 * yet, and the blog editor's changes, stay on this device.
 */
import { useSyncExternalStore } from 'react';
import { useServerUnreachable } from '../app/admin-platform-context';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};
const deviceOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine);

export const OFFLINE_MESSAGE =
  'You are offline. What you type stays on this device; send it again once you are back online.';

export function OfflineBanner() {
  const online = useSyncExternalStore(subscribe, deviceOnline, () => true);
  const unreachable = useServerUnreachable();
  // The live region stays in the page, so that the message is announced when it appears; a plain
  // polite region rather than role="status", which names a page's own outcome message.
  return (
    <div aria-live="polite">
      {(!online || unreachable) && <p className="admin-offline">{OFFLINE_MESSAGE}</p>}
    </div>
  );
}
