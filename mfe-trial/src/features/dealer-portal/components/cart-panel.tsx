import { caseStatusLabel, type CaseSummary, type DealerPart } from '@claims/contracts';
import { dealerMessages } from '@claims/contracts/src/dealer-rules';
import { Button, EmptyState, Field, Select, TextInput, toast } from '@claims/ui';
import { useEffect, useRef, useState } from 'react';
import { isOutcomeUnknown, newIdempotencyKey } from '@claims/web-kit';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../config/paths';
import { usePlacePartsOrder } from '../../../lib/dealer';
import type { DealerCart, SentOrder } from '../hooks/use-dealer-cart';
import { dollars } from '../../../lib/money';
import { formatCalendarDay } from '../../../lib/format';
import { SlowSavingNotice } from '../../../components/slow-saving-notice';

/**
 * A line's quantity, typed. A whole number from 1 applies as it is typed; a field emptied to type another number
 * keeps the line (it is put back on leaving the field if nothing was typed); 0 removes the line once the field is
 * left, as the − button does.
 */
function QuantityInput({
  label,
  quantity,
  max,
  onCommit,
}: {
  label: string;
  quantity: number;
  max: number;
  onCommit: (quantity: number) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <TextInput
      type="number"
      inputMode="numeric"
      min={0}
      max={max}
      aria-label={label}
      value={draft ?? String(quantity)}
      onChange={(event) => {
        const text = event.target.value;
        const typed = Number(text);
        if (text !== '' && Number.isInteger(typed) && typed >= 1) {
          setDraft(null);
          onCommit(typed);
        } else {
          setDraft(text);
        }
      }}
      onBlur={() => {
        if (draft !== null && draft !== '' && Number(draft) <= 0) onCommit(0);
        setDraft(null);
      }}
    />
  );
}

const Lines = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  list-style: none;
`;

const Line = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  align-items: center;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  .name {
    font-weight: 600;
  }
  .unit {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .short {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  }
  .qty {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    input {
      width: 4rem;
      text-align: center;
    }
  }
  .total {
    grid-column: 1 / -1;
    text-align: right;
    font-weight: 700;
  }
`;

/** The panel's parts as laid out without it: it only lets the focus find the line that took a removed one's place. */
const CartBody = styled.div`
  display: contents;
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  .sum {
    display: flex;
    justify-content: space-between;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 800;
  }
  .maybe-placed {
    margin: 0;
    padding: ${({ theme }) => theme.space(3)};
    border-left: 4px solid ${({ theme }) => theme.colors.warning};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** One notice for placing the order at a time: a success replaces the failure before it. */
const orderToastId = 'dealer-order';

function shortStockText(part: DealerPart): string {
  return part.stock === 0
    ? `${part.name} is out of stock now: remove it from the cart.`
    : `Only ${part.stock} ${part.name} left now: lower the quantity.`;
}

/** The cart: quantities within stock, line totals, the total, the case it is for, and Place Order. */
export function CartPanel({
  cart,
  parts,
  caseId,
  onCaseChange,
  caseChoices,
  fixedCase,
  fixedCaseNumber,
  caseNotice,
  onOrdered,
}: {
  cart: DealerCart;
  parts: DealerPart[];
  caseId: string;
  onCaseChange: (caseId: string) => void;
  caseChoices: CaseSummary[];
  /** The case named by `caseId` in the address: no chooser then. */
  fixedCase: boolean;
  /** That case's number, once read. */
  fixedCaseNumber?: string;
  /** Why the address's case is not used. */
  caseNotice?: string;
  onOrdered: (caseId: string) => void;
}) {
  const placeOrder = usePlacePartsOrder();
  // One order per press, however fast the presses: a second press while the first is sending does nothing, and the
  // same cart sent again (a retry after a lost answer, a reload, another tab) carries the same key (kept with the
  // cart), so the service places it once.
  const sending = useRef(false);
  const orderKey = useRef<SentOrder | null>(null);
  const byId = new Map(parts.map((part) => [part.id, part]));
  const lines = cart.lines
    .map((line) => ({ line, part: byId.get(line.partId) }))
    .filter(
      (entry): entry is { line: (typeof cart.lines)[number]; part: DealerPart } => entry.part !== undefined,
    );
  const totalCents = lines.reduce((sum, { line, part }) => sum + line.quantity * part.priceCents, 0);
  // Stock read again since the line was added (another order took it): said on the line, and the order waits.
  const short = lines.find(({ line, part }) => line.quantity > part.stock);
  const body = { lines: lines.map(({ line }) => ({ partId: line.partId, quantity: line.quantity })) };
  const cartText = JSON.stringify([caseId, body]);

  // A line taken out (− at one, or 0 typed) takes the control pressed with it: the focus goes to the line now in
  // its place (or the one before), and from the last line to the Cart tab, not to the top of the page.
  const panel = useRef<HTMLDivElement>(null);
  const removedLine = useRef<number | null>(null);
  const setQuantity = (index: number, partId: string, quantity: number, stock: number) => {
    if (quantity <= 0) removedLine.current = index;
    cart.setQuantity(partId, quantity, stock);
  };
  useEffect(() => {
    const index = removedLine.current;
    if (index === null) return;
    removedLine.current = null;
    const lessButtons = panel.current?.querySelectorAll<HTMLElement>('[data-less]') ?? [];
    const tabPanel = panel.current?.closest('[role="tabpanel"]');
    const tab = tabPanel && document.getElementById(tabPanel.getAttribute('aria-labelledby') ?? '');
    (lessButtons[Math.min(index, lessButtons.length - 1)] ?? tab)?.focus();
  }, [lines.length]);
  // This very cart was sent and no answer came (the page was reloaded meanwhile, or the connection failed).
  const maybePlaced = !placeOrder.isPending && lines.length > 0 && cart.sent?.cart === cartText;

  const onPlaceOrder = async () => {
    if (lines.length === 0) {
      toast.error(dealerMessages.emptyCart, { description: dealerMessages.emptyCartDescription });
      return;
    }
    if (!caseId) {
      toast.error(dealerMessages.noCaseSelected, { description: dealerMessages.noCaseSelectedDescription });
      return;
    }
    // The same cart already sent (its answer lost) goes again with its key whatever the stock now: the order it may
    // have placed took that stock, and the service answers with that order.
    if (short && cart.sent?.cart !== cartText) {
      toast.error(dealerMessages.orderFailed, { description: shortStockText(short.part), id: orderToastId });
      return;
    }
    if (sending.current) return;
    const sent =
      [cart.sent, orderKey.current].find((earlier) => earlier?.cart === cartText) ??
      ({ cart: cartText, key: newIdempotencyKey() } satisfies SentOrder);
    orderKey.current = sent;
    cart.markSent(sent);
    sending.current = true;
    try {
      const order = await placeOrder.mutateAsync({ caseId, body, idempotencyKey: sent.key });
      orderKey.current = null;
      cart.clear();
      toast.success(dealerMessages.orderPlaced, {
        id: orderToastId,
        description: `${dollars(order.totalCents)}, estimated delivery ${formatCalendarDay(order.estimatedDelivery)}.`,
      });
      onOrdered(caseId);
    } catch (error) {
      // Refused outright: nothing was placed. Without an answer, a server fault, or the same order still being placed
      // (another tab), the order may stand: its key stays.
      if (!isOutcomeUnknown(error)) cart.markSent(undefined);
      toast.error(dealerMessages.orderFailed, {
        id: orderToastId,
        description: error instanceof Error ? error.message : 'Something went wrong',
      });
    } finally {
      sending.current = false;
    }
  };

  return (
    <CartBody ref={panel}>
      {lines.length === 0 ? (
        <EmptyState title="Your cart is empty" description="Add parts from the catalog." />
      ) : (
        <Lines aria-label="Cart">
          {lines.map(({ line, part }, index) => (
            <Line key={part.id} aria-label={part.name}>
              <span>
                <span className="name">{part.name}</span>
                <span className="unit">
                  {dollars(part.priceCents)} each · {part.stock} in stock
                </span>
                {line.quantity > part.stock && <span className="short">{shortStockText(part)}</span>}
              </span>
              <span className="qty">
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`One less ${part.name}`}
                  data-less
                  onClick={() => setQuantity(index, part.id, line.quantity - 1, part.stock)}
                >
                  −
                </Button>
                <QuantityInput
                  label={`Quantity of ${part.name}`}
                  quantity={line.quantity}
                  max={part.stock}
                  onCommit={(quantity) => setQuantity(index, part.id, quantity, part.stock)}
                />
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`One more ${part.name}`}
                  disabled={line.quantity >= part.stock}
                  onClick={() => cart.setQuantity(part.id, line.quantity + 1, part.stock)}
                >
                  +
                </Button>
              </span>
              <span className="total">{dollars(line.quantity * part.priceCents)}</span>
            </Line>
          ))}
        </Lines>
      )}
      <Footer>
        <div className="sum" aria-label="Total">
          <span>Total</span>
          <span>{dollars(totalCents)}</span>
        </div>
        {fixedCase ? (
          <p>
            For case{' '}
            <Link to={paths.caseHref(caseId)}>
              {fixedCaseNumber ?? caseChoices.find((c) => c.id === caseId)?.caseNumber ?? caseId}
            </Link>
          </p>
        ) : (
          <Field label="Case to order for" error={caseId ? undefined : caseNotice}>
            <Select value={caseId} onChange={(event) => onCaseChange(event.target.value)}>
              <option value="">Select a case</option>
              {caseChoices.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {[choice.caseNumber, choice.deviceType, choice.modelNumber, caseStatusLabel(choice.status)]
                    .filter(Boolean)
                    .join(' · ')}
                </option>
              ))}
            </Select>
          </Field>
        )}
        {maybePlaced && (
          <p role="status" className="maybe-placed">
            This cart was sent with Place Order and no answer came back, so the order may have been placed.
            Pressing Place Order again is safe: it places the order once, never twice.
          </p>
        )}
        <SlowSavingNotice saving={placeOrder.isPending} />
        <Button
          onClick={() => void onPlaceOrder()}
          loading={placeOrder.isPending}
          loadingText="Placing order..."
        >
          Place Order
        </Button>
      </Footer>
    </CartBody>
  );
}
