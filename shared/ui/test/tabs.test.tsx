import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tab, TabList, TabPanel, Tabs } from '../src';
import { renderWithTheme } from './render';

function AccountTabs({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue="sign-in" onValueChange={onValueChange}>
      <TabList aria-label="Account">
        <Tab value="sign-in">Sign In</Tab>
        <Tab value="sign-up">Sign Up</Tab>
        <Tab value="help">Help</Tab>
      </TabList>
      <TabPanel value="sign-in">
        Sign-in form <input aria-label="Email" />
      </TabPanel>
      <TabPanel value="sign-up">Sign-up form</TabPanel>
      <TabPanel value="help">Help text</TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('exposes tablist, tabs and the selected tabpanel, labelled by its tab', () => {
    renderWithTheme(<AccountTabs />);
    expect(screen.getByRole('tablist', { name: 'Account' })).toBeInTheDocument();
    const signIn = screen.getByRole('tab', { name: 'Sign In' });
    expect(signIn).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'Sign In' });
    expect(panel).toHaveTextContent('Sign-in form');
    expect(signIn).toHaveAttribute('aria-controls', panel.id);
    expect(screen.queryByText('Sign-up form')).not.toBeInTheDocument();
  });

  it('makes a panel a Tab stop only while nothing in it is one', async () => {
    const user = userEvent.setup();
    renderWithTheme(<AccountTabs />);
    // A panel holding a form: Tab goes from the tab straight to its first field.
    expect(screen.getByRole('tabpanel', { name: 'Sign In' })).not.toHaveAttribute('tabindex');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    // A panel of text: the panel itself, so its content can be reached and read.
    await user.click(screen.getByRole('tab', { name: 'Help' }));
    expect(screen.getByRole('tabpanel', { name: 'Help' })).toHaveAttribute('tabindex', '0');
  });

  it('has one tab stop and moves with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    const onValueChange = jest.fn();
    renderWithTheme(<AccountTabs onValueChange={onValueChange} />);

    await user.tab();
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('tabindex', '-1');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Sign-up form');
    expect(onValueChange).toHaveBeenLastCalledWith('sign-up');

    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Help' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Help' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');

    // Tab leaves the tablist for the panel's content instead of walking through every tab.
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  });

  it('answers the up and down arrows only when the tabs are stacked one above another', async () => {
    const user = userEvent.setup();
    renderWithTheme(<AccountTabs />);
    const tabs = screen.getAllByRole('tab');
    // jsdom lays nothing out: each tab is given its box, side by side first.
    const place = (stackedUp: boolean) =>
      tabs.forEach((tab, index) => {
        const top = stackedUp ? index * 48 : 0;
        const left = stackedUp ? 0 : index * 100;
        tab.getBoundingClientRect = () => new DOMRect(left, top, 100, 44);
      });
    place(false);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveFocus();

    place(true);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('tab', { name: 'Help' })).toHaveFocus();
  });

  it('says it is vertical while its tabs are stacked, and horizontal again when they are side by side', () => {
    // jsdom has no ResizeObserver: this one reports a size change when told to.
    const observers: Array<() => void> = [];
    const original = window.ResizeObserver;
    window.ResizeObserver = class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe() {
        observers.push(() => this.callback([], this as unknown as ResizeObserver));
      }
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    try {
      renderWithTheme(<AccountTabs />);
      const list = screen.getByRole('tablist');
      expect(list).toHaveAttribute('aria-orientation', 'horizontal');
      const place = (stackedUp: boolean) => {
        screen.getAllByRole('tab').forEach((tab, index) => {
          tab.getBoundingClientRect = () =>
            new DOMRect(stackedUp ? 0 : index * 100, stackedUp ? index * 48 : 0, 100, 44);
        });
        act(() => observers.forEach((resized) => resized()));
      };
      place(true);
      expect(list).toHaveAttribute('aria-orientation', 'vertical');
      place(false);
      expect(list).toHaveAttribute('aria-orientation', 'horizontal');
    } finally {
      window.ResizeObserver = original;
    }
  });
});
