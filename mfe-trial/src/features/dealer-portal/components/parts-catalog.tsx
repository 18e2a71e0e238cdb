import type { DealerPart } from '@claims/contracts';
import { dealerMessages } from '@claims/contracts/src/dealer-rules';
import { Badge, Button, EmptyState, Field, Select, TextInput, toast } from '@claims/ui';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { dollars } from '../../../lib/money';

const Filters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 2fr 1fr;
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
    flex: 1;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    align-items: center;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .buy {
    display: flex;
    justify-content: space-between;
    align-items: center;
    font-weight: 700;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** The dealer's parts with live stock; search, category filter, and Add (disabled at stock 0). */
export function PartsCatalog({
  parts,
  inCart,
  onAdd,
}: {
  parts: DealerPart[];
  inCart: (partId: string) => number;
  onAdd: (part: DealerPart) => void;
}) {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const categories = useMemo(() => [...new Set(parts.map((part) => part.category))].sort(), [parts]);
  const term = search.trim().toLowerCase();
  const shown = parts.filter(
    (part) =>
      (!category || part.category === category) &&
      (!term || `${part.name} ${part.partNumber} ${part.description}`.toLowerCase().includes(term)),
  );

  return (
    <>
      <Filters>
        <Field label="Search parts">
          <TextInput type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </Field>
        <Field label="Category">
          <Select value={category} onChange={(event) => setCategory(event.target.value)}>
            <option value="">All categories</option>
            {categories.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        </Field>
      </Filters>
      {shown.length === 0 ? (
        <EmptyState title="No parts match" description="Try another search or category." />
      ) : (
        <Grid aria-label="Parts">
          {shown.map((part) => {
            const left = part.stock - inCart(part.id);
            return (
              <Item key={part.id} aria-label={part.name}>
                <h3>{part.name}</h3>
                <div className="meta">
                  <Badge tone="neutral">{part.category}</Badge>
                  <span>#{part.partNumber}</span>
                  {part.stock === 0 ? (
                    <Badge tone="danger">Out of stock</Badge>
                  ) : (
                    <Badge tone="success" data-testid="stock">
                      {part.stock} in stock
                    </Badge>
                  )}
                </div>
                <p>{part.description}</p>
                <div className="buy">
                  <span>{dollars(part.priceCents)}</span>
                  <Button
                    size="sm"
                    disabled={part.stock === 0 || left <= 0}
                    onClick={() => {
                      onAdd(part);
                      // One notice that names the latest part, not one more per Add piling up.
                      toast.success(dealerMessages.addedToCart, {
                        id: 'added-to-cart',
                        description: `${part.name} is in your cart.`,
                      });
                    }}
                    aria-label={`Add ${part.name}`}
                  >
                    Add
                  </Button>
                </div>
              </Item>
            );
          })}
        </Grid>
      )}
    </>
  );
}
