import { useWatch } from 'react-hook-form';
import { ApiError } from '../../../api-client/transport';
import { ROLE_DESCRIPTIONS, ROLE_LABELS, type Role } from '../../../contract/roles';
import { invitationInput } from '../../../contract/team';
import { SelectField, TextField } from '../../../forms/bound-fields';
import { ContractFormElement, useContractForm } from '../../../forms/contract-form';
import type { Team } from './use-team';

/** "Invite someone": an e-mail address and one of the roles this person may give. */
export function InviteForm({ team, offered }: { team: Team; offered: readonly Role[] }) {
  const form = useContractForm({
    schema: invitationInput,
    defaultValues: { email: '', role: 'recruiter' as Role },
    idPrefix: 'invite',
  });
  const role = useWatch({ control: form.control, name: 'role' });

  const invite = (input: { email: string; role: Role }) =>
    team.run(
      async () => {
        const answer = await team.api.invitations.create({ body: input });
        team.showIssued('invitation', answer);
        form.resetField('email');
        return answer.emailed
          ? `Invitation e-mailed to ${answer.invitation.email}.`
          : `Invitation created for ${answer.invitation.email}.`;
      },
      'Failed to send the invitation',
      (caught) => {
        if (caught instanceof ApiError) form.showServerErrors(caught.errors);
      },
    );

  return (
    <section className="admin-card admin-card--padded" aria-labelledby="team-invite-title">
      <h2 id="team-invite-title">Invite someone</h2>
      <ContractFormElement form={form} onValid={invite} className="admin-team__invite">
        <TextField name="email" label="E-mail" type="email" autoComplete="off" />
        <SelectField name="role" label="Role" hint={ROLE_DESCRIPTIONS[role]}>
          {offered.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </SelectField>
        <button type="submit" className="admin-btn" disabled={team.busy}>
          Send invitation
        </button>
      </ContractFormElement>
    </section>
  );
}
