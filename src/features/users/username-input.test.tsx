import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from '../../lib/use-form.ts';
import { describe, expect, it } from 'vitest';
import { UsernameInput } from './username-input.tsx';

function Form() {
  const { register } = useForm({ defaultValues: { username: '' } });
  return <UsernameInput registration={register('username')} />;
}

describe('UsernameInput', () => {
  it('says what it left out instead of dropping "." without a word', async () => {
    render(<Form />);
    const field = screen.getByLabelText('Username');
    await userEvent.type(field, 'john.doe');
    expect((field as HTMLInputElement).value).toBe('johndoe');
    // The last keystroke was kept: the note is about the one that was not.
    await userEvent.type(field, '.');
    expect((field as HTMLInputElement).value).toBe('johndoe');
    expect(screen.getByRole('status').textContent).toBe(
      "'.' left out: username can only contain letters, numbers, and underscore.",
    );
    await userEvent.type(field, 'x');
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
