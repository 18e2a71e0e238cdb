import styled from 'styled-components';

/**
 * Stands in for the rest of a page that is still being added part by part (`useProgressiveCount`): it keeps what
 * follows (the list's end, the site footer) below the screen meanwhile. While it is there the browser does not
 * anchor the scroll position: the placeholder on screen (a position restored on Back) would otherwise be kept in
 * place as each part is added above it, carrying the page down by the height of every part.
 */
const Rest = styled.div`
  min-height: 100vh;
  html:has(&) {
    overflow-anchor: none;
  }
`;

export function ProgressiveRest() {
  return <Rest aria-hidden="true" data-progressive-rest="" />;
}
