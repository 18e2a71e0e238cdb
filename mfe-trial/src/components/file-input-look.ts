import { css } from 'styled-components';

/**
 * A photo field's file input as the site's outline button. Only the button shows: the browser's own "No file chosen"
 * beside it would contradict the photos listed (the field is emptied after each pick, so a photo can be picked again).
 */
export const fileInputLook = css`
  input[type='file'] {
    font: inherit;
    font-weight: 400;
    max-width: 100%;
    color: transparent;
    width: 11rem;
  }
  input[type='file']::file-selector-button {
    font: inherit;
    font-weight: 600;
    padding: 0.5rem 0.875rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
  }
  input[type='file']:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
