import { timeWindows, type TechnicianAvailability, type TimeWindowId } from '@claims/contracts';
import { ChoiceCard, ChoiceGrid, Fieldset, onRadioGroupKeyDown, radioTabIndex } from './choice-card';

/** The five 2-hour windows of a day; full or started windows are disabled. */
export function WindowPicker({
  day,
  selected,
  onSelect,
}: {
  day?: TechnicianAvailability['days'][number];
  selected?: TimeWindowId;
  onSelect: (windowId: TimeWindowId) => void;
}) {
  const open = new Map(day?.windows.map((w) => [w.id, w.remaining]) ?? []);
  const firstOpen = timeWindows.find((w) => open.has(w.id))?.id;
  return (
    <Fieldset role="radiogroup" aria-label="Time Window" onKeyDown={onRadioGroupKeyDown}>
      <legend>Time Window</legend>
      <ChoiceGrid $min="9rem">
        {timeWindows.map((window) => {
          const available = open.has(window.id);
          return (
            <ChoiceCard
              key={window.id}
              type="button"
              role="radio"
              aria-checked={selected === window.id}
              tabIndex={radioTabIndex(
                selected === window.id,
                window.id === firstOpen,
                selected !== undefined && open.has(selected),
              )}
              $selected={selected === window.id}
              disabled={!available}
              onClick={() => onSelect(window.id)}
            >
              <strong>{window.label}</strong>
              <small>{available ? 'Available' : 'Unavailable'}</small>
            </ChoiceCard>
          );
        })}
      </ChoiceGrid>
    </Fieldset>
  );
}
