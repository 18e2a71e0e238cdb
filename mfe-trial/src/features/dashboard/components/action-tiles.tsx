import type { Role } from '@claims/contracts';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../config/paths';

type Tile = { title: string; description: string; to: string; tone: 'brand' | 'accent' | 'neutral' };

/** The spec's tiles by role: Start New Case (customer), Order Parts (tech), Video Demos (everyone); admin links. */
export function tilesFor(roles: readonly Role[]): Tile[] {
  const tiles: Tile[] = [];
  if (roles.includes('customer'))
    tiles.push({
      title: 'Start New Case',
      description: 'File a repair claim for an appliance',
      to: paths.newCase,
      tone: 'brand',
    });
  if (roles.includes('tech'))
    tiles.push({
      title: 'Order Parts',
      description: 'Order parts from the dealer for a case',
      to: paths.dealerPortal,
      tone: 'accent',
    });
  tiles.push({
    title: 'Video Demos',
    description: 'See how claims and repairs work',
    to: paths.videoDemos,
    tone: 'neutral',
  });
  if (roles.includes('admin')) {
    tiles.push(
      { title: 'Manage Users', description: 'See and change roles', to: paths.adminUsers, tone: 'neutral' },
      {
        title: 'Leads',
        description: 'Demo requests, applications and surveys',
        to: paths.adminLeads,
        tone: 'neutral',
      },
      {
        title: 'Bookings',
        description: 'Pickups and technician visits, by day',
        to: paths.adminBookings,
        tone: 'neutral',
      },
      {
        title: 'Guide Generator',
        description: 'Generate sample guides',
        to: paths.adminGenerator,
        tone: 'neutral',
      },
    );
  }
  return tiles;
}

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const TileLink = styled(Link)<{ $tone: Tile['tone'] }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  height: 100%;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $tone }) =>
    $tone === 'brand' ? theme.colors.brand : $tone === 'accent' ? theme.colors.accent : theme.colors.surface};
  /* Also on hover: the site's link hover colour (brand blue) would be unreadable on the brand tile. */
  &,
  &:hover {
    color: ${({ theme, $tone }) => ($tone === 'neutral' ? theme.colors.text : theme.colors.textInverse)};
  }
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadows.sm};
  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    opacity: 0.9;
  }
  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

export function ActionTiles({ roles }: { roles: readonly Role[] }) {
  return (
    <List aria-label="Actions">
      {tilesFor(roles).map((tile) => (
        <li key={tile.title}>
          <TileLink to={tile.to} $tone={tile.tone}>
            <strong>{tile.title}</strong>
            <span>{tile.description}</span>
          </TileLink>
        </li>
      ))}
    </List>
  );
}
