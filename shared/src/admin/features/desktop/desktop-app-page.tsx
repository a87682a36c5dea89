/**
 * "Desktop app": the current version of the desktop admin with the download for this computer's
 * operating system first (and the others), and what changed in it. Installed apps update
 * themselves from the same server.
 */
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../../api-client/transport';
import {
  DESKTOP_PLATFORM_LABELS,
  type DesktopPlatform,
  type DesktopRelease,
} from '../../../contract/desktop';
import { useAdminApi, useAssetUrl, useCan } from '../../app/admin-platform-context';
import { Banner } from '../../ui/banner';
import { formatDateTime } from '../../ui/format-date';
import { LoadingScreen } from '../../ui/loading-screen';
import { PublishRelease } from './publish-release';

/** This computer's operating system, from what the browser says about itself. */
export function detectPlatform(userAgent: string): DesktopPlatform | undefined {
  if (/Windows/i.test(userAgent)) return 'windows';
  if (/Mac OS X|Macintosh/i.test(userAgent) && !/iPhone|iPad/i.test(userAgent)) return 'mac';
  if (/Linux|X11/i.test(userAgent) && !/Android/i.test(userAgent)) return 'linux';
  return undefined;
}

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

export function DesktopAppPage() {
  const api = useAdminApi();
  const assetUrl = useAssetUrl();
  const [release, setRelease] = useState<DesktopRelease | null | undefined>(undefined);
  const [error, setError] = useState('');
  const may = useCan();

  const load = useCallback(() => {
    api.desktop.latest().then(setRelease, (caught: unknown) => {
      if (caught instanceof ApiError && caught.status === 404) setRelease(null);
      else setError('Failed to load the desktop release');
    });
  }, [api]);
  useEffect(load, [load]);

  const mine = typeof navigator === 'undefined' ? undefined : detectPlatform(navigator.userAgent);
  const primary = release?.downloads.find((d) => d.platform === mine);
  const others = release?.downloads.filter((d) => d !== primary) ?? [];

  return (
    <main className="admin-page admin-page--narrow">
      <div className="admin-page__header">
        <h1 className="admin-page__title">Desktop app</h1>
      </div>
      {error && <Banner kind="error">{error}</Banner>}
      {release === undefined && !error && <LoadingScreen />}
      {release === null && (
        <p className="admin-card admin-card--padded">
          No desktop release has been published yet. An owner publishes one below (or with{' '}
          <code>npm run desktop:publish</code> on the server).
        </p>
      )}
      {release && (
        <section className="admin-card admin-card--padded" aria-labelledby="desktop-version">
          <h2 id="desktop-version">Version {release.version}</h2>
          <p className="admin-muted">
            Published {formatDateTime(release.publishedAt)}. Installed apps update themselves.
          </p>
          {primary && (
            <p>
              <a className="admin-btn" href={assetUrl(primary.url)} download>
                Download for {DESKTOP_PLATFORM_LABELS[primary.platform]}
              </a>{' '}
              <span className="admin-muted">
                {primary.name}, {megabytes(primary.size)}
              </span>
            </p>
          )}
          {others.length > 0 && (
            <>
              <h3>{primary ? 'Other systems' : 'Downloads'}</h3>
              <ul>
                {others.map((d) => (
                  <li key={d.name}>
                    <a href={assetUrl(d.url)} download>
                      {DESKTOP_PLATFORM_LABELS[d.platform]}: {d.name}
                    </a>{' '}
                    <span className="admin-muted">({megabytes(d.size)})</span>
                  </li>
                ))}
              </ul>
            </>
          )}
          {release.notes && (
            <>
              <h3>What is new</h3>
              <p className="admin-detail__text">{release.notes}</p>
            </>
          )}
        </section>
      )}
      {may('releases') && <PublishRelease onPublished={load} />}
    </main>
  );
}
