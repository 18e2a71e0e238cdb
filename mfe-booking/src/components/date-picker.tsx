import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import type { DayPickerProps } from 'react-day-picker';
import { Skeleton } from '@claims/ui';
import { chicagoDay } from '@claims/contracts';

// The calendar is loaded when a date step opens, not with the wizard's first screen. A full day's button is named
// "…, fully booked", so a screen reader hears why it cannot be chosen, as a sighted visitor sees its "Full" mark.
const DayPicker = lazy(() =>
  import('react-day-picker').then(({ DayPicker: Calendar, labelDayButton }) => ({
    default: (props: DayPickerProps) => (
      <Calendar
        {...props}
        labels={{
          labelDayButton: (date, modifiers, options, dateLib) => {
            const label = labelDayButton(date, modifiers, options, dateLib);
            return modifiers.full ? `${label}, fully booked` : label;
          },
        }}
      />
    ),
  })),
);

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
  /** Days inside the range that cannot be chosen (Sundays, the day already booked). */
  isDisabled?: (day: string) => boolean;
  /** Days inside the range with no place left: they cannot be chosen and are marked "Full", unlike past days. */
  isFull?: (day: string) => boolean;
  label: string;
  /** The day already booked (the manage page): marked as the customer's own, not as one that is taken. */
  booked?: string;
};

/** The days from `first` to `last`, both included. */
function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let date = dayToDate(first); dateToDay(date) <= last; date.setDate(date.getDate() + 1)) {
    days.push(dateToDay(date));
  }
  return days;
}

/**
 * A month calendar (react-day-picker): days outside [first, last], `isDisabled` and `isFull` days cannot be picked;
 * full days are marked "Full", with a key under the calendar when the range has one.
 */
export function DatePicker({
  first,
  last,
  selected,
  onSelect,
  isDisabled,
  isFull,
  label,
  booked,
}: DatePickerProps) {
  const start = dayToDate(first);
  const end = dayToDate(last);
  const full = (date: Date) => booked !== dateToDay(date) && Boolean(isFull?.(dateToDay(date)));
  const anyFull = isFull !== undefined && daysBetween(first, last).some((day) => full(dayToDate(day)));
  return (
    <Frame>
      <Suspense fallback={<Skeleton height="20rem" />}>
        <DayPicker
          mode="single"
          aria-label={label}
          // "Today" is Fort Worth's day, which the bookable range counts from, whatever the visitor's clock says.
          today={dayToDate(chicagoDay(new Date()))}
          selected={selected ? dayToDate(selected) : undefined}
          onSelect={(date) => onSelect(date ? dateToDay(date) : undefined)}
          defaultMonth={dayToDate(selected ?? (booked && booked >= first && booked <= last ? booked : first))}
          startMonth={start}
          endMonth={end}
          disabled={[
            { before: start },
            { after: end },
            (date: Date) => Boolean(isDisabled?.(dateToDay(date))) || Boolean(isFull?.(dateToDay(date))),
          ]}
          modifiers={{ ...(booked ? { booked: dayToDate(booked) } : {}), full }}
          modifiersClassNames={{ booked: 'is-booked', full: 'is-full' }}
        />
      </Suspense>
      {anyFull && (
        <FullKey>
          <span aria-hidden="true">Full</span> Days marked Full are fully booked.
        </FullKey>
      )}
    </Frame>
  );
}

/** A line under the calendar explaining one of its marks; its `span` shows the mark. */
export const CalendarKey = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(2)} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The key to the calendar's "Full" days, styled as they are. */
const FullKey = styled(CalendarKey)`
  span {
    padding: 0 ${({ theme }) => theme.space(1)};
    border-radius: 4px;
    border: 1px dashed ${({ theme }) => theme.colors.danger};
    background: ${({ theme }) => theme.colors.dangerSoft};
    color: ${({ theme }) => theme.colors.danger};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 700;
    text-transform: uppercase;
  }
`;

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  /* The calendar fits the space it is given: a day is 2.75rem, or a seventh of the width where that is narrower (a
     320 px screen inside a card, or wider letter spacing), instead of the month running past the screen's edge. */
  container-type: inline-size;
  .rdp-root {
    position: relative;
    --cell: min(2.75rem, calc(100cqi / 7));
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
    /* Seven columns of exactly one cell each: the automatic layout widened them to the buttons' own padding. */
    table-layout: fixed;
    width: calc(var(--cell) * 7);
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
    padding: 0;
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
  /* Full, not past: a tinted day with a "Full" mark under its number instead of a strike-through. */
  .rdp-day.is-full .rdp-day_button {
    display: inline-flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    line-height: 1.1;
    background: ${({ theme }) => theme.colors.dangerSoft};
    color: ${({ theme }) => theme.colors.danger};
    border: 1px dashed ${({ theme }) => theme.colors.danger};
    text-decoration: none;
    &::after {
      content: 'Full';
      font-size: 0.625rem;
      font-weight: 700;
      text-transform: uppercase;
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
