/** Leads: contact messages and consultation requests per source and campaign, first-response times. */
import type { LeadsReport, ResponseTimes } from '../../../contract/reports';
import { pct, hours, change, Headline, fileOf } from './report-format';
import { ReportFigure } from './report-figure';

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
