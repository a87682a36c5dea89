/**
 * "Make a client" on a contact message or consultation request: the company (or the person)
 * becomes a client of the desk with the sender as its first contact, in one call; then its page.
 */
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { adminPaths } from '../../app/admin-paths';
import { useAdminApi, useCan } from '../../app/admin-platform-context';
import { Banner } from '../../ui/banner';
import { serverMessageOr } from '../../ui/error-message';

export function MakeClientButton({ kind }: { kind: 'contact' | 'consultation' }) {
  const { id = '' } = useParams();
  const api = useAdminApi();
  const may = useCan();
  const navigate = useNavigate();
  const make = useMutation({
    mutationFn: () => api.clients.fromInquiry({ body: { kind, id } }),
    onSuccess: (made) => navigate(adminPaths.client(made.id)),
  });
  if (!may('clients')) return null;
  return (
    <div>
      <button
        type="button"
        className="admin-btn admin-btn--secondary admin-btn--small"
        disabled={make.isPending}
        onClick={() => make.mutate()}
      >
        Make a client
      </button>
      {make.error && (
        <Banner kind="error">{serverMessageOr(make.error, 'The client could not be made')}</Banner>
      )}
    </div>
  );
}
