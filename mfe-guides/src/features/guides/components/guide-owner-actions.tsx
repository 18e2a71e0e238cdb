import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ButtonLink, ConfirmDialog, toast } from '@claims/ui';
import type { GuideDetail } from '@claims/contracts';
import { hasRole, useSession } from '@claims/web-kit';
import { paths } from '../../../config/paths';
import { useDeleteGuide } from '../api/delete-guide';
import { libraryReturnState, useLibraryReturnHref } from '../../../lib/use-library-return';

/** A failed try's notice gives way to the next try's outcome instead of staying under it. */
const guideDeleteToastId = 'guide-delete';

export const guideDeletedMessage = 'Guide deleted';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

/** Edit and Delete, shown to the guide's author and to admins only (the service refuses anyone else). */
export function GuideOwnerActions({ guide }: { guide: Pick<GuideDetail, 'id' | 'title' | 'userId'> }) {
  const session = useSession();
  const navigate = useNavigate();
  const deleteGuide = useDeleteGuide();
  const libraryHref = useLibraryReturnHref();
  const [confirming, setConfirming] = useState(false);
  const mayChange = !!session && (session.user.id === guide.userId || hasRole(session, 'admin'));
  if (!mayChange) return null;

  const confirmDelete = async () => {
    try {
      await deleteGuide.mutateAsync(guide.id);
    } catch (error) {
      toast.error('Error deleting guide', { id: guideDeleteToastId, description: (error as Error).message });
      return;
    }
    setConfirming(false);
    navigate(libraryHref);
    toast.success(guideDeletedMessage, { id: guideDeleteToastId });
  };

  return (
    <Actions>
      {/* The library the visitor came from goes along, so after saving, All guides and Delete still return there. */}
      <ButtonLink
        to={paths.upload.href(guide.id)}
        state={libraryReturnState(libraryHref)}
        variant="outline"
        size="sm"
      >
        Edit guide
      </ButtonLink>
      <Button variant="danger" size="sm" onClick={() => setConfirming(true)}>
        Delete guide
      </Button>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Delete this guide?"
        description={`"${guide.title}" and all its steps will be removed for everyone. This cannot be undone.`}
        keepLabel="Cancel"
        confirmLabel="Delete"
        onConfirm={() => void confirmDelete()}
        confirming={deleteGuide.isPending}
        confirmingLabel="Deleting..."
      />
    </Actions>
  );
}
