// Every command the palette offers for a picked entity, in Khmer: its words come from the catalogue (the entity, a
// month or a day as the screen writes it, being the only other thing it says), and in English they are the
// registry's own label, word for word. At the root too, every command, group and kind of record is in Khmer.
import { createIntl } from 'react-intl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HR_MANAGER_ROLE } from '../../../contract/labels.ts';
import { ENTITY_KINDS, registry } from '../../../commands/all-commands.ts';
import type { Command, EntityRef, ScopedCommand } from '../../../commands/types.ts';
import { en } from '../../i18n/en.ts';
import { km } from '../../i18n/km.ts';
import { pickedLabel } from '../../i18n/command-text.ts';
import { showLanguage } from '../../i18n/language.ts';
import type { Text } from '../../i18n/text.ts';
import { monthEntity } from '../../features/attendance/attendance-entities.ts';
import { dateEntity } from '../../features/calendar/contribution.ts';
import { payLineMonthEntity, payrollMonthEntity, runEntity } from '../../features/payroll/payroll-entities.ts';
import { englishLeft, renderInLanguage } from '../../ui/testing/render-in-language.tsx';
import { commandItem, entityItem, kindTitle } from './palette-items.ts';
import { useText } from '../../i18n/text.ts';

const NAME = 'សុខ ដារ៉ា';
const KHMER = /[\u1780-\u17ff]/;
// Files the commands name keep their names in every language ("report.xlsx", ".csv").
const FILES = /\S*\.(xlsx|csv|zip|ics)\b/g;
const FILE_WORDS = ['report', 'xlsx', 'csv', 'zip', 'ics'];

/** One entity of each kind as its picker offers it, named in the language on screen. */
function sampleOf(kind: string): EntityRef {
  switch (kind) {
    case 'payrollRun':
      return runEntity({ id: 3, month: '2026-11', status: 'approved' });
    case 'payrollMonth':
      return payrollMonthEntity('2026-11', true);
    case 'payLineMonth':
      return payLineMonthEntity('2026-11');
    case 'attendanceMonth':
      return monthEntity('2026-11');
    case 'calendarDate':
      return dateEntity('2026-11-25');
    case 'calendarYear':
    case 'leaveYear':
      return { kind, id: 2027, name: '2027' };
    default:
      return { kind, id: 7, name: NAME, extra: { step_role: HR_MANAGER_ROLE, status: 'active' } };
  }
}

function khmerText(): Text {
  const intl = createIntl({ locale: 'km', messages: km });
  return (key, values) => intl.formatMessage({ id: key }, values);
}

const scoped = registry.all().filter((c): c is ScopedCommand => !!c.scope);

/** What the palette shows of each scoped command for a picked entity, and the picker that asks for it. */
function PickedList({ commands }: { commands: readonly Command[] }) {
  const t = useText();
  return (
    <ul>
      {commands.map((c) => {
        const item = commandItem(c, t, sampleOf(c.scope!));
        return (
          <li key={c.id} data-id={c.id}>
            <span data-title>{item.title}</span> {item.group}{' '}
            <input placeholder={t('palette.pick', { kind: kindTitle(t, c.scope!).toLowerCase() })} />
          </li>
        );
      })}
    </ul>
  );
}

describe('commands for a picked entity, in Khmer', () => {
  beforeAll(() => showLanguage('km'));
  afterAll(() => showLanguage('en'));

  it('walks every scoped command: Khmer words, no English one', async () => {
    const { container } = await renderInLanguage('km', <PickedList commands={scoped} />);
    const rows = [...container.querySelectorAll('li')];
    expect(rows.length).toBe(scoped.length);
    const english = rows.flatMap((row) => {
      const text = `${row.textContent} ${row.querySelector('input')!.placeholder}`.replace(FILES, '');
      const title = row.querySelector('[data-title]')!.textContent ?? '';
      const words = text.match(/[A-Za-z]{2,}/g) ?? [];
      return KHMER.test(title) && words.length === 0 ? [] : [`${row.dataset.id}: ${text}`];
    });
    expect(english).toEqual([]);
    // The same, read as the other Khmer screens' tests read them: no word of the English catalogue.
    expect(englishLeft(container, en, FILE_WORDS)).toEqual([]);
  });

  it('lists every command, group and kind of record in Khmer at its root', () => {
    const t = khmerText();
    const root = registry.all().map((c) => commandItem(c, t));
    const kinds = [...ENTITY_KINDS.keys()].flatMap((kind) => {
      const item = entityItem({ kind, id: 7, name: NAME }, t);
      return [item.group, item.hint!];
    });
    // A language is named in its own words ("ភាសា៖ English"); files by their names.
    const texts = [...root.flatMap((i) => [i.title, i.group]), ...kinds].map((x) =>
      x.replace(FILES, '').replace('English', ''),
    );
    expect(texts.filter((x) => !KHMER.test(x) || /[A-Za-z]{2,}/.test(x))).toEqual([]);
  });

  it('names a month as the screen writes it, not with its picker\'s "generated" mark', async () => {
    const { container } = await renderInLanguage(
      'km',
      <PickedList commands={[registry.get('payroll.generateFor')!]} />,
    );
    expect(container.querySelector('[data-title]')!.textContent).toBe('បង្កើតបៀវត្សរ៍សម្រាប់ វិច្ឆិកា 2026');
  });
});

describe('commands for a picked entity, in English', () => {
  const intl = createIntl({ locale: 'en', messages: en });
  const t: Text = (key, values) => intl.formatMessage({ id: key }, values);
  // Months written as an English screen writes them.
  beforeAll(() => renderInLanguage('en', null));

  it("say the registry's own label, from the catalogue", () => {
    const labelled = scoped.filter((c) => c.label);
    const differing = labelled
      .map((c) => {
        const entity = sampleOf(c.scope);
        return [c.id, commandItem(c, t, entity).title, c.label!(entity)];
      })
      .filter(([, said, label]) => said !== label);
    expect(differing).toEqual([]);
    // Each from the catalogue, but the approval's shared words ("Approve", "Acknowledged").
    const uncatalogued = labelled.filter((c) => !pickedLabel(t, c, sampleOf(c.scope))).map((c) => c.id);
    expect(uncatalogued).toEqual(['request.leave.approve', 'request.overtime.approve', 'request.postClock.approve']);
    expect([...ENTITY_KINDS.keys()]).toEqual(expect.arrayContaining(scoped.map((c) => c.scope)));
  });
});
