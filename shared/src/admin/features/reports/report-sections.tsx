/**
 * The three reports, each a few figures (chart + table + CSV) and headline numbers. The numbers'
 * definitions are on the page, as the README states them.
 */
import type { ReactNode } from 'react';
import type {
  ContentReport,
  LeadsReport,
  RecruitingReport,
  ReportRange,
  ResponseTimes,
} from '../../../contract/reports';
import { statusLabel } from '../../../contract/status-labels';
import { ReportFigure } from './report-figure';

const pct = (n: number | null) => (n === null ? '—' : `${Math.round(n * 100)}%`);
const rate = (part: number, whole: number) =>
  whole ? `${Math.round((part / whole) * 100)}%` : '—';
const days = (n: number | null) => (n === null ? '—' : `${n} days`);
const hours = (n: number | null) => (n === null ? '—' : `${n} h`);
const change = (now: number, before: number) =>
  before === 0
    ? now === 0
      ? ''
      : ' (new)'
    : ` (${now >= before ? '+' : ''}${Math.round(((now - before) / before) * 100)}%)`;

function Headline({ items }: { items: Array<[string, ReactNode]> }) {
  return (
    <dl className="report-headline">
      {items.map(([label, value]) => (
        <div key={label} className="report-headline__item">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const fileOf = (range: ReportRange, name: string) => `${name}-${range.from}-to-${range.to}`;

export function RecruitingSection({ report: r }: { report: RecruitingReport }) {
  const funnelRows = [{ jobTitle: 'All jobs', ...r.funnel.all }, ...r.funnel.byJob];
  return (
    <>
      <Headline
        items={[
          [
            'Applications',
            `${r.totals.applications}${change(r.totals.applications, r.totals.previousApplications)}`,
          ],
          ['Hires', `${r.totals.hires}${change(r.totals.hires, r.totals.previousHires)}`],
          ['Median time to hire', days(r.timeToHire.medianDays)],
          [
            'Before',
            `${r.totals.previousApplications} applications, ${r.totals.previousHires} hires`,
          ],
        ]}
      />
      <ReportFigure
        id="applications-by-source"
        title="Applications per source"
        note="Applications received in the period (spam left out), by where the applicant came from, compared with the period before."
        labels={r.bySource.map((s) => s.source)}
        series={[
          { label: 'This period', values: r.bySource.map((s) => s.applications), tone: 'current' },
          { label: 'Period before', values: r.bySource.map((s) => s.previous), tone: 'previous' },
        ]}
        header={['Source', 'Applications', 'Period before']}
        rows={r.bySource.map((s) => [s.source, s.applications, s.previous])}
        file={fileOf(r.range, 'applications-by-source')}
      />
      <ReportFigure
        id="funnel"
        title="Where candidates fall out"
        note="Of the applications received in the period, how many reached each stage so far (one moved straight to hired counts at every stage before), and the conversion from the stage before."
        labels={['Received', 'Reviewing', 'Interviewed', 'Hired']}
        series={[
          {
            label: 'Applications',
            values: [
              r.funnel.all.received,
              r.funnel.all.reviewing,
              r.funnel.all.interviewed,
              r.funnel.all.hired,
            ],
            tone: 'current',
          },
        ]}
        header={['Job', 'Received', 'Reviewing', '→ %', 'Interviewed', '→ %', 'Hired', '→ %']}
        rows={funnelRows.map((f) => [
          f.jobTitle,
          f.received,
          f.reviewing,
          rate(f.reviewing, f.received),
          f.interviewed,
          rate(f.interviewed, f.reviewing),
          f.hired,
          rate(f.hired, f.interviewed),
        ])}
        file={fileOf(r.range, 'funnel')}
      />
      <ReportFigure
        id="source-of-hire"
        title="Source of hire"
        note="Hires made in the period (their first move to Hired), by the source of their application."
        labels={r.sourceOfHire.map((s) => s.source)}
        series={[
          { label: 'This period', values: r.sourceOfHire.map((s) => s.hires), tone: 'current' },
          {
            label: 'Period before',
            values: r.sourceOfHire.map((s) => s.previous),
            tone: 'previous',
          },
        ]}
        header={['Source', 'Hires', 'Period before']}
        rows={r.sourceOfHire.map((s) => [s.source, s.hires, s.previous])}
        file={fileOf(r.range, 'source-of-hire')}
      />
      <ReportFigure
        id="time-in-status"
        title="Time in each status"
        note={`Median days an application stayed in a status, over the stays that ended in the period. Time to hire: median ${days(r.timeToHire.medianDays)} over ${r.timeToHire.hires} hires (period before: ${days(r.timeToHire.previousMedianDays)} over ${r.timeToHire.previousHires}).`}
        labels={r.timeInStatus.map((s) => statusLabel(s.status))}
        series={[
          {
            label: 'Median days',
            values: r.timeInStatus.map((s) => s.medianDays ?? 0),
            tone: 'other',
          },
        ]}
        header={['Status', 'Median days', 'Stays']}
        rows={r.timeInStatus.map((s) => [statusLabel(s.status), s.medianDays, s.stays])}
        file={fileOf(r.range, 'time-in-status')}
      />
    </>
  );
}

const responseRow = (label: string, t: ResponseTimes) => [
  label,
  t.leads,
  t.answered,
  t.medianHours,
  t.p90Hours,
  pct(t.withinOneBusinessDay),
  t.late,
];
const RESPONSE_HEADER = [
  'Who',
  'Leads',
  'Answered',
  'Median hours',
  '90th percentile hours',
  'Within one business day',
  'Late, unanswered',
];

export function LeadsSection({ report: r }: { report: LeadsReport }) {
  const t = r.firstResponse.overall;
  const total = r.totals.contacts + r.totals.consultations;
  const before = r.totals.previousContacts + r.totals.previousConsultations;
  return (
    <>
      <Headline
        items={[
          ['Leads', `${total}${change(total, before)}`],
          ['Median first response', hours(t.medianHours)],
          ['90th percentile', hours(t.p90Hours)],
          ['Answered within one business day', pct(t.withinOneBusinessDay)],
        ]}
      />
      <ReportFigure
        id="leads-by-source"
        title="Leads per source"
        note="Contact messages and consultation requests received in the period (spam left out), by where the person came from."
        labels={r.bySource.map((s) => s.source)}
        series={[
          { label: 'Contact messages', values: r.bySource.map((s) => s.contacts), tone: 'current' },
          {
            label: 'Consultation requests',
            values: r.bySource.map((s) => s.consultations),
            tone: 'other',
          },
          { label: 'Period before', values: r.bySource.map((s) => s.previous), tone: 'previous' },
        ]}
        header={['Source', 'Contact messages', 'Consultation requests', 'Period before']}
        rows={r.bySource.map((s) => [s.source, s.contacts, s.consultations, s.previous])}
        file={fileOf(r.range, 'leads-by-source')}
      />
      <ReportFigure
        id="leads-by-campaign"
        title="Leads per campaign"
        note="Leads whose visit came with a utm_campaign."
        labels={r.byCampaign.map((c) => c.campaign)}
        series={[
          {
            label: 'Leads',
            values: r.byCampaign.map((c) => c.contacts + c.consultations),
            tone: 'current',
          },
          { label: 'Period before', values: r.byCampaign.map((c) => c.previous), tone: 'previous' },
        ]}
        header={[
          'Campaign',
          'Source',
          'Medium',
          'Contact messages',
          'Consultation requests',
          'Period before',
        ]}
        rows={r.byCampaign.map((c) => [
          c.campaign,
          c.source,
          c.medium,
          c.contacts,
          c.consultations,
          c.previous,
        ])}
        file={fileOf(r.range, 'leads-by-campaign')}
      />
      <ReportFigure
        id="first-response"
        title="First response"
        note="First response: the team's first e-mail to the person from the lead's page, or its first status change, whichever came first. In time: by the same hour of the next business day (Monday to Friday in the company's time zone; from a Friday, the Monday; from a weekend, by the end of Monday). The share counts the leads answered or past that deadline."
        labels={r.firstResponse.byAssignee.map((a) => a.assignee ?? 'Unassigned')}
        series={[
          {
            label: 'Median hours',
            values: r.firstResponse.byAssignee.map((a) => a.medianHours ?? 0),
            tone: 'current',
          },
        ]}
        header={RESPONSE_HEADER}
        rows={[
          responseRow('Everyone', t),
          responseRow('Everyone, period before', r.firstResponse.previous),
          ...r.firstResponse.byAssignee.map((a) => responseRow(a.assignee ?? 'Unassigned', a)),
        ]}
        file={fileOf(r.range, 'first-response')}
      />
    </>
  );
}

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
