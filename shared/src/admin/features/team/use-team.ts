import { useCallback, useEffect, useState } from 'react';
import type { Invitation, IssuedLink, StaffMember } from '../../../contract/team';
import { useAdminApi } from '../../app/admin-platform-context';
import { serverMessageOr } from '../../ui/error-message';

/** A link made for someone when no mail server could send it. */
export interface IssuedToPass {
  what: string;
  value: IssuedLink & { link: string };
}

/**
 * The team page's data (people, open invitations, the two-factor policy) and its one way of
 * acting: `run` clears the last outcome, does the work, says what happened (or the server's
 * reason) and reads everything again.
 */
export function useTeam() {
  const api = useAdminApi();
  const [people, setPeople] = useState<StaffMember[] | null>(null);
  const [invitations, setInvitations] = useState<Invitation[]>([]);
  const [requireTwoFactor, setRequireTwoFactor] = useState<boolean | null>(null);
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const [issued, setIssued] = useState<IssuedToPass | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      const [team, open, policy] = await Promise.all([
        api.team.list().then(({ items }) => items),
        api.invitations.list().then(({ items }) => items),
        api.team.policy(),
      ]);
      setPeople(team);
      setInvitations(open);
      setRequireTwoFactor(policy.requireTwoFactor);
    } catch (caught) {
      setError(serverMessageOr(caught, 'Failed to load the team'));
    }
  }, [api]);
  useEffect(() => {
    void load();
  }, [load]);

  /** Does `work` (which says what it did); a failure shows the server's reason or `fallback`. */
  async function run(
    work: () => Promise<string>,
    fallback: string,
    onError?: (caught: unknown) => void,
  ) {
    setError('');
    setStatus('');
    setBusy(true);
    try {
      setStatus(await work());
      await load();
    } catch (caught) {
      onError?.(caught);
      setError(serverMessageOr(caught, fallback));
    } finally {
      setBusy(false);
    }
  }

  /** Shows the link to pass on, when the server made one (no mail server). */
  const showIssued = (what: string, value: IssuedLink) =>
    setIssued(value.link ? { what, value: { ...value, link: value.link } } : null);

  return {
    api,
    people,
    invitations,
    requireTwoFactor,
    error,
    status,
    issued,
    busy,
    run,
    showIssued,
  };
}

export type Team = ReturnType<typeof useTeam>;
