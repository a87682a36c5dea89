/**
 * The pages of a day's work after signing in, as one chunk (see `dayPages` in admin-routes.tsx):
 * the layout, Dashboard, Overview, an application and a lead, with the sections other features
 * place in them (scheduling, issue 31; the staffing desk, issue 34; features stand alone).
 */
import { RequirePermission } from '../auth/require-admin';
import { UnmatchedPage } from '../features/conversations/unmatched-page';
import { ConsultationCall } from '../features/interviews/consultation-call';
import { InterviewsPanel } from '../features/interviews/interviews-panel';
import { ScheduleInterviewDialog } from '../features/interviews/schedule-interview-dialog';
import type { ScheduleFromAnswer } from '../features/staffing/client-answer';
import { MakeClientButton } from '../features/staffing/make-client-button';
import { SubmitToClientPanel } from '../features/staffing/submit-to-client-panel';
import { ApplicationPage } from '../features/workspace/application-page';
import { InquiryPage } from '../features/workspace/inquiry-page';

export { AdminLayout } from './admin-layout';
export { DashboardPage } from '../dashboard/dashboard-page';
export { OverviewPage } from '../features/workspace/overview-page';

/** "Schedule at this time" on a client's answer: the application's own scheduling form. */
export const scheduleFromAnswer: ScheduleFromAnswer = (request) => (
  <ScheduleInterviewDialog
    applicationId={request.applicationId}
    open
    onClose={request.onClose}
    onScheduled={request.onScheduled}
    forClient={{
      submittalId: request.submittalId,
      startsAt: request.startsAt,
      clientName: request.clientName,
    }}
  />
);

export function UnmatchedRoute() {
  return (
    <RequirePermission permission="inbox">
      <UnmatchedPage />
    </RequirePermission>
  );
}

export function ApplicationRoute() {
  return (
    <RequirePermission permission="applications">
      <ApplicationPage
        interviews={<InterviewsPanel />}
        submittals={<SubmitToClientPanel schedule={scheduleFromAnswer} />}
      />
    </RequirePermission>
  );
}

export function ContactRoute() {
  return (
    <RequirePermission permission="inquiries">
      <InquiryPage kind="contact" client={<MakeClientButton kind="contact" />} />
    </RequirePermission>
  );
}

export function ConsultationRoute() {
  return (
    <RequirePermission permission="inquiries">
      <InquiryPage
        kind="consultation"
        call={<ConsultationCall />}
        client={<MakeClientButton kind="consultation" />}
      />
    </RequirePermission>
  );
}
