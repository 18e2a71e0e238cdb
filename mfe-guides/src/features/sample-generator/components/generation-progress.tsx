import { useEffect, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { formatNumber } from '../../../lib/format';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const Track = styled.div`
  position: relative;
  height: 0.625rem;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brandSoft};
`;

const Bar = styled.div`
  position: absolute;
  inset: 0 auto 0 0;
  width: 40%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.brand};
  animation: ${slide} 1.2s ease-in-out infinite;
`;

const Text = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Shown while a run is in flight: the server writes the batch in one go, so progress is indeterminate. */
export function GenerationProgress({ count }: { count: number }) {
  const [startedAt] = useState(() => Date.now());
  const [elapsedMs, setElapsedMs] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setElapsedMs(Date.now() - startedAt), 100);
    return () => clearInterval(timer);
  }, [startedAt]);
  const label = `Generating ${formatNumber(count)} ${count === 1 ? 'guide' : 'guides'}...`;
  return (
    <div>
      <Track role="progressbar" aria-label={label} aria-valuetext={label}>
        <Bar />
      </Track>
      <Text role="status">
        {label} {(elapsedMs / 1000).toFixed(1)} s
      </Text>
    </div>
  );
}
