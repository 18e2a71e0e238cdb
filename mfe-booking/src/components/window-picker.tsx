import { timeWindows, type TechnicianAvailability, type TimeWindowId } from '@claims/contracts';
import { ChoiceCard, ChoiceGrid, Fieldset } from './choice-card';

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
  return (
    <Fieldset role="radiogroup" aria-label="Time Window">
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
