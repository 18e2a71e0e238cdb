import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { PreviewJob } from '@claims/contracts';
import { Button, ButtonAnchor } from '@claims/ui';

const Frame = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;
/**
 * Every scene's caption in one cell, the others hidden: the cell is as tall as the longest, so the controls below
 * stay where they are from scene to scene (on a phone a caption takes one to four lines).
 */
const Captions = styled.div`
  display: grid;
  margin: 0.5rem 0 0;
  min-height: 2.5em;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Caption = styled.p<{ $current: boolean }>`
  grid-area: 1 / 1;
  margin: 0;
  /* A description typed without spaces would widen the page past a phone's screen. */
  overflow-wrap: anywhere;
  visibility: ${({ $current }) => ($current ? 'visible' : 'hidden')};
`;
const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  margin-top: 0.5rem;
`;
const Counter = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  flex-basis: 100%;
`;

const frameMs = 1800;

/**
 * A file name for a scene's picture: the preview's title in lower case words (in any script the preview draws:
 * "стиральная-машина" as well as "washer"), and the scene's number after the first (the cover).
 */
export function downloadName(title: string, scene = 1): string {
  const slug = Array.from(
    title
      .normalize('NFC')
      .toLocaleLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, ''),
  )
    .slice(0, 60)
    .join('')
    .replace(/-+$/, '');
  return `${slug || 'video-preview'}${scene > 1 ? `-scene-${scene}` : ''}.png`;
}

/**
 * A finished preview: the cover frame first, then the storyboard frame by frame (or played), and the download of the
 * scene on screen.
 */
export function StoryboardPlayer({ job }: { job: PreviewJob }) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const count = job.frames.length;

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      setIndex((current) => {
        if (current + 1 >= count) {
          setPlaying(false);
          return current;
        }
        return current + 1;
      });
    }, frameMs);
    return () => clearInterval(timer);
  }, [playing, count]);

  const frame = job.frames[index];
  if (!frame || !job.imageUrl) return null;
  return (
    <figure style={{ margin: 0 }}>
      <Frame
        src={frame.imageUrl}
        width={1280}
        height={720}
        alt={`${job.title}: scene ${index + 1} of ${count}, ${frame.caption}`}
      />
      <Captions>
        {job.frames.map((candidate, candidateIndex) => (
          <Caption
            key={candidate.index}
            $current={candidateIndex === index}
            aria-hidden={candidateIndex === index ? undefined : true}
          >
            {candidate.caption}
          </Caption>
        ))}
      </Captions>
      <Controls>
        <Counter aria-live="polite">
          Scene {index + 1} of {count}
        </Counter>
        <Button
          size="sm"
          variant="outline"
          onClick={() => setIndex((i) => Math.max(0, i - 1))}
          disabled={index === 0}
        >
          Previous scene
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            if (!playing && index + 1 >= count) setIndex(0);
            setPlaying(!playing);
          }}
        >
          {playing ? 'Pause' : 'Play'}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => setIndex((i) => Math.min(count - 1, i + 1))}
          disabled={index + 1 >= count}
        >
          Next scene
        </Button>
        <ButtonAnchor
          size="sm"
          variant="secondary"
          href={frame.imageUrl}
          download={downloadName(job.title, index + 1)}
        >
          Download Image
        </ButtonAnchor>
      </Controls>
    </figure>
  );
}
