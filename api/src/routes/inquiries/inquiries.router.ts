/** Contact submissions and consultation requests: public create, admin list and status update. */
import { randomUUID } from 'node:crypto';
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
import { withoutBotTrap } from '@northbeam/shared/contract/bot-trap';
import { pageQuery, searchParam } from '@northbeam/shared/contract/pagination';
import {
  inquiryInserter,
  listInquiries,
  updateInquiryStatus,
  type InquiryRow,
  type InquiryTable,
} from '../../db/inquiries.queries';
import type { AppDeps } from '../../deps';
import { notFound } from '../../middleware/http-errors';
import { clientIp } from '../../middleware/client-ip';
import { requireAdmin } from '../../middleware/require-admin';
import { trustedOrigins } from '../../middleware/csrf';
import { idParam, parseBody, parseQuery } from '../../middleware/validate';
import { presentConsultation, presentContact } from '../../presenters/entities.presenter';
import { audit } from '../../services/audit.service';
import { isTrappedBot, limitForm, resolveSecurity } from '../../services/rate-limit.service';
import { noStore, setPageHeaders } from '../paging';

interface InquiryKind {
  form: 'contact' | 'consultation';
  prefix: string;
  table: InquiryTable;
  input: typeof contactInput | typeof consultationInput;
  status: typeof contactStatus | typeof consultationStatus;
  statusUpdate: z.ZodType<{ status: string }>;
  present: (row: InquiryRow) => unknown;
  notFound: string;
}

function unsavedInquiry(data: {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  company: string;
  message: string;
}): InquiryRow {
  return {
    id: randomUUID(),
    first_name: data.firstName,
    last_name: data.lastName,
    email: data.email,
    phone: data.phone ?? '',
    company: data.company,
    message: data.message,
    status: 'new',
    created_at: new Date(),
  };
}

function inquiryRouter(kind: InquiryKind, { db, config }: AppDeps) {
  const router = new Router({ prefix: kind.prefix });
  const admin = requireAdmin(trustedOrigins(config));
  const security = resolveSecurity(config.security);
  const listQuery = pageQuery.extend({ status: kind.status.optional(), q: searchParam });
  const insert = inquiryInserter(db, kind.table);

  router.post('/', async (ctx) => {
    await limitForm(ctx, db, security, kind.form, clientIp(ctx));
    const data = parseBody(ctx, kind.input);
    ctx.status = 201;
    if (isTrappedBot(ctx, security, kind.form, data)) {
      // The same answer as a stored one, so a bot learns nothing; nothing is stored.
      ctx.body = kind.present(unsavedInquiry(data));
      return;
    }
    ctx.body = kind.present(await insert(withoutBotTrap(data)));
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
    const row = await db.transaction(async (trx) => {
      const updated = await updateInquiryStatus(trx, kind.table, id, status);
      if (updated) {
        await audit(trx, ctx, `${kind.form}.status`, {
          entityType: kind.form,
          entityId: id,
          details: { status },
        });
      }
      return updated;
    });
    if (!row) throw notFound(kind.notFound);
    ctx.body = kind.present(row);
  });

  return router;
}

export const contactRouter = (deps: AppDeps) =>
  inquiryRouter(
    {
      form: 'contact',
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
      form: 'consultation',
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
