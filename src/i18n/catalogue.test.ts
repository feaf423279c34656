// The two catalogues hold the same keys both ways, each a well-formed ICU message with the same arguments; the
// English page titles are the route table's, word for word.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { ENTITY_KINDS, registry } from '../../commands/all-commands.ts';
import { ROUTES } from '../../commands/routes.ts';
import { MESSAGE_FAMILIES } from '../../server/i18n/messages.ts';
import { en, type MessageKey } from './en.ts';
import { km } from './km.ts';
import type { Text } from './text.ts';
import { placementLabel } from '../ui/command-buttons.tsx';

function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const e of elements) {
      if (e.type === TYPE.argument || e.type === TYPE.number || e.type === TYPE.plural) names.add(e.value);
      if (e.type === TYPE.plural || e.type === TYPE.select) Object.values(e.options).forEach((o) => walk(o.value));
    }
  };
  walk(parse(message));
  return [...names].sort();
}

type Catalogues = [
  name: string,
  english: Record<string, string>,
  khmer: Record<string, string>,
  untranslated: string[],
];

describe.each<Catalogues>([
  ['web', en as Record<string, string>, km as Record<string, string>, ['shell.documentTitle', 'language.en']],
  // Each server family: an apostrophe beside a brace is written twice, or ICU reads the argument as text.
  ...Object.entries(MESSAGE_FAMILIES).map(([name, family]): Catalogues => [`server ${name}`, family.en, family.km, []]),
])('the %s catalogues', (_, english, khmer, untranslated) => {
  it('have the same keys both ways', () => {
    expect(Object.keys(english).filter((k) => !(k in khmer))).toEqual([]);
    expect(Object.keys(khmer).filter((k) => !(k in english))).toEqual([]);
  });

  it('give every message the same arguments in both languages', () => {
    for (const key of Object.keys(english)) expect(argumentsOf(khmer[key]), key).toEqual(argumentsOf(english[key]));
  });

  it('translate every text written in words (names and the brand aside)', () => {
    const same = Object.keys(english).filter((k) => khmer[k] === english[k] && /[a-z]{3}/.test(english[k]));
    expect(same).toEqual(untranslated);
  });
});

describe('page titles', () => {
  it("are the route table's English titles, one for every route", () => {
    const titles = Object.fromEntries(ROUTES.map((r) => [`page.${r.path}`, r.title]));
    const inCatalogue = Object.fromEntries(Object.entries(en).filter(([k]) => k.startsWith('page.')));
    expect(inCatalogue).toEqual(titles);
  });
});

describe('toolbar and row buttons', () => {
  it('each say their label in Khmer (a label.<command id> key, or a word all lists share)', () => {
    const intl = createIntl({ locale: 'km', messages: km });
    const t: Text = (key, values) => intl.formatMessage({ id: key }, values);
    const english = registry
      .all()
      .flatMap((c) => [c.placements?.rowAction, c.placements?.toolbar].map((p) => p && [c.id, p.label]))
      .filter((p): p is [string, string] => !!p?.[1])
      .filter(([id, label]) => placementLabel(t, id, label) === label);
    expect(english).toEqual([]);
  });

  it("say a request's approve button in Khmer at each step (a label made for the row)", () => {
    const intl = createIntl({ locale: 'km', messages: km });
    const t: Text = (key, values) => intl.formatMessage({ id: key }, values);
    const labels = ['HR_MANAGER', 'LEAD_MANAGER'].map((step_role) =>
      registry.get('request.overtime.approve')!.label!({
        kind: 'overtimeRequest',
        id: 1,
        name: 'x',
        extra: { step_role },
      }),
    );
    expect(labels.map((label) => placementLabel(t, '', label))).toEqual(['ទទួលស្គាល់', 'អនុម័ត']);
  });
});

describe('entity kinds', () => {
  it("each have the palette's name for one and for several, one being the registry's label", () => {
    const named = [...ENTITY_KINDS].map(([kind, spec]) => [kind, en[`entity.${kind}` as MessageKey], spec.label]);
    expect(named.filter(([, one, label]) => one !== label)).toEqual([]);
    expect([...ENTITY_KINDS.keys()].filter((kind) => !(`entities.${kind}` in en))).toEqual([]);
  });
});
