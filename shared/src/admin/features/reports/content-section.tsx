/** Content: views and visitors per page and post, referrers, campaigns, and what each post brought. */
import type { ContentReport } from '../../../contract/reports';
import { change, Headline, fileOf } from './report-format';
import { ReportFigure } from './report-figure';

export function ContentSection({ report: r }: { report: ContentReport }) {
  return (
    <>
      <Headline
        items={[
          ['Page views', `${r.totals.views}${change(r.totals.views, r.totals.previousViews)}`],
          [
            'Unique visitors',
            `${r.totals.visitors}${change(r.totals.visitors, r.totals.previousVisitors)}`,
          ],
          ['Views of browsers asking not to be tracked', String(r.totals.privateViews)],
        ]}
      />
      <ReportFigure
        id="daily-views"
        title="Views per day"
        note="Unique visitors are counted per day (a daily salt, as Plausible does): a visitor on two days counts twice. Views from browsers sending Sec-GPC or DNT are counted, never as visitors."
        labels={r.daily.map((d) => d.day.slice(5))}
        series={[
          { label: 'Views', values: r.daily.map((d) => d.views), tone: 'current' },
          { label: 'Visitors', values: r.daily.map((d) => d.visitors), tone: 'other' },
        ]}
        header={['Day', 'Views', 'Visitors']}
        rows={r.daily.map((d) => [d.day, d.views, d.visitors])}
        file={fileOf(r.range, 'views-per-day')}
        horizontal={false}
      />
      <ReportFigure
        id="posts"
        title="Posts, and the leads and applications they brought"
        note="Views of each post, and the leads and applications of the period whose last post read before sending was this one."
        labels={r.posts.map((p) => p.title ?? p.slug)}
        series={[
          { label: 'Leads', values: r.posts.map((p) => p.leads), tone: 'current' },
          { label: 'Applications', values: r.posts.map((p) => p.applications), tone: 'other' },
        ]}
        header={['Post', 'Views', 'Visitors', 'Leads', 'Applications']}
        rows={r.posts.map((p) => [
          p.title ?? `/blog/${p.slug}`,
          p.views,
          p.visitors,
          p.leads,
          p.applications,
        ])}
        file={fileOf(r.range, 'posts')}
      />
      <ReportFigure
        id="pages"
        title="Pages"
        labels={r.pages.map((p) => p.path)}
        series={[
          { label: 'This period', values: r.pages.map((p) => p.views), tone: 'current' },
          { label: 'Period before', values: r.pages.map((p) => p.previousViews), tone: 'previous' },
        ]}
        header={['Page', 'Views', 'Visitors', 'Views, period before']}
        rows={r.pages.map((p) => [p.path, p.views, p.visitors, p.previousViews])}
        file={fileOf(r.range, 'pages')}
      />
      <ReportFigure
        id="referrers"
        title="Top referring sites"
        labels={r.referrers.map((x) => x.host)}
        series={[
          { label: 'This period', values: r.referrers.map((x) => x.views), tone: 'current' },
          {
            label: 'Period before',
            values: r.referrers.map((x) => x.previousViews),
            tone: 'previous',
          },
        ]}
        header={['Site', 'Views', 'Visitors', 'Views, period before']}
        rows={r.referrers.map((x) => [x.host, x.views, x.visitors, x.previousViews])}
        file={fileOf(r.range, 'referrers')}
      />
      <ReportFigure
        id="campaigns"
        title="Top campaigns"
        note="Arrivals with utm_source/utm_campaign (or ref) in the address."
        labels={r.campaigns.map((c) => c.campaign || c.source)}
        series={[{ label: 'Views', values: r.campaigns.map((c) => c.views), tone: 'current' }]}
        header={['Campaign', 'Source', 'Medium', 'Views', 'Visitors']}
        rows={r.campaigns.map((c) => [c.campaign || '—', c.source, c.medium, c.views, c.visitors])}
        file={fileOf(r.range, 'campaigns')}
      />
    </>
  );
}
