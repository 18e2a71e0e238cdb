import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, ErrorPanel } from '../src';
import { renderWithTheme } from './render';

describe('Button and ErrorPanel', () => {
  it('is disabled and busy while loading', async () => {
    const onClick = jest.fn();
    renderWithTheme(
      <Button type="submit" loading loadingText="Signing in..." onClick={onClick}>
        Sign In
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Signing in...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('offers a Retry that calls back', async () => {
    const onRetry = jest.fn();
    renderWithTheme(
      <ErrorPanel title="Failed to load cases" message="Try again." onRetry={onRetry} headingLevel={1} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load cases');
    expect(screen.getByRole('heading', { level: 1, name: 'Failed to load cases' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
