/**
 * The items an unmatched message may go on: a search of the lists the person's role sees (the
 * lists' own `q=`: name, address, company or job title), as one kind of choice.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { SubmissionKind } from '../../../contract/notifications';
import { useAdminApi } from '../../app/admin-platform-context';
import { formatDate } from '../../ui/format-date';

export interface ItemChoice {
  kind: SubmissionKind;
  id: string;
  name: string;
  email: string;
  /** The job applied for, or when the lead wrote. */
  about: string;
}

export const KIND_LABELS: Record<SubmissionKind, string> = {
  application: 'Job applications',
  contact: 'Contact messages',
  consultation: 'Consultation requests',
};

/** Choices shown at once: the search narrows them. */
const SHOWN = 8;

export function useItemSearch(kind: SubmissionKind, query: string) {
  const api = useAdminApi();
  const [settled, setSettled] = useState(query.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSettled(query.trim()), 300);
    return () => clearTimeout(timer);
  }, [query]);

  return useQuery({
    queryKey: ['attach-search', kind, settled],
    queryFn: async (): Promise<ItemChoice[]> => {
      const options = settled ? { q: settled, limit: SHOWN } : { limit: SHOWN };
      if (kind === 'application') {
        const { items } = await api.applications.list({ query: options });
        return items.map((a) => ({
          kind,
          id: a._id,
          name: a.fullName,
          email: a.email,
          about: a.job?.title ?? 'Job removed',
        }));
      }
      const { items } = await (kind === 'contact'
        ? api.contact.list({ query: options })
        : api.consultation.list({ query: options }));
      return items.map((c) => ({
        kind,
        id: c._id,
        name: `${c.firstName} ${c.lastName}`.trim(),
        email: c.email,
        about: `received ${formatDate(c.createdAt)}`,
      }));
    },
  });
}
