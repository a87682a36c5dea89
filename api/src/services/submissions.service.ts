/**
 * The public forms' submissions (contact message, consultation request, job application), one
 * path for every way they arrive: the JSON and multipart calls of the API and the native form
 * posts of the site's pages. Each is rate limited per client address, validated with the
 * contract's schema, marked when it looks like spam, and stored with the messages it causes (the
 * staff's notification, the sender's acknowledgement, webhook events) in one transaction:
 * acknowledged means stored, and announced.
 */
import { gatherAttribution } from '@northbeam/shared/contract/attribution';
import { withoutBotTrap } from '@northbeam/shared/contract/bot-trap';
import { consultationInput } from '@northbeam/shared/contract/consultation';
import { contactInput } from '@northbeam/shared/contract/contact';
import type { DbOrTrx } from '../db/connection';
import { inquiryInserter, type InquiryRow } from '../db/inquiries.queries';
import type { Logger } from 'pino';
import type { SecurityConfig } from '../config/config';
import type { Db } from '../db/connection';
import type { Storage } from '../storage/storage';
import type { Actor } from '../http/actor';
import type { UploadedFile } from '../http/uploaded-file';
import { parse } from '../http/parse';
import { submitApplication } from './application.service';
import { addressKeyer, type AddressKey } from './address-key';
import { attributionColumns } from './attribution.service';
import type { Announcer } from './notifications/announcer';
import { applicationSubmission, inquirySubmission } from './notifications/submission-view';
import { limitForm, submissionSpamMark } from './rate-limit.service';

export type InquiryForm = 'contact' | 'consultation';

export interface Submissions {
  /** Validates and stores a contact message or consultation request (429 past the limit). */
  inquiry(actor: Actor, form: InquiryForm, body: unknown): Promise<InquiryRow>;
  /** The application limit, checked before the upload is read (a flood costs a row, not 5 MB). */
  limitApplication(actor: Actor): Promise<void>;
  /** Validates and stores an application and its resume; answers its id. */
  application(
    actor: Actor,
    jobId: string,
    fields: unknown,
    resume: UploadedFile | undefined,
  ): Promise<string>;
}

const INPUTS = { contact: contactInput, consultation: consultationInput } as const;

export function createSubmissions(deps: {
  db: Db;
  storage: Storage;
  logger: Logger;
  security: SecurityConfig;
  announcer: Announcer;
  /** After an application is committed (its resume's text is extracted in the background). */
  applicationStored?: () => void;
  /** The site's public origin (a Referer there is one of our pages, not a referring site). */
  publicUrl?: string | undefined;
  /** The form limits count a keyed hash of the visitor's address, never the address. */
  addressKey?: AddressKey;
}): Submissions {
  const { db, storage, logger, security, announcer, publicUrl } = deps;
  const addressKey = deps.addressKey ?? addressKeyer(undefined);
  // Submissions arriving together share one INSERT and one transaction with their messages
  // (see db/coalesced-insert.ts).
  const announce =
    (form: InquiryForm) => (trx: DbOrTrx, inserted: Array<{ row: InquiryRow; meta: string }>) =>
      announcer.submissions(
        trx,
        inserted.map(({ row }) => inquirySubmission(form, row)),
        inserted[0]?.meta ?? '',
      );
  const insert = {
    contact: inquiryInserter(db, 'contact_submissions', announce('contact')),
    consultation: inquiryInserter(db, 'consultation_requests', announce('consultation')),
  };
  return {
    async inquiry(actor, form, body) {
      await limitForm(db, security, form, addressKey(actor.ip));
      // A native form post's flat attribution fields are its `attribution`.
      const data = parse(INPUTS[form], gatherAttribution(body ?? {}));
      const spam = submissionSpamMark(logger, actor, security, form, data);
      const attribution = await attributionColumns(db, actor, data.attribution, publicUrl);
      // Suspected spam is stored too, marked for the dashboard's Spam filter (and not announced).
      const row = await insert[form](
        { ...withoutBotTrap(data), spam, announced: spam === null, attribution },
        actor.origin,
      );
      announcer.committed();
      return row;
    },
    limitApplication: (actor) => limitForm(db, security, 'application', addressKey(actor.ip)),
    async application(actor, jobId, fields, resume) {
      const spam = submissionSpamMark(logger, actor, security, 'application', fields);
      const id = await submitApplication(
        db,
        storage,
        jobId,
        fields,
        resume,
        spam,
        (trx, row) => announcer.submissions(trx, [applicationSubmission(row)], actor.origin),
        (input) => attributionColumns(db, actor, input, publicUrl),
      );
      announcer.committed();
      deps.applicationStored?.();
      return id;
    },
  };
}
