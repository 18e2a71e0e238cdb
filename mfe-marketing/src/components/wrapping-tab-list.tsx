import styled from 'styled-components';
import { TabList } from '@claims/ui';

/**
 * A tab strip whose tabs wrap onto further rows instead of scrolling sideways, so on a phone every label is
 * read whole ("Property Management", not "Property Manage…" at the edge of a hidden scroll).
 */
export const WrappingTabList = styled(TabList)`
  flex-wrap: wrap;
  overflow: visible;
`;
