import { listQuery } from '../../ui/list/use-paged-list';
import { useCallback } from 'react';
import type { AdminListOptions } from '../../../api-client/admin-api';
import { CONSULTATION_STATUSES, type ConsultationStatus } from '../../../contract/constants';
import { MESSAGES } from '../../../contract/messages';
import { useAdminApi } from '../../app/admin-platform-context';
import { InquiryList } from './inquiry-list';
import { ROUTE_SHAPES } from '../../../contract/route-shapes';
import { adminPaths } from '../../app/admin-paths';

export function ConsultationsList() {
  const api = useAdminApi();
  const fetchPage = useCallback(
    (options: AdminListOptions) =>
      api.consultation.list({ query: listQuery(options, CONSULTATION_STATUSES) }),
    [api],
  );
  return (
    <InquiryList
      title="Consultation Requests"
      noun="consultation requests"
      pagerLabel="Consultation requests"
      rowTestId="consultation-row"
      statuses={CONSULTATION_STATUSES}
      searchPlaceholder="Search name, email, company, message"
      emailHeader="Email"
      fetchPage={fetchPage}
      fetchError={MESSAGES.dashboard.fetchConsultations}
      updateStatus={(id: string, status: ConsultationStatus) =>
        api.consultation.updateStatus({ params: { id }, body: { status } })
      }
      updateError={MESSAGES.dashboard.updateStatus}
      exportPath={ROUTE_SHAPES.exports.consultations.path}
      exportName="consultation-requests"
      detailPath={adminPaths.consultation}
      setSpam={(id: string, spam: boolean) =>
        api.consultation.setSpam({ params: { id }, body: { spam } })
      }
    />
  );
}
