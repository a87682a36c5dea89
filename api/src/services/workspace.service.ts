/**
 * The workspace of a submission: notes (plain text, each also kept in the audit log), the
 * assignee (someone whose role sees that kind) and the activity timeline, assembled from the
 * record itself, its audit entries and the e-mails it caused.
 */
import type { Actor, StaffActor } from '../http/actor';
import {
  OUTBOX_STATE_LABELS,
  OUTBOX_STATES,
  OUTBOX_TOPIC_LABELS,
  type SubmissionKind,
} from '@northbeam/shared/contract/notifications';
import { can, ROLE_LABELS, SUBMISSION_PERMISSION } from '@northbeam/shared/contract/roles';
import { statusLabel } from '@northbeam/shared/contract/status-labels';
import type { ConversationMessage } from '@northbeam/shared/contract/conversations';
import type { ActivityEntry, Note, StaffRef } from '@northbeam/shared/contract/workspace';
import { staffNamesByEmail, findStaffById } from '../db/staff.queries';
import { findApplication } from '../db/applications.queries';
import type { Db } from '../db/connection';
import { findInquiry } from '../db/inquiries.queries';
import {
  auditTrail,
  findAssignee,
  insertNote,
  listNotes,
  messagesAbout,
  otherApplications,
  setAssignee,
  type AuditTrailRow,
  type NoteRow,
  type SentRow,
} from '../db/workspace.queries';
import { badRequest } from '../http/http-errors';
import {
  presentApplicationForAdmin,
  presentConsultationForAdmin,
  presentContactForAdmin,
} from '../presenters/entities.presenter';
import { presentAttribution } from './attribution.service';
import { audit } from './audit.service';
import type { Conversations } from './conversations/conversations.service';

const KIND_LABELS: Record<SubmissionKind, string> = {
  application: 'job applications',
  contact: 'contact messages',
  consultation: 'consultation requests',
};

export const presentNote = (row: NoteRow): Note => ({
  _id: row.id,
  body: row.body,
  author: {
    _id: row.author_id,
    email: row.author_email,
    name: row.author_name ?? row.author_email,
  },
  createdAt: new Date(row.created_at).toISOString(),
});

const iso = (d: Date | string) => new Date(d).toISOString();

function fromAudit(kind: SubmissionKind, row: AuditTrailRow): ActivityEntry | undefined {
  const by = row.staff_email || null;
  const at = iso(row.created_at);
  const d = row.details ?? {};
  switch (row.action) {
    case `${kind}.status`:
      return { kind: 'status', text: `Status set to ${statusLabel(String(d.status))}`, by, at };
    case `${kind}.spam`:
      return { kind: 'spam', text: 'Marked as spam', by, at };
    case `${kind}.not-spam`:
      return { kind: 'spam', text: 'Marked as not spam', by, at };
    case `${kind}.note`:
      return { kind: 'note', text: 'Note added', by, at };
    case `${kind}.assign`:
      return {
        kind: 'assigned',
        text: d.assigneeEmail
          ? `Assigned to ${String(d.assigneeName ?? d.assigneeEmail)}`
          : 'Unassigned',
        by,
        at,
      };
    // The candidate's status page (the candidate acts: `by` stays empty).
    case 'application.withdraw':
      return {
        kind: 'status',
        text: `Withdrawn by the candidate from their status page${d.reason ? `: “${String(d.reason)}”` : ' (no reason given)'}`,
        by,
        at,
      };
    // A new link and the confirmation of a deletion show as their e-mails (from the outbox).
    case 'application.status-link.revoke':
      return { kind: 'status', text: "Candidate's status page link revoked", by, at };
    case 'application.resume.download':
      return { kind: 'download', text: `Resume downloaded (${String(d.file ?? 'file')})`, by, at };
    case 'application.resume.view':
      // One line a person and day (see auditTrail), with how many times.
      return row.count > 1
        ? {
            kind: 'download',
            text: `Resume viewed ${row.count} times (${String(d.file ?? 'file')})`,
            by,
            at,
            count: row.count,
          }
        : { kind: 'download', text: `Resume viewed (${String(d.file ?? 'file')})`, by, at };
    // The staffing desk (issue 34).
    case 'application.submittal':
      return {
        kind: 'submittal',
        text: `Submitted to ${String(d.client)} for ${String(d.job)} (blind resume)`,
        by,
        at,
      };
    case 'application.client-answer':
      return {
        kind: 'submittal',
        text: `${String(d.client)} answered "${String(d.decisionLabel)}" for ${String(d.job)}${d.reason ? `: ${String(d.reason)}` : ''}${d.note ? ` (“${String(d.note)}”)` : ''}`,
        by: null,
        at,
      };
    case 'submittal.status':
      return { kind: 'submittal', text: `${String(d.job)}: ${String(d.status)}`, by, at };
    case 'application.placement':
      return {
        kind: 'submittal',
        text: `Placed on ${String(d.job)}, starting ${String(d.startDate)}`,
        by,
        at,
      };
    default:
      return undefined;
  }
}

function fromOutbox(row: SentRow): ActivityEntry | undefined {
  if (row.channel !== 'email') return undefined;
  const topic = OUTBOX_TOPIC_LABELS[row.topic] ?? row.topic;
  const state = OUTBOX_STATE_LABELS[row.state] ?? row.state;
  const fromTeam = row.topic === 'personal';
  return {
    kind: 'email',
    text: fromTeam
      ? `E-mail "${row.subject}" to ${row.recipient}: ${state}`
      : `${topic} e-mail "${row.subject}" to ${row.recipient}: ${state}`,
    by: fromTeam ? row.reply_to : null,
    at: iso(row.sent_at ?? row.created_at),
    ...(OUTBOX_STATES.includes(row.state) ? { state: row.state } : {}),
  };
}

function fromReply(message: ConversationMessage): ActivityEntry {
  const what = message.bounce
    ? 'Delivery failure report'
    : message.automatic
      ? 'Automatic reply'
      : 'Reply';
  return {
    kind: 'email',
    text: `${what} "${message.subject}" from ${message.from}${message.unexpectedSender ? ' (unexpected sender)' : ''}`,
    by: null,
    at: message.sentAt,
  };
}

export interface SubjectSummary {
  receivedAt: Date;
  receivedText: string;
}

export function createWorkspace(deps: {
  db: Db;
  /** The item's messages, whose turn it is, a bounce of its address. */
  conversations: Pick<Conversations, 'ofItem'>;
}) {
  const { db, conversations } = deps;
  /** The record's arrival, or undefined when it does not exist. */
  async function subject(kind: SubmissionKind, id: string): Promise<SubjectSummary | undefined> {
    if (kind === 'application') {
      const row = await findApplication(db, id);
      return (
        row && {
          receivedAt: row.applied_at,
          receivedText: `Applied for ${row.job_title ?? 'a job since deleted'}`,
        }
      );
    }
    const table = kind === 'contact' ? 'contact_submissions' : 'consultation_requests';
    const row = await findInquiry(db, table, id);
    return (
      row && {
        receivedAt: row.created_at,
        receivedText: kind === 'contact' ? 'Message received' : 'Consultation requested',
      }
    );
  }

  /** Notes, assignee and timeline of an existing record. */
  async function workspace(kind: SubmissionKind, id: string, received: SubjectSummary) {
    const [notes, assignee, trail, sent, conversation] = [
      await listNotes(db, id),
      await findAssignee(db, kind, id),
      await auditTrail(db, kind, id),
      await messagesAbout(db, id),
      await conversations.ofItem(kind, id),
    ];
    const activity: ActivityEntry[] = [
      ...trail.map((row) => fromAudit(kind, row)),
      ...sent.map(fromOutbox),
      // The other half: what the person (or their mail system) sent back.
      ...conversation.messages.filter((m) => m.direction === 'in').map(fromReply),
      { kind: 'received', text: received.receivedText, by: null, at: iso(received.receivedAt) },
    ].filter((entry): entry is ActivityEntry => entry !== undefined);
    activity.sort((a, b) => b.at.localeCompare(a.at));
    // People by their names; an address stays for someone no longer on the team.
    const names = await staffNamesByEmail(
      db,
      activity.flatMap((a) => (a.by ? [a.by] : [])),
    );
    for (const entry of activity) {
      if (entry.by) entry.by = names.get(entry.by.toLowerCase()) || entry.by;
    }
    const ref: StaffRef | null = assignee
      ? { _id: assignee.id, name: assignee.name, email: assignee.email }
      : null;
    return {
      assignee: ref,
      notes: notes.map(presentNote),
      activity,
      ...conversation,
    };
  }

  /** The record in its admin shape plus its workspace, or undefined when it does not exist. */
  async function detail(kind: SubmissionKind, id: string) {
    if (kind === 'application') {
      const row = await findApplication(db, id);
      if (!row) return undefined;
      const received = { receivedAt: row.applied_at, receivedText: '' };
      const summary = (await subject(kind, id)) ?? received;
      const others = await otherApplications(db, row.email, id);
      return {
        ...presentApplicationForAdmin(row),
        ...(await workspace(kind, id, summary)),
        attribution: await presentAttribution(db, row),
        otherApplications: others.map((o) => ({
          _id: o.id,
          jobTitle: o.job_title,
          status: o.status,
          appliedAt: new Date(o.applied_at).toISOString(),
        })),
      };
    }
    const table = kind === 'contact' ? 'contact_submissions' : 'consultation_requests';
    const row = await findInquiry(db, table, id);
    if (!row) return undefined;
    const summary = (await subject(kind, id))!;
    const shown =
      kind === 'contact' ? presentContactForAdmin(row) : presentConsultationForAdmin(row);
    return {
      ...shown,
      ...(await workspace(kind, id, summary)),
      attribution: await presentAttribution(db, row),
    };
  }

  return {
    workspace,
    detail,
    subject,

    async addNote(actor: StaffActor, kind: SubmissionKind, id: string, body: string) {
      if (!(await subject(kind, id))) return undefined;
      return db.transaction(async (trx) => {
        const row = await insertNote(trx, {
          kind,
          subjectId: id,
          authorId: actor.staffId,
          authorEmail: actor.email,
          body,
        });
        await audit(trx, actor, `${kind}.note`, {
          entityType: kind,
          entityId: id,
          details: { noteId: row.id, body },
        });
        const author = await findStaffById(trx, actor.staffId);
        return presentNote({ ...row, author_name: author?.name ?? null });
      });
    },

    /** Gives the record to someone whose role sees it, or to nobody; false when it does not exist. */
    async assign(actor: Actor, kind: SubmissionKind, id: string, assigneeId: string | null) {
      let assignee: { email: string; name: string } | null = null;
      if (assigneeId) {
        const person = await findStaffById(db, assigneeId);
        if (!person || person.deactivated_at) {
          const message = 'No active person of the team with this id';
          throw badRequest(message, { assigneeId: message });
        }
        if (!can(person.role, SUBMISSION_PERMISSION[kind])) {
          const message = `${person.name} (${ROLE_LABELS[person.role]}) cannot see ${KIND_LABELS[kind]}`;
          throw badRequest(message, { assigneeId: message });
        }
        assignee = { email: person.email, name: person.name };
      }
      return db.transaction(async (trx) => {
        if (!(await setAssignee(trx, kind, id, assigneeId))) return false;
        await audit(trx, actor, `${kind}.assign`, {
          entityType: kind,
          entityId: id,
          details: {
            assigneeId,
            assigneeEmail: assignee?.email ?? null,
            assigneeName: assignee?.name ?? null,
          },
        });
        return true;
      });
    },
  };
}

export type Workspace = ReturnType<typeof createWorkspace>;
