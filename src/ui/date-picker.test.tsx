// The date field: DD/MM/YYYY typed or picked by keyboard in its calendar dialog, YYYY-MM-DD given to the form.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from '../lib/use-form.ts';
import { describe, expect, it, vi } from 'vitest';
import { DateField, DatePicker } from './date-picker.tsx';

function Controlled({
  initial = '',
  onChange = () => {},
  ...rest
}: {
  initial?: string;
  onChange?: (v: string) => void;
  min?: string;
  max?: string;
  label?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DatePicker
        {...rest}
        value={value}
        onChange={(v) => {
          setValue(v);
          onChange(v);
        }}
      />
      <output aria-label="Value">{value}</output>
      <button type="button">After</button>
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Event Date' });
const openCalendar = () => screen.getByRole('button', { name: 'Open calendar' });
const focusedDay = () => document.activeElement as HTMLElement;
const valueOf = (el: HTMLElement) => (el as HTMLInputElement).value;
/** What a screen reader reads after the name: the elements named by aria-describedby. */
const description = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

describe('DatePicker', () => {
  it("is labelled 'Event Date' unless told, and shows a stored date as DD/MM/YYYY", () => {
    render(<Controlled initial="2026-11-25" />);
    expect(valueOf(field())).toBe('25/11/2026');
    expect(field().getAttribute('placeholder')).toBe('DD/MM/YYYY');
  });

  it('gives YYYY-MM-DD for a typed DD/MM/YYYY and writes it back the one way when left', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Controlled onChange={onChange} label="Start date" />);
    const input = screen.getByRole('textbox', { name: 'Start date' });
    await user.type(input, '1/2/2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-02-01');
    await user.tab();
    expect(valueOf(input)).toBe('01/02/2026');
    await user.clear(input);
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('says why a typed date is impossible once the field is left, and clears it when the date is real', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Controlled initial="2026-02-10" onChange={onChange} />);
    await user.clear(field());
    await user.type(field(), '31/02/2026');
    expect(screen.queryByText(/is not a date/)).toBeNull();
    await user.tab();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(description(field())).toBe('31/02/2026 is not a date: February 2026 has 28 days.');
    // Text that is not a date is not given on: a filter keeps what it had (here the emptied field).
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(screen.getByLabelText('Value').textContent).toBe('');
    await user.clear(field());
    await user.type(field(), '28/02/2026');
    expect(field().getAttribute('aria-invalid')).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith('2026-02-28');
  });

  it('picks a date by keyboard in a date-picker dialog and hands focus back to its button', async () => {
    const user = userEvent.setup();
    render(<Controlled initial="2026-11-25" />);
    await user.click(field());
    await user.tab();
    expect(document.activeElement).toBe(openCalendar());
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Choose Event Date' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('grid', { name: 'November 2026' })).toBeTruthy();
    await waitFor(() => expect(focusedDay().getAttribute('aria-label')).toBe('Wednesday, 25 November 2026'));
    expect(focusedDay().getAttribute('aria-selected')).toBe('true');

    await user.keyboard('{ArrowRight}');
    expect(focusedDay().getAttribute('aria-label')).toBe('Thursday, 26 November 2026');
    await user.keyboard('{ArrowDown}');
    expect(focusedDay().getAttribute('aria-label')).toBe('Thursday, 3 December 2026');
    expect(screen.getByRole('grid', { name: 'December 2026' })).toBeTruthy();
    await user.keyboard('{Home}');
    expect(focusedDay().getAttribute('aria-label')).toBe('Monday, 30 November 2026');
    await user.keyboard('{End}');
    expect(focusedDay().getAttribute('aria-label')).toBe('Sunday, 6 December 2026');
    await user.keyboard('{PageDown}');
    expect(focusedDay().getAttribute('aria-label')).toBe('Wednesday, 6 January 2027');
    await user.keyboard('{PageUp}{PageUp}');
    expect(focusedDay().getAttribute('aria-label')).toBe('Friday, 6 November 2026');
    await user.keyboard('{ArrowUp}');
    expect(focusedDay().getAttribute('aria-label')).toBe('Friday, 30 October 2026');

    // Tab stays in the dialog: previous month, next month, the day.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Previous month' }));
    await user.tab({ shift: true });
    expect(focusedDay().getAttribute('aria-label')).toBe('Friday, 30 October 2026');

    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(valueOf(field())).toBe('30/10/2026');
    expect(screen.getByLabelText('Value').textContent).toBe('2026-10-30');
    expect(document.activeElement).toBe(openCalendar());
  });

  it('closes on Escape without changing the date, focus back on its button; Alt+ArrowDown opens it from the text', async () => {
    const user = userEvent.setup();
    render(<Controlled initial="2026-11-25" />);
    await user.click(field());
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await screen.findByRole('dialog', { name: 'Choose Event Date' });
    await waitFor(() => expect(focusedDay().getAttribute('aria-label')).toBe('Wednesday, 25 November 2026'));
    await user.keyboard('{ArrowLeft}{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(valueOf(field())).toBe('25/11/2026');
    expect(document.activeElement).toBe(openCalendar());
  });

  it('keeps days outside the allowed range from being picked, typed or chosen', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Controlled initial="2026-11-25" max="2026-11-25" onChange={onChange} />);
    await user.click(openCalendar());
    await screen.findByRole('dialog');
    await waitFor(() => expect(focusedDay().getAttribute('aria-label')).toBe('Wednesday, 25 November 2026'));
    await user.keyboard('{ArrowRight}');
    expect(focusedDay().getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    await user.clear(field());
    await user.type(field(), '26/11/2026');
    await user.tab();
    expect(description(field())).toBe('Pick a date on or before 25 Nov 2026.');
  });
});

describe('DateField (react-hook-form)', () => {
  function Form({ onSubmit }: { onSubmit: (v: { day: string }) => void }) {
    const { control, handleSubmit } = useForm<{ day: string }>({
      defaultValues: { day: '2026-11-25' },
    });
    return (
      <form onSubmit={handleSubmit(onSubmit)}>
        <DateField control={control} name="day" label="Day" />
        <button type="submit">Save</button>
      </form>
    );
  }

  it('gives the form YYYY-MM-DD, and the text itself when it is not a date so the form refuses it', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<Form onSubmit={onSubmit} />);
    const input = screen.getByRole('textbox', { name: 'Day' });
    expect(valueOf(input)).toBe('25/11/2026');
    await user.clear(input);
    await user.type(input, '05/01/2027');
    await act(async () => user.click(screen.getByRole('button', { name: 'Save' })));
    expect(onSubmit).toHaveBeenLastCalledWith({ day: '2027-01-05' }, expect.anything());
    await user.clear(input);
    await user.type(input, '31/04/2027');
    await act(async () => user.click(screen.getByRole('button', { name: 'Save' })));
    expect(onSubmit).toHaveBeenLastCalledWith({ day: '31/04/2027' }, expect.anything());
    expect(description(input)).toBe('31/04/2027 is not a date: April 2027 has 30 days.');
  });
});
