import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import styled from 'styled-components';
import { Button, Field, FieldError, TextInput } from '@claims/ui';
import {
  guideImageLimits,
  guideImageSrc,
  guideImageTooLargeMessage,
  guideImageTypeMessage,
  guideImageTypes,
  uploadedGuideImageId,
} from '@claims/contracts';
import { useUploadGuideImage } from '../api/upload-guide-image';
import type { UploadGuideFormInput } from './upload-guide-values';

/** Why a picked file cannot be uploaded, or null when it can (the service checks again). */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!(guideImageTypes as readonly string[]).includes(file.type)) return guideImageTypeMessage;
  if (file.size > guideImageLimits.bytesMax) return guideImageTooLargeMessage;
  return null;
}

/** How many uploads are still on their way, so the form is not sent without their pictures. */
const UploadsInFlight = createContext<{ started: () => () => void } | null>(null);

export function ImageUploadsProvider({
  children,
  onCountChange,
}: {
  children: ReactNode;
  onCountChange: (count: number) => void;
}) {
  const count = useRef(0);
  const started = useCallback(() => {
    count.current += 1;
    onCountChange(count.current);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      count.current -= 1;
      onCountChange(count.current);
    };
  }, [onCountChange]);
  const value = useMemo(() => ({ started }), [started]);
  return <UploadsInFlight.Provider value={value}>{children}</UploadsInFlight.Provider>;
}

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
`;

const FileInput = styled.input`
  font: inherit;
  max-width: 100%;
  &::file-selector-button {
    margin-right: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    font: inherit;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    cursor: pointer;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Preview = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  img {
    display: block;
    width: 10rem;
    max-width: 100%;
    aspect-ratio: 16 / 10;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const PreviewLabel = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Status = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export type GuideImageFieldProps = {
  /** The form value holding the picture: a URL typed in, or the address of an uploaded picture. */
  name: Extract<FieldPath<UploadGuideFormInput>, 'imageUrl' | `steps.${number}.imageUrl`>;
  urlLabel: string;
  /** The URL box's accessible name when it differs from its visible label (steps: "Step 2 image URL"). */
  urlAriaLabel?: string;
  urlHint?: string;
  uploadLabel: string;
  uploadAriaLabel?: string;
  /** What the picture shows, for the preview's text and the Remove button ("the cover photo"). */
  subject: string;
  error?: string;
};

/**
 * A picture given either as a URL or as an uploaded file (JPEG, PNG or WebP, up to 8 MB). A picked file is checked,
 * uploaded at once, and replaced by a preview with a Remove button; Remove brings the URL box and file input back.
 */
export function GuideImageField({
  name,
  urlLabel,
  urlAriaLabel,
  urlHint,
  uploadLabel,
  uploadAriaLabel,
  subject,
  error,
}: GuideImageFieldProps) {
  const { register, setValue, control } = useFormContext<UploadGuideFormInput>();
  const value = useWatch({ control, name }) ?? '';
  // A step can move or be removed while its photo uploads: the answer goes to where the field is then, if anywhere.
  const currentName = useRef(name);
  const mounted = useRef(true);
  useEffect(() => {
    currentName.current = name;
  }, [name]);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const uploadedId = uploadedGuideImageId(value.trim());
  const upload = useUploadGuideImage();
  const inFlight = useContext(UploadsInFlight);
  const [problem, setProblem] = useState<string | null>(null);
  const fileInputId = `guide-image${useId().replace(/:/g, '')}`;
  const removeButton = useRef<HTMLButtonElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  // Where focus goes after the field changes shape (the control that had it is gone).
  const focusNext = useRef<'remove' | 'file' | null>(null);

  useEffect(() => {
    if (focusNext.current === 'remove') removeButton.current?.focus();
    if (focusNext.current === 'file') fileInput.current?.focus();
    focusNext.current = null;
  }, [uploadedId]);

  const onPick = async (file: File | undefined) => {
    if (!file) return;
    const found = imageFileProblem(file);
    setProblem(found);
    if (found) return;
    const finished = inFlight?.started();
    try {
      const image = await upload.mutateAsync(file);
      if (!mounted.current) return;
      focusNext.current = 'remove';
      setValue(currentName.current, image.url, { shouldDirty: true, shouldValidate: true });
    } catch (failure) {
      if (!mounted.current) return;
      setProblem(failure instanceof Error ? failure.message : 'The picture could not be uploaded');
    } finally {
      finished?.();
    }
  };

  if (uploadedId) {
    return (
      <Group>
        <div>
          <PreviewLabel>{`Uploaded ${subject}`}</PreviewLabel>
          <Preview>
            <img
              src={guideImageSrc(value.trim(), 400)}
              alt={`Uploaded ${subject}`}
              width={160}
              height={100}
            />
            <Button
              ref={removeButton}
              type="button"
              variant="outline"
              size="sm"
              aria-label={`Remove the ${subject}`}
              onClick={() => {
                focusNext.current = 'file';
                setProblem(null);
                setValue(name, '', { shouldDirty: true, shouldValidate: true });
              }}
            >
              Remove
            </Button>
          </Preview>
        </div>
        {error && <FieldError role="alert">{error}</FieldError>}
      </Group>
    );
  }

  return (
    <Group>
      <Field label={urlLabel} hint={urlHint} error={error}>
        <TextInput
          type="url"
          inputMode="url"
          placeholder="https://"
          aria-label={urlAriaLabel}
          // A URL typed instead of a refused file answers the file's message.
          {...register(name, { onChange: () => setProblem(null) })}
        />
      </Field>
      <Field id={fileInputId} label={uploadLabel} hint="JPEG, PNG or WebP, up to 8 MB.">
        <FileInput
          ref={fileInput}
          id={fileInputId}
          type="file"
          accept={guideImageTypes.join(',')}
          aria-label={uploadAriaLabel}
          aria-describedby={`${fileInputId}-hint${problem ? ` ${fileInputId}-error` : ''}`}
          aria-invalid={problem ? true : undefined}
          aria-busy={upload.isPending || undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            // One upload at a time; the input stays enabled so it keeps focus meanwhile.
            if (!upload.isPending) void onPick(file);
          }}
        />
      </Field>
      {problem && (
        <FieldError id={`${fileInputId}-error`} role="alert">
          {problem}
        </FieldError>
      )}
      {upload.isPending && <Status role="status">Uploading photo...</Status>}
    </Group>
  );
}
