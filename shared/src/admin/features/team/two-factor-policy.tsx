import type { Team } from './use-team';

/** The owners' rule that everyone signs in with a second factor; others see it. */
export function TwoFactorPolicy({ team, isOwner }: { team: Team; isOwner: boolean }) {
  const { api, requireTwoFactor, busy, run } = team;
  return (
    <section className="admin-card admin-card--padded" aria-labelledby="team-policy-title">
      <h2 id="team-policy-title">Two-factor sign-in</h2>
      {requireTwoFactor === null ? null : isOwner ? (
        <label className="admin-checkbox">
          <input
            type="checkbox"
            checked={requireTwoFactor}
            disabled={busy}
            onChange={(e) => {
              const next = e.target.checked;
              void run(async () => {
                await api.team.setPolicy({ body: { requireTwoFactor: next } });
                return next
                  ? 'Everyone must now use two-factor sign-in.'
                  : 'Two-factor sign-in is now optional.';
              }, 'Failed to change the policy');
            }}
          />
          Require two-factor sign-in for everyone
        </label>
      ) : (
        <p>
          {requireTwoFactor
            ? 'Everyone must use two-factor sign-in.'
            : 'Two-factor sign-in is optional. Owners can require it.'}
        </p>
      )}
    </section>
  );
}
