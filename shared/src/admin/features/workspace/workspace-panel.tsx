/**
 * Beside a submission: who handles it, the team's notes and everything that happened to it.
 * The same for applications (recruiters) and leads (sales). E-mails are written in the item's
 * conversation (conversation-section.tsx).
 */
import { useLocation } from 'react-router-dom';
import type { SubmissionKind } from '../../../contract/notifications';
import type { ActivityEntry, Note, StaffRef } from '../../../contract/workspace';
import { Banner } from '../../ui/banner';
import { formatDateTime } from '../../ui/format-date';
import { AssigneeSection } from './assignee-section';
import { NotesSection } from './notes-section';
import { usePanelAction } from './use-panel-action';
import './workspace.css';

export type { EmailTemplate } from './email-templates';

export interface WorkspaceData {
  assignee: StaffRef | null;
  notes: Note[];
  activity: ActivityEntry[];
}

export function WorkspacePanel({
  kind,
  data,
  addNote,
  assign,
}: {
  kind: SubmissionKind;
  data: WorkspaceData;
  addNote: (body: string) => Promise<void>;
  assign: (assigneeId: string | null) => Promise<void>;
}) {
  const action = usePanelAction();
  // The item's page: what is typed and not sent yet is kept for it (and only it).
  const { pathname: draftKey } = useLocation();
  return (
    <aside className="admin-workspace" aria-label="Workspace">
      {action.error && <Banner kind="error">{action.error}</Banner>}
      <p role="status" aria-live="polite" className="admin-muted">
        {action.status}
      </p>
      <AssigneeSection kind={kind} assignee={data.assignee} assign={assign} action={action} />
      <NotesSection
        key={`note:${draftKey}`}
        notes={data.notes}
        addNote={addNote}
        draftKey={draftKey}
        action={action}
      />
      <section className="admin-card admin-card--padded" aria-labelledby="workspace-activity">
        <h2 id="workspace-activity">Activity</h2>
        <ol className="admin-workspace__timeline">
          {data.activity.map((a, i) => (
            <li
              key={`${a.at}-${i}`}
              className={`admin-workspace__event admin-workspace__event--${a.kind}`}
            >
              <span>{a.text}</span>
              <span className="admin-workspace__meta">
                {a.by ? `${a.by} · ` : ''}
                <time dateTime={a.at}>{formatDateTime(a.at)}</time>
              </span>
            </li>
          ))}
        </ol>
      </section>
    </aside>
  );
}
