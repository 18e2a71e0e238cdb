import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, HeartIcon, toast } from '@claims/ui';
import type { GuideDetail } from '@claims/contracts';
import { useSession } from '@claims/web-kit';
import { paths } from '../../../config/paths';
import { formatCountOf } from '../../../lib/format';
import { useReturnPath } from '../../../lib/use-return-path';
import { useToggleGuideLike } from '../api/toggle-guide-like';
import { rememberPendingLike, takePendingLike } from '../hooks/pending-like';

/** Failed presses share one notice instead of stacking one per press. */
const likeToastId = 'guide-like';

/**
 * Like / unlike for signed-in users. Signed-out users are sent to sign in, told why, and find the guide liked when they
 * come back (`pending-like.ts`).
 */
export function LikeButton({ guide }: { guide: Pick<GuideDetail, 'id' | 'likes' | 'likedByMe'> }) {
  const session = useSession();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const toggle = useToggleGuideLike(guide.id);
  const label = formatCountOf(guide.likes, 'like');
  const signedIn = !!session;
  const { mutate } = toggle;
  useEffect(() => {
    if (!signedIn || !takePendingLike(guide.id) || guide.likedByMe) return;
    mutate(true, {
      onError: (error) => toast.error('Error', { id: likeToastId, description: error.message }),
    });
  }, [signedIn, guide.id, guide.likedByMe, mutate]);

  if (!session) {
    return (
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          rememberPendingLike(guide.id);
          navigate(paths.auth.href(returnPath, 'like-guide'));
        }}
        title="Sign in to like this guide"
      >
        <HeartIcon />
        {/* What the button does, as signed in: its name was only the count. */}
        Like · {label}
      </Button>
    );
  }
  return (
    <Button
      variant={guide.likedByMe ? 'secondary' : 'outline'}
      size="sm"
      aria-pressed={guide.likedByMe}
      // Not disabled while the answer is awaited: a disabled button drops the keyboard's focus to the page. A press
      // meanwhile is ignored instead.
      aria-busy={toggle.isPending || undefined}
      onClick={() => {
        if (toggle.isPending) return;
        toggle.mutate(!guide.likedByMe, {
          onError: (error) => toast.error('Error', { id: likeToastId, description: error.message }),
        });
      }}
    >
      <HeartIcon filled={guide.likedByMe} />
      {guide.likedByMe ? 'Liked' : 'Like'} · {label}
    </Button>
  );
}
