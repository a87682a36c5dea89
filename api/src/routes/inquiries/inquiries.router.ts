/** Contact submissions and consultation requests: public create, admin list and status update. */
import Router from '@koa/router';
import type { z } from 'zod';
import {
  consultationInput,
  consultationStatus,
  consultationStatusUpdate,
} from '@northbeam/shared/contract/consultation';
import {
  contactInput,
  contactStatus,
  contactStatusUpdate,
} from '@northbeam/shared/contract/contact';
import { pageQuery, searchParam } from '@northbeam/shared/contract/pagination';
import {
  insertInquiry,
  listInquiries,
  updateInquiryStatus,
  type InquiryRow,
  type InquiryTable,
} from '../../db/inquiries.queries';
import type { AppDeps } from '../../deps';
import { notFound } from '../../middleware/http-errors';
import { requireAdmin } from '../../middleware/require-admin';
import { idParam, parseBody, parseQuery } from '../../middleware/validate';
import { presentConsultation, presentContact } from '../../presenters/entities.presenter';
import { noStore, setPageHeaders } from '../paging';

interface InquiryKind {
  prefix: string;
  table: InquiryTable;
  input: typeof contactInput | typeof consultationInput;
  status: typeof contactStatus | typeof consultationStatus;
  statusUpdate: z.ZodType<{ status: string }>;
  present: (row: InquiryRow) => unknown;
  notFound: string;
}

function inquiryRouter(kind: InquiryKind, { db, config }: AppDeps) {
  const router = new Router({ prefix: kind.prefix });
  const admin = requireAdmin(config.publicUrl ? [config.publicUrl] : []);
  const listQuery = pageQuery.extend({ status: kind.status.optional(), q: searchParam });

  router.post('/', async (ctx) => {
    const data = parseBody(ctx, kind.input);
    ctx.status = 201;
    ctx.body = kind.present(await insertInquiry(db, kind.table, data));
  });

  router.get('/', admin, async (ctx) => {
    const query = parseQuery(ctx, listQuery);
    const { rows, total } = await listInquiries(db, kind.table, query);
    noStore(ctx);
    setPageHeaders(ctx, total, query.page, query.limit);
    ctx.body = rows.map(kind.present);
  });

  router.put('/:id', admin, async (ctx) => {
    const id = idParam(ctx, kind.notFound);
    const { status } = parseBody(ctx, kind.statusUpdate);
    const row = await updateInquiryStatus(db, kind.table, id, status);
    if (!row) throw notFound(kind.notFound);
    ctx.body = kind.present(row);
  });

  return router;
}

export const contactRouter = (deps: AppDeps) =>
  inquiryRouter(
    {
      prefix: '/api/contact',
      table: 'contact_submissions',
      input: contactInput,
      status: contactStatus,
      statusUpdate: contactStatusUpdate,
      present: presentContact,
      notFound: 'Contact submission not found',
    },
    deps,
  );

export const consultationRouter = (deps: AppDeps) =>
  inquiryRouter(
    {
      prefix: '/api/consultation',
      table: 'consultation_requests',
      input: consultationInput,
      status: consultationStatus,
      statusUpdate: consultationStatusUpdate,
      present: presentConsultation,
      notFound: 'Consultation request not found',
    },
    deps,
  );
