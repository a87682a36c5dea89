import { listQuery } from '../../ui/list/use-paged-list';
import { useCallback } from 'react';
import type { AdminListOptions } from '../../../api-client/admin-api';
import { CONTACT_STATUSES, type ContactStatus } from '../../../contract/constants';
import { MESSAGES } from '../../../contract/messages';
import { useAdminApi } from '../../app/admin-platform-context';
import { InquiryList } from './inquiry-list';
import { ROUTE_SHAPES } from '../../../contract/route-shapes';
import { adminPaths } from '../../app/admin-paths';

export function ContactsList() {
  const api = useAdminApi();
  const fetchPage = useCallback(
    (options: AdminListOptions) =>
      api.contact.list({ query: listQuery(options, CONTACT_STATUSES) }),
    [api],
  );
  return (
    <InquiryList
      title="Contact Submissions"
      noun="contact submissions"
      pagerLabel="Contact submissions"
      rowTestId="contact-row"
      statuses={CONTACT_STATUSES}
      searchPlaceholder="Search name, email, company, message"
      emailHeader="Contact"
      emailDetail={(c) => <div className="admin-muted">{c.phone}</div>}
      fetchPage={fetchPage}
      fetchError={MESSAGES.dashboard.fetchContacts}
      updateStatus={(id: string, status: ContactStatus) =>
        api.contact.updateStatus({ params: { id }, body: { status } })
      }
      updateError={MESSAGES.dashboard.updateContactStatus}
      exportPath={ROUTE_SHAPES.exports.contacts.path}
      exportName="contact-submissions"
      detailPath={adminPaths.contact}
      setSpam={(id: string, spam: boolean) =>
        api.contact.setSpam({ params: { id }, body: { spam } })
      }
    />
  );
}
