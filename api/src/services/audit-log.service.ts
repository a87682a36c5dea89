/** Reading the audit log (owners and administrators): a page by filters, or every row as CSV. */
import type { AuditEntry } from '@northbeam/shared/contract/admin';
import { allAudit, listAudit, type AuditFilter } from '../db/audit.queries';
import type { Db } from '../db/connection';
import type { ListParams, ListTotals } from '../db/list';
import { presentAudit } from '../presenters/audit.presenter';
import { AUDIT_CSV, auditCells, cellsOf, type CsvExport } from '../presenters/csv.presenter';
import type { Listed } from './public-reads.service';

export function createAuditLog(deps: { db: Db; totals?: ListTotals | undefined }) {
  const { db, totals } = deps;
  return {
    async list(filter: AuditFilter & ListParams): Promise<Listed<AuditEntry>> {
      const { rows, total } = await listAudit(db, { ...filter, totals });
      return { items: rows.map(presentAudit), total };
    },
    /** Every matching entry, newest first, as CSV rows. */
    export(filter: AuditFilter): CsvExport {
      return { header: AUDIT_CSV, rows: cellsOf(allAudit(db, filter), auditCells) };
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
