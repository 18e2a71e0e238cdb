import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox, Field, pasteCutMessage, Select, TextInput, Textarea } from '../src';
import { renderWithTheme } from './render';

describe('Field', () => {
  it('labels the control and describes it with hint and error', () => {
    renderWithTheme(
      <Field label="Email" hint="We never share it" error="Enter a valid email address" required>
        <TextInput type="email" />
      </Field>,
    );
    const input = screen.getByLabelText(/Email/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('We never share it Enter a valid email address');
  });

  it('draws the required mark at the label’s size, so a required field lines up with one that is not', () => {
    renderWithTheme(
      <Field label="Category" required>
        <TextInput />
      </Field>,
    );
    const mark = screen.getByText('*');
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    expect(getComputedStyle(mark).fontSize).toBe(getComputedStyle(screen.getByText('Category')).fontSize);
  });

  it('is not marked invalid without an error, and keeps ids of its own', () => {
    renderWithTheme(
      <Field label="Model number" id="model">
        <TextInput aria-describedby="extra" />
      </Field>,
    );
    const input = screen.getByLabelText('Model number');
    expect(input).toHaveAttribute('id', 'model');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAttribute('aria-describedby', 'extra');
  });

  it('wires Select and Textarea the same way', () => {
    renderWithTheme(
      <>
        <Field label="Device type" error="Choose a device">
          <Select defaultValue="">
            <option value="">Choose…</option>
            <option value="washer">Washer</option>
          </Select>
        </Field>
        <Field label="Issue description">
          <Textarea />
        </Field>
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'Device type' })).toHaveAccessibleDescription(
      'Choose a device',
    );
    expect(screen.getByRole('textbox', { name: 'Issue description' })).not.toHaveAttribute('aria-invalid');
  });

  it('gives a checkbox its label and error', () => {
    renderWithTheme(<Checkbox label="I agree to the terms" error="Please accept the terms" />);
    const box = screen.getByRole('checkbox', { name: 'I agree to the terms' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Please accept the terms');
  });

  it('says under the field when a paste was cut to its maximum, until the text is changed again', async () => {
    renderWithTheme(
      <>
        <Field label="Title" hint="A short name">
          <TextInput maxLength={10} />
        </Field>
        <Field label="Description">
          <Textarea maxLength={10} />
        </Field>
      </>,
    );
    const user = userEvent.setup();
    for (const control of [screen.getByLabelText('Title'), screen.getByLabelText('Description')] as const) {
      await user.click(control);
      await user.paste('Dryer belt!');
      expect(control).toHaveValue('Dryer belt');
      expect(screen.getByRole('status')).toHaveTextContent(pasteCutMessage(10));
      expect(control).toHaveAccessibleDescription(expect.stringContaining(pasteCutMessage(10)));
      // Leaving the field keeps it: the visitor may not have seen it yet.
      await user.tab();
      expect(screen.getByRole('status')).toHaveTextContent(pasteCutMessage(10));
      await user.click(control);
      await user.keyboard('{Backspace}');
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      // A paste that fits says nothing.
      await user.paste('t');
      expect(control).toHaveValue('Dryer belt');
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    }
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('A short name');
  });
});
