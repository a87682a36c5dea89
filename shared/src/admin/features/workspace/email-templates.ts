import { useEffect, useState } from 'react';
import type { CandidateTemplateKey } from '../../../contract/notifications';
import { useAdminApi } from '../../app/admin-platform-context';

export interface EmailTemplate {
  label: string;
  subject: string;
  body: string;
  /** Edited on the Notifications page: the saved text replaces this built-in one. */
  key?: CandidateTemplateKey;
}

/**
 * The templates' texts: the saved ones of those that have one, the built-in ones until they
 * arrive (or if they cannot be read).
 */
export function useEmailTemplateTexts(templates: readonly EmailTemplate[]) {
  const api = useAdminApi();
  const [texts, setTexts] = useState(templates);
  useEffect(() => {
    if (!templates.some((t) => t.key)) return;
    let live = true;
    api.notifications
      .candidateTemplates()
      .then((saved) => {
        if (!live) return;
        const byKey = new Map(saved.map((t) => [t.key, t]));
        setTexts(
          templates.map((t) => {
            const found = t.key && byKey.get(t.key);
            return found ? { ...t, subject: found.subject, body: found.body } : t;
          }),
        );
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [api, templates]);
  return texts;
}
