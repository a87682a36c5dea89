/** A job order's terms as the desk shows them: margin computed, rates hidden from whom they must be. */
import type { JobOrder } from '@northbeam/shared/contract/staffing';
import type { JobRow } from '../../db/jobs.queries';

const num = (v: string | number | null) => (v === null ? null : Number(v));
const round2 = (n: number) => Math.round(n * 100) / 100;

export function presentJobOrder(row: JobRow, ratesVisible: boolean): JobOrder {
  const bill = num(row.bill_rate);
  const pay = num(row.pay_rate);
  const margin = bill !== null && pay !== null ? round2(bill - pay) : null;
  return {
    _id: row.id,
    title: row.title,
    isActive: row.is_active,
    postedDate: new Date(row.posted_date).toISOString(),
    clientId: row.client_id,
    clientName: row.client_name,
    openings: row.openings,
    confidential: row.confidential,
    billRate: ratesVisible ? bill : null,
    payRate: ratesVisible ? pay : null,
    feePercent: ratesVisible ? num(row.fee_percent) : null,
    margin: ratesVisible ? margin : null,
    marginPercent: ratesVisible && margin !== null && bill ? round2((margin / bill) * 100) : null,
    ratesVisible,
  };
}
