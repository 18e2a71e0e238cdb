import { useRef, useState } from 'react';
import {
  mayCancelOwnOrder,
  partsOrderTransitions,
  type PartsOrderStatus,
} from '@claims/contracts/src/dealer-rules';
import {
  Badge,
  Button,
  ButtonLink,
  ConfirmDialog,
  ErrorPanel,
  focusRing,
  Skeleton,
  toast,
  type BadgeTone,
} from '@claims/ui';
import styled from 'styled-components';
import { paths } from '../../../config/paths';
import { formatCalendarDay, formatDateTime } from '../../../lib/format';
import { useCasePartsOrders, useMovePartsOrder } from '../../../lib/dealer';
import { SlowSavingNotice } from '../../../components/slow-saving-notice';
import { dollars } from '../../../lib/money';

const orderTones: Record<PartsOrderStatus, BadgeTone> = {
  pending: 'yellow',
  shipped: 'blue',
  delivered: 'green',
  cancelled: 'grey',
};
const moveLabels: Record<PartsOrderStatus, string> = {
  pending: 'Back to pending',
  shipped: 'Mark shipped',
  delivered: 'Mark delivered',
  cancelled: 'Cancel order',
};

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    /* Focused after a move (the button pressed may be gone), so the keyboard carries on from the order. */
    scroll-margin: 6rem 0 6rem;
    &:focus {
      outline: none;
    }
    &:focus-visible {
      ${focusRing}
    }
  }
  .head {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    align-items: center;
    justify-content: space-between;
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }
  .meta {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The case's parts orders with status and estimated delivery; admins move them, the technician who placed one may
 * cancel it while it is pending, and the assigned tech orders more.
 */
export function CasePartsOrders({
  caseId,
  canOrder,
  isAdmin,
  userId,
}: {
  caseId: string;
  canOrder: boolean;
  isAdmin: boolean;
  /** The signed-in user, to offer Cancel order on the orders they placed. */
  userId: string;
}) {
  const orders = useCasePartsOrders(caseId);
  const move = useMovePartsOrder(caseId);
  // Set in the click itself (the mutation's own pending state arrives a task later), so a double click sends one move.
  const [moving, setMoving] = useState<{ orderId: string; status: PartsOrderStatus } | null>(null);
  // Cancelling is final (the parts go back to stock): asked once more before it is sent.
  const [confirmingCancel, setConfirmingCancel] = useState<{ orderId: string; about: string } | null>(null);
  const orderItems = useRef(new Map<string, HTMLLIElement>());

  const movesOf = (order: { status: PartsOrderStatus; orderedBy: string }): readonly PartsOrderStatus[] =>
    isAdmin
      ? partsOrderTransitions[order.status]
      : mayCancelOwnOrder(order, userId)
        ? (['cancelled'] as const)
        : [];

  const onMove = async (orderId: string, status: PartsOrderStatus) => {
    setMoving({ orderId, status });
    try {
      await move.mutateAsync({ orderId, status });
      // The button pressed is gone or another now: the focus goes to the order, not to the top of the page.
      orderItems.current.get(orderId)?.focus();
    } catch (error) {
      toast.error('Error', { description: error instanceof Error ? error.message : 'Something went wrong' });
    } finally {
      setMoving(null);
    }
  };

  return (
    <>
      {orders.isPending ? (
        <Skeleton height="4rem" />
      ) : orders.isError ? (
        <ErrorPanel
          title="Failed to load parts orders"
          message={orders.error.message}
          onRetry={() => void orders.refetch()}
        />
      ) : orders.data.items.length === 0 ? (
        <Muted>No parts orders yet.</Muted>
      ) : (
        <List aria-label="Parts orders">
          {orders.data.items.map((order, index, items) => {
            // Numbered as placed (the list is newest first): two orders alike are still told apart.
            const number = items.length - index;
            const about = `order ${number}, ${dollars(order.totalCents)} of ${formatDateTime(order.createdAt)}`;
            return (
              <li
                key={order.id}
                tabIndex={-1}
                ref={(item) => {
                  if (item) orderItems.current.set(order.id, item);
                  else orderItems.current.delete(order.id);
                }}
              >
                <div className="head">
                  <strong>
                    Order {number} · {dollars(order.totalCents)}
                  </strong>
                  <Badge tone={orderTones[order.status]}>{order.status}</Badge>
                </div>
                <ul>
                  {order.parts.map((line) => (
                    <li key={line.partId}>
                      {line.quantity} × {line.name} ({line.partNumber}) at {dollars(line.unitPriceCents)}
                    </li>
                  ))}
                </ul>
                {/* A cancelled order is not coming: no delivery date for it. */}
                {order.status !== 'cancelled' && (
                  <span>
                    Estimated delivery:{' '}
                    <strong data-testid="estimated-delivery">
                      {formatCalendarDay(order.estimatedDelivery)}
                    </strong>
                  </span>
                )}
                <span className="meta">
                  Ordered by {order.orderedByName} ·{' '}
                  <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
                </span>
                {movesOf(order).length > 0 && (
                  <div role="group" aria-label="Order status">
                    {movesOf(order).map((status) => (
                      <Button
                        key={status}
                        size="sm"
                        variant={status === 'cancelled' ? 'danger' : 'secondary'}
                        onClick={() =>
                          status === 'cancelled'
                            ? setConfirmingCancel({ orderId: order.id, about })
                            : void onMove(order.id, status)
                        }
                        disabled={moving !== null}
                        loading={moving?.orderId === order.id && moving.status === status}
                        style={{ marginRight: '0.5rem' }}
                        // Each order's buttons say which order they move (a case may have several).
                        aria-label={`${moveLabels[status]}: ${about}`}
                      >
                        {moveLabels[status]}
                      </Button>
                    ))}
                  </div>
                )}
              </li>
            );
          })}
        </List>
      )}
      <SlowSavingNotice saving={moving !== null} />
      <ConfirmDialog
        open={confirmingCancel !== null}
        onClose={() => setConfirmingCancel(null)}
        title="Cancel this parts order?"
        description={`The ${confirmingCancel?.about ?? 'order'} is closed for good and its parts go back to stock; a cancelled order cannot be reopened.`}
        keepLabel="Keep Order"
        confirmLabel="Cancel Order"
        onConfirm={() => {
          const orderId = confirmingCancel?.orderId;
          setConfirmingCancel(null);
          if (orderId) void onMove(orderId, 'cancelled');
        }}
      />
      {canOrder && (
        <div>
          <ButtonLink to={paths.dealerPortalHref(caseId)} variant="accent">
            Order Parts
          </ButtonLink>
        </div>
      )}
    </>
  );
}
