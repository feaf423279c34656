// A failed submit moves focus to the first invalid field once, when its validation lands: typing on at once,
// every key lands in that field, even once the field turns valid mid-word.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TextField } from '../ui/text-field.tsx';
import { schemaResolver } from './form-errors.ts';
import { useForm } from './use-form.ts';

const schema = z.object({
  username: z.string().min(2, 'username must be at least 2 characters long.'),
  password: z.string().min(1, 'password is required.'),
});

function SignUp() {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.infer<typeof schema>>({
    resolver: schemaResolver(schema),
    defaultValues: { username: '', password: '' },
  });
  return (
    <form onSubmit={handleSubmit(() => undefined)} noValidate>
      <TextField label="Username" error={errors.username?.message} {...register('username')} />
      <TextField label="Password" type="password" error={errors.password?.message} {...register('password')} />
      <button type="submit">Save</button>
    </form>
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('useForm', () => {
  it('keeps focus in the field a failed submit moved it to while the user types on', async () => {
    // Enter and the key after it come before any timer can run, as keys do on a busy machine; then one task apart.
    const burst = userEvent.setup({ delay: null });
    const user = userEvent.setup();
    render(<SignUp />);
    await user.click(field('Username'));
    await burst.keyboard('k{Enter}e');
    await user.keyboard('yboard');
    expect(document.activeElement).toBe(field('Username'));
    expect(field('Username').value).toBe('keyboard');
    expect(field('Password').value).toBe('');
  });

  it('moves focus to the first invalid field on a failed submit', async () => {
    const user = userEvent.setup();
    render(<SignUp />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('username must be at least 2 characters long.')).toBeTruthy();
    expect(document.activeElement).toBe(field('Username'));

    // Username now valid: the first invalid field is Password, whichever field the submit came from.
    await user.type(field('Username'), 'dara');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(document.activeElement).toBe(field('Password'));
  });
});
