/** Recruiting: applications per source, the funnel per job, time to hire and in each status, source of hire. */
import type { RecruitingReport } from '../../../contract/reports';
import { statusLabel } from '../../../contract/status-labels';
import { rate, days, change, Headline, fileOf } from './report-format';
import { ReportFigure } from './report-figure';

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
