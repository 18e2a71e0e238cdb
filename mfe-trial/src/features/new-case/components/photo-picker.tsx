import { caseLimits } from '@claims/contracts/src/case-rules';
import { Button, FieldError, Label } from '@claims/ui';
import { useEffect, useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { photoContentKey, pickedPhotoProblem } from '../../../lib/cases/photo-problem';
import { fileInputLook } from '../../../components/file-input-look';

const Wrapper = styled.fieldset`
  /* A fieldset is as wide as its widest content by default, past its column on a phone. */
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  border: 0;
  ${fileInputLook}
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Previews = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    width: 6rem;
  }
  img {
    width: 6rem;
    height: 6rem;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

function Preview({ file, onRemove }: { file: File; onRemove: () => void }) {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <li>
      <img src={url} alt={file.name} width={96} height={96} />
      <Button type="button" size="sm" variant="ghost" onClick={onRemove} aria-label={`Remove ${file.name}`}>
        Remove
      </Button>
    </li>
  );
}

/**
 * Up to 5 photos (JPEG, PNG or WebP, 8 MB each), checked as they are picked and shown before sending.
 * `onCheckingChange` says while picked photos are being read, so the form is not sent without them.
 */
export function PhotoPicker({
  files,
  onChange,
  onCheckingChange,
  disabled,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  onCheckingChange?: (checking: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const [problems, setProblems] = useState<string[]>([]);
  const room = caseLimits.photosPerCase - files.length;

  const onPick = async (picked: FileList | null) => {
    // Copied before the first await: the input is emptied right after this is called.
    const list = [...(picked ?? [])];
    onCheckingChange?.(true);
    try {
      await addPicked(list);
    } finally {
      onCheckingChange?.(false);
    }
  };

  const addPicked = async (list: File[]) => {
    const checked = await Promise.all(
      list.map(async (file) => ({ file, problem: await pickedPhotoProblem(file) })),
    );
    const found = checked.flatMap(({ problem }) => (problem ? [problem] : []));
    // A photo already in the list (or twice in this pick) is listed once, as the case will hold it once.
    const taken = new Set(await Promise.all(files.map(photoContentKey)));
    const accepted: File[] = [];
    for (const { file, problem } of checked) {
      if (problem) continue;
      const key = await photoContentKey(file);
      if (taken.has(key)) {
        found.push(`${file.name}: this photo is already added`);
        continue;
      }
      taken.add(key);
      accepted.push(file);
    }
    if (accepted.length > room) found.push(`At most ${caseLimits.photosPerCase} photos per case`);
    setProblems(found);
    onChange([...files, ...accepted.slice(0, Math.max(0, room))]);
  };

  return (
    <Wrapper>
      <Label as="legend" htmlFor={undefined}>
        Photos
      </Label>
      <Hint id={`${id}-hint`}>Optional. Up to 5 photos, JPEG, PNG or WebP, 8 MB each.</Hint>
      <input
        id={`${id}-input`}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple
        aria-label="Add photos"
        aria-describedby={`${id}-hint`}
        disabled={disabled || room <= 0}
        onChange={(event) => {
          void onPick(event.target.files);
          event.target.value = '';
        }}
      />
      {problems.map((problem) => (
        <FieldError key={problem} role="alert">
          {problem}
        </FieldError>
      ))}
      {files.length > 0 && (
        <Previews aria-label="Photos to attach">
          {files.map((file, index) => (
            <Preview
              key={`${file.name}-${index}`}
              file={file}
              onRemove={() => onChange(files.filter((_, other) => other !== index))}
            />
          ))}
        </Previews>
      )}
    </Wrapper>
  );
}
