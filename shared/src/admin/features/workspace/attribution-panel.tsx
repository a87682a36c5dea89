/**
 * Where the person came from (issue 32): the source the reports count them under and what the site
 * remembered of their visit (landing page, referring site, campaign, tracked link, last post read,
 * pages seen). Nothing is shown for a submission stored before attribution existed.
 */
import { Fragment } from 'react';
import type { Attribution } from '../../../contract/attribution';

export function AttributionPanel({ attribution }: { attribution: Attribution | null }) {
  const rows: Array<[string, string]> = [];
  if (attribution) {
    const a = attribution;
    rows.push(['Source', a.source]);
    if (a.trackedLink)
      rows.push(['Tracked link', `/r/${a.trackedLink.code} (${a.trackedLink.source})`]);
    else if (a.ref) rows.push(['ref', a.ref]);
    if (a.referrer) rows.push(['Referring site', a.referrer]);
    const campaign = [a.utmSource, a.utmMedium, a.utmCampaign].filter(Boolean).join(' / ');
    if (campaign) rows.push(['Campaign (source / medium / name)', campaign]);
    if (a.utmTerm) rows.push(['utm_term', a.utmTerm]);
    if (a.utmContent) rows.push(['utm_content', a.utmContent]);
    if (a.landingPage) rows.push(['Landing page', a.landingPage]);
    if (a.lastPost) rows.push(['Last post read', a.lastPost.title ?? `/blog/${a.lastPost.slug}`]);
    if (a.pagesSeen !== null) rows.push(['Pages seen', String(a.pagesSeen)]);
  }
  return (
    <section className="admin-attribution" aria-labelledby="attribution-heading">
      <h2 id="attribution-heading">Where they came from</h2>
      {rows.length ? (
        <dl className="admin-detail__fields" data-testid="attribution">
          {rows.map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>
      ) : (
        <p className="admin-muted">
          Not known: received before the site recorded where people came from.
        </p>
      )}
    </section>
  );
}
