import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { Skeleton } from '@claims/ui';

// The calendar is loaded when a date step opens, not with the wizard's first screen.
const DayPicker = lazy(() => import('react-day-picker').then((module) => ({ default: module.DayPicker })));

/** 'YYYY-MM-DD' ↔ a local-midnight Date (the calendar shows calendar days; the browser's zone does not matter). */
export const dayToDate = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d);
};
export const dateToDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

export type DatePickerProps = {
  /** First and last bookable day (Chicago), 'YYYY-MM-DD'. */
  first: string;
  last: string;
  selected?: string;
  onSelect: (day: string | undefined) => void;
  /** Days inside the range that cannot be chosen (full, Sundays). */
  isDisabled?: (day: string) => boolean;
  label: string;
  /** The day already booked (the manage page): marked as the customer's own, not as one that is taken. */
  booked?: string;
};

/** A month calendar (react-day-picker): days outside [first, last] and `isDisabled` days cannot be picked. */
export function DatePicker({ first, last, selected, onSelect, isDisabled, label, booked }: DatePickerProps) {
  const start = dayToDate(first);
  const end = dayToDate(last);
  return (
    <Frame>
      <Suspense fallback={<Skeleton height="20rem" />}>
        <DayPicker
          mode="single"
          aria-label={label}
          selected={selected ? dayToDate(selected) : undefined}
          onSelect={(date) => onSelect(date ? dateToDay(date) : undefined)}
          defaultMonth={dayToDate(selected ?? (booked && booked >= first && booked <= last ? booked : first))}
          startMonth={start}
          endMonth={end}
          disabled={[
            { before: start },
            { after: end },
            (date: Date) => Boolean(isDisabled?.(dateToDay(date))),
          ]}
          modifiers={booked ? { booked: dayToDate(booked) } : undefined}
          modifiersClassNames={{ booked: 'is-booked' }}
        />
      </Suspense>
    </Frame>
  );
}

const Frame = styled.div`
  display: flex;
  justify-content: center;
  .rdp-root {
    position: relative;
    --cell: 2.75rem;
  }
  .rdp-months {
    position: relative;
  }
  .rdp-month_caption {
    display: flex;
    align-items: center;
    height: var(--cell);
    font-weight: 700;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  .rdp-nav {
    position: absolute;
    top: 0;
    right: 0;
    display: flex;
    gap: 0.25rem;
  }
  .rdp-button_previous,
  .rdp-button_next {
    width: var(--cell);
    height: var(--cell);
    display: inline-flex;
    align-items: center;
    justify-content: center;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    cursor: pointer;
    &:disabled {
      opacity: 0.35;
      cursor: not-allowed;
    }
  }
  .rdp-chevron {
    width: 1rem;
    height: 1rem;
    fill: ${({ theme }) => theme.colors.text};
  }
  .rdp-month_grid {
    border-collapse: collapse;
  }
  .rdp-weekday {
    width: var(--cell);
    height: 2rem;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .rdp-day {
    width: var(--cell);
    height: var(--cell);
    padding: 2px;
    text-align: center;
  }
  .rdp-day_button {
    width: 100%;
    height: 100%;
    border: 1px solid transparent;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.brandSoft};
    color: ${({ theme }) => theme.colors.brand};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
    &:hover {
      border-color: ${({ theme }) => theme.colors.brand};
    }
  }
  .rdp-today .rdp-day_button {
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }
  .rdp-selected .rdp-day_button {
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.textInverse};
  }
  .rdp-disabled .rdp-day_button {
    background: transparent;
    color: #6b7a8f;
    font-weight: 400;
    text-decoration: line-through;
    cursor: not-allowed;
    &:hover {
      border-color: transparent;
    }
  }
  .rdp-outside .rdp-day_button {
    visibility: hidden;
  }
  .rdp-day.is-booked .rdp-day_button {
    background: ${({ theme }) => theme.colors.accentSoft};
    color: ${({ theme }) => theme.colors.accentHover};
    border: 2px solid ${({ theme }) => theme.colors.accent};
    font-weight: 700;
    text-decoration: none;
  }
`;
