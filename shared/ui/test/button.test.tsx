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

  it('keeps the focus when it becomes unavailable while focused (Next on the last slide), ignoring presses', async () => {
    const onClick = jest.fn();
    const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    const { rerender } = renderWithTheme(
      <form onSubmit={onSubmit}>
        <Button type="submit" onClick={onClick}>
          Next
        </Button>
      </form>,
    );
    const next = screen.getByRole('button', { name: 'Next' });
    next.focus();
    rerender(
      <form onSubmit={onSubmit}>
        <Button type="submit" onClick={onClick} disabled>
          Next
        </Button>
      </form>,
    );

    expect(next).toHaveFocus();
    expect(next).not.toHaveAttribute('disabled');
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(next);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes focus back when a request it sent ends on the same page (a refused sign-in)', () => {
    const { rerender } = renderWithTheme(<Button loading={false}>Sign In</Button>);
    const button = screen.getByRole('button', { name: 'Sign In' });
    button.focus();
    rerender(<Button loading>Sign In</Button>);
    // A browser drops the focus of a button that becomes disabled (jsdom does not): focus moves to an element
    // that then goes away, which leaves it on the body.
    const elsewhere = document.body.appendChild(document.createElement('button'));
    elsewhere.focus();
    elsewhere.remove();
    expect(document.activeElement).toBe(document.body);
    rerender(<Button loading={false}>Sign In</Button>);
    expect(button).toHaveFocus();
  });

  it('leaves focus where the visitor put it meanwhile, and takes none it never had', () => {
    const { rerender } = renderWithTheme(
      <>
        <Button loading={false}>Save</Button>
        <input aria-label="Title" />
      </>,
    );
    const save = screen.getByRole('button', { name: 'Save' });
    rerender(
      <>
        <Button loading>Save</Button>
        <input aria-label="Title" />
      </>,
    );
    rerender(
      <>
        <Button loading={false}>Save</Button>
        <input aria-label="Title" />
      </>,
    );
    expect(save).not.toHaveFocus();
    save.focus();
    rerender(
      <>
        <Button loading>Save</Button>
        <input aria-label="Title" />
      </>,
    );
    screen.getByRole('textbox', { name: 'Title' }).focus();
    rerender(
      <>
        <Button loading={false}>Save</Button>
        <input aria-label="Title" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus();
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
