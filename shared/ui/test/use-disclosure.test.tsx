import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { Link, MemoryRouter } from 'react-router-dom';
import { useDisclosure } from '../src/hooks/use-disclosure';

function Dropdown({ closeOnOutside }: { closeOnOutside: boolean }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const { open, toggle, toggleRef } = useDisclosure(closeOnOutside ? { containerRef } : {});
  return (
    <>
      <div ref={containerRef}>
        <button ref={toggleRef} aria-expanded={open} onClick={toggle}>
          Menu
        </button>
        <ul hidden={!open} aria-label="Pages">
          <li>
            <Link to="/elsewhere">Elsewhere</Link>
          </li>
        </ul>
      </div>
      <p>Outside</p>
      <a href="#after">After the menu</a>
    </>
  );
}

const renderDropdown = (closeOnOutside = false) =>
  render(
    <MemoryRouter>
      <Dropdown closeOnOutside={closeOnOutside} />
    </MemoryRouter>,
  );

describe('useDisclosure', () => {
  it('opens and closes with its toggle', async () => {
    renderDropdown();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    renderDropdown();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    screen.getByRole('link', { name: 'Elsewhere' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });

  it('closes when a link in it navigates', async () => {
    renderDropdown();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a press outside only when given its container', async () => {
    renderDropdown(false);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(screen.getByText('Outside'));
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('with its container, a press outside closes it and a press inside does not', async () => {
    renderDropdown(true);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(screen.getByRole('list', { name: 'Pages' }));
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByText('Outside'));
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('with its container, closes when the keyboard moves focus past its last item', async () => {
    renderDropdown(true);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Elsewhere' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'After the menu' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
