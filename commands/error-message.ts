// A toast's text: the server's message, else the transport message, else the fallback ('Unknown error'),
// first letter capitalised.
import { TOAST } from '../contract/messages.ts';

export function capitalise(text: string): string {
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

export function serverMessage(err: unknown): string | undefined {
  const data = (err as { data?: unknown } | null)?.data;
  const message = (data as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

export function errorMessage(err: unknown, fallback: string = TOAST.unknownError): string {
  const transport = err instanceof Error ? err.message : typeof err === 'string' ? err : undefined;
  return capitalise(serverMessage(err) ?? (transport?.trim() ? transport : undefined) ?? fallback);
}
