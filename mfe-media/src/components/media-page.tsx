import styled from 'styled-components';

/**
 * The frame of each page of this area: the same space below the site header (and above the footer) as the other
 * areas' pages leave, e.g. the booking wizards.
 */
export const MediaPage = styled.div`
  padding: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(12)};
`;
