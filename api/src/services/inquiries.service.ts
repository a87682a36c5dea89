/** Contact messages and consultation requests for the team: a form's list by filters, its CSV. */
import type { ConsultationRequest } from '@northbeam/shared/contract/consultation';
import type { ContactSubmission } from '@northbeam/shared/contract/contact';
import { listInquiries, type InquiryListFilter, type InquiryTable } from '../db/inquiries.queries';
import type { Db } from '../db/connection';
import type { ListTotals } from '../db/list';
import {
  cellsOf,
  everyRow,
  INQUIRY_CSV,
  inquiryCells,
  type CsvExport,
} from '../presenters/csv.presenter';
import {
  presentConsultationForAdmin,
  presentContactForAdmin,
} from '../presenters/entities.presenter';
import type { Listed } from './public-reads.service';

export type InquiryForm = 'contact' | 'consultation';
export type InquiryFilter = Omit<InquiryListFilter, 'totals'>;

/** Where each form's submissions are kept. */
export const INQUIRY_TABLES: Record<InquiryForm, InquiryTable> = {
  contact: 'contact_submissions',
  consultation: 'consultation_requests',
};

export function createInquiries(deps: { db: Db; totals?: ListTotals | undefined }) {
  const { db, totals } = deps;
  return {
    async list(
      form: InquiryForm,
      filter: InquiryFilter,
    ): Promise<Listed<ContactSubmission | ConsultationRequest>> {
      const { rows, total } = await listInquiries(db, INQUIRY_TABLES[form], { ...filter, totals });
      const present: (row: (typeof rows)[number]) => ContactSubmission | ConsultationRequest =
        form === 'contact' ? presentContactForAdmin : presentConsultationForAdmin;
      return { items: rows.map((row) => present(row)), total };
    },

    /** Every submission of the form matching the filters, as CSV rows. */
    export(form: InquiryForm, filter: Omit<InquiryFilter, 'page' | 'limit'>): CsvExport {
      const rows = everyRow((page, limit) =>
        listInquiries(db, INQUIRY_TABLES[form], { ...filter, page, limit }).then((r) => r.rows),
      );
      return { header: INQUIRY_CSV, rows: cellsOf(rows, inquiryCells) };
    },
  };
}

export type Inquiries = ReturnType<typeof createInquiries>;
