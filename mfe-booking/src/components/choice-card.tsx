import type { KeyboardEvent } from 'react';
import styled from 'styled-components';

const arrowSteps: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * The keys of a group of `role="radio"` cards (the ARIA radio group pattern): the arrows move to the next or
 * previous card that can be chosen and choose it, Home and End to the first and last. Put it on the group.
 */
export function onRadioGroupKeyDown(event: KeyboardEvent<HTMLElement>) {
  const radios = [
    ...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="radio"]:not(:disabled)'),
  ];
  const at = radios.indexOf(event.target as HTMLButtonElement);
  if (at < 0 || radios.length === 0) return;
  const step = arrowSteps[event.key];
  const next =
    step !== undefined
      ? radios[(at + step + radios.length) % radios.length]
      : event.key === 'Home'
        ? radios[0]
        : event.key === 'End'
          ? radios[radios.length - 1]
          : undefined;
  if (!next) return;
  event.preventDefault();
  next.focus();
  next.click();
}

/**
 * One tab stop per radio group: the chosen card, or the first that can be chosen while none is; the arrows move
 * within the group (`onRadioGroupKeyDown`).
 */
export const radioTabIndex = (checked: boolean, firstChoosable: boolean, anyChecked: boolean) =>
  checked || (!anyChecked && firstChoosable) ? 0 : -1;

/** A large toggle or radio-looking button for wizard choices (items, services, options, windows). */
export const ChoiceCard = styled.button<{ $selected?: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.25rem;
  width: 100%;
  min-height: 3.25rem;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 2px solid ${({ theme, $selected }) => ($selected ? theme.colors.brand : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.brandSoft : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  /* Only where a pointer hovers: a touch screen keeps :hover on the card last tapped, so a card tapped off would still
     wear the chosen card's border. */
  @media (hover: hover) {
    &:hover:not(:disabled) {
      border-color: ${({ theme }) => theme.colors.brand};
    }
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
    text-decoration: line-through;
  }
  /* High-contrast themes drop the tint and the brand border: the chosen card keeps a border of the theme's own
     highlight colour. */
  @media (forced-colors: active) {
    border-color: ${({ $selected }) => ($selected ? 'Highlight' : 'CanvasText')};
  }
  strong {
    font-weight: 600;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export const ChoiceGrid = styled.div<{ $min?: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min }) => $min ?? '9.5rem'}, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

export const Fieldset = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: 600;
  }
`;

export const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 500;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;
