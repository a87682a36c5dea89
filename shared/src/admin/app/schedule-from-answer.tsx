import { ScheduleInterviewDialog } from '../features/interviews/schedule-interview-dialog';
import type { ScheduleFromAnswer } from '../features/staffing/client-answer';

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
