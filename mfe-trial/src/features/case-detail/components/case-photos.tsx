import type { CaseDetail } from '@claims/contracts';
import { caseLimits } from '@claims/contracts/src/case-rules';
import { toast } from '@claims/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useUploadCasePhoto } from '../../../lib/cases/upload-case-photo';
import { pickedPhotoProblem } from '../../../lib/cases/photo-problem';
import { fileInputLook } from '../../../components/file-input-look';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(6.5rem, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: block;
    border-radius: ${({ theme }) => theme.radii.sm};
    overflow: hidden;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 1;
    object-fit: cover;
  }
`;

const Upload = styled.label`
  display: inline-flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${fileInputLook}
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The case's photos as thumbnails (each opens the full picture); the case's customer can add more, up to 5. */
export function CasePhotos({ caseDetail, canAdd }: { caseDetail: CaseDetail; canAdd: boolean }) {
  const upload = useUploadCasePhoto(caseDetail.id);
  const [sending, setSending] = useState(false);
  const room = caseLimits.photosPerCase - caseDetail.photos.length;

  const onPick = async (files: FileList | null) => {
    const all = [...(files ?? [])];
    const picked = all.slice(0, room);
    if (all.length > room) {
      const left = all.slice(room).map((file) => file.name);
      toast.error(`At most ${caseLimits.photosPerCase} photos per case`, {
        description: `Only ${room} more could be added, so ${left.length === 1 ? 'this one was' : 'these were'} left out: ${left.join(', ')}.`,
      });
    }
    setSending(true);
    for (const file of picked) {
      const problem = await pickedPhotoProblem(file);
      if (problem) {
        toast.error('Error', { description: problem });
        continue;
      }
      try {
        await upload.mutateAsync(file);
      } catch (error) {
        // Named, as the picker's own refusals are: several files may have been picked at once.
        toast.error('Error', {
          description: `${file.name}: ${error instanceof Error ? error.message : 'Something went wrong'}`,
        });
      }
    }
    setSending(false);
  };

  return (
    <>
      {caseDetail.photos.length === 0 ? (
        <Muted>No photos yet.</Muted>
      ) : (
        <Grid aria-label="Photos">
          {caseDetail.photos.map((photo, index) => (
            <li key={photo.id}>
              <a href={photo.url} target="_blank" rel="noreferrer">
                <img
                  src={photo.thumbnailUrl}
                  alt={`Photo ${index + 1} of case ${caseDetail.caseNumber}`}
                  width={320}
                  height={320}
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </Grid>
      )}
      {canAdd && room > 0 && (
        <Upload>
          {sending ? 'Uploading…' : `Add photos (${room} more allowed; JPEG, PNG or WebP, 8 MB each)`}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            disabled={sending}
            onChange={(event) => {
              void onPick(event.target.files);
              event.target.value = '';
            }}
          />
        </Upload>
      )}
    </>
  );
}
