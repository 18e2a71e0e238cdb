import { Badge, type BadgeTone } from '@claims/ui';
import type { GuideDifficulty } from '@claims/contracts';

const difficultyTones: Record<GuideDifficulty, BadgeTone> = {
  Easy: 'success',
  Moderate: 'warning',
  Difficult: 'danger',
};

export function DifficultyBadge({ difficulty }: { difficulty: GuideDifficulty }) {
  return <Badge tone={difficultyTones[difficulty]}>{difficulty}</Badge>;
}
