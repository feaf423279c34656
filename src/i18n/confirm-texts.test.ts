// Every confirmation a command asks for (ctx.confirm) is a catalogue text: run each command with a context that
// records the question and answers "no", then show it in Khmer: no English word may be left.
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { registry } from '../../commands/all-commands.ts';
import { fakeContext } from '../../commands/test-context.ts';
import type { ConfirmRequest, EntityRef } from '../../commands/types.ts';
import { DISCARD } from '../lib/unsaved-changes.ts';
import { setCurrentIntl } from './current.ts';
import { km } from './km.ts';
import { sharedText, type Text } from './text.ts';

const intl = createIntl({ locale: 'km-KH', messages: km });
const t: Text = (key, values) => intl.formatMessage({ id: key }, values);
// What the provider does as it renders Khmer: the formatters (a month in a question) write Khmer too.
setCurrentIntl(intl, 'km');

// A name with no Latin letters, so any English left in the Khmer text is the catalogue's doing.
const entity = (kind: string): EntityRef => ({ kind, id: 202606, name: 'សុខ ដារ៉ា', extra: { month: '2026-06' } });

async function askedConfirms(): Promise<Array<{ id: string; request: ConfirmRequest }>> {
  const asked: Array<{ id: string; request: ConfirmRequest }> = [];
  for (const command of registry.all()) {
    const { ctx } = fakeContext({
      confirm: async (request) => {
        asked.push({ id: command.id, request });
        return false;
      },
    });
    try {
      if (command.scope === undefined) await command.run(ctx);
      else await command.run(ctx, entity(command.scope));
    } catch {
      // A command that asks nothing may trip over the fake server's empty answers: only its question matters here.
    }
  }
  return asked;
}

const englishWords = (text: string) => text.match(/[A-Za-z]{2,}/g) ?? [];

describe('confirmations in Khmer', async () => {
  const asked = await askedConfirms();

  it('finds the commands that ask first', () => {
    expect(asked.length).toBeGreaterThan(10);
  });

  it.each(asked.map(({ id, request }) => [id, request] as const))('%s asks in Khmer', (_id, request) => {
    for (const text of [request.title, request.message, request.confirmLabel]) {
      expect(englishWords(sharedText(t, text)), text).toEqual([]);
    }
  });

  it('asks in Khmer before discarding unsaved changes', () => {
    for (const text of Object.values(DISCARD)) expect(englishWords(sharedText(t, text)), text).toEqual([]);
  });
});
