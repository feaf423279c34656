// The palette's relevance with the console in Khmer (palette-relevance.json's khmerCases): the root list as the
// palette shows it in Khmer (the catalogue's Khmer titles, each English title a keyword), ranked for a user holding
// every permission.
import { createIntl } from 'react-intl';
import { HR_MANAGER_ROLE } from '../../../contract/labels.ts';
import { describe, expect, it } from 'vitest';
import { PERMISSION_CATALOGUE, permissionKey } from '../../../contract/permissions.ts';
import { registry } from '../../../commands/all-commands.ts';
import { prepare, rank } from '../../../commands/fuzzy.ts';
import { rootCommands } from '../../../commands/palette-entries.ts';
import relevance from '../../../commands/palette-relevance.json' with { type: 'json' };
import { fakeContext } from '../../../commands/test-context.ts';
import { en } from '../../i18n/en.ts';
import { km } from '../../i18n/km.ts';
import type { Text } from '../../i18n/text.ts';
import { commandItem } from './palette-items.ts';

const intl = createIntl({ locale: 'km-KH', messages: km });
const t: Text = (key, values) => intl.formatMessage({ id: key }, values);
const { ctx } = fakeContext({
  permissions: new Set(PERMISSION_CATALOGUE.map(permissionKey)),
  pathname: '/',
  linkedToEmployee: true,
});
const offered = prepare(rootCommands(registry.all(), ctx).map((c) => commandItem(c, t)));

describe('palette relevance in Khmer', () => {
  it.each(relevance.khmerCases)('"%s" ranks %s first', (query, id) => {
    const top = rank(offered, query, (item) => item.key).slice(0, 3);
    expect(top.map((item) => item.key)[0], `top three: ${top.map((item) => item.title).join(' | ')}`).toBe(`cmd:${id}`);
  });
});

// "acknowledge" finds "Approve leave request…" (palette-relevance.json): at the HR step that command is HR's
// acknowledgement, and once such a request is picked the palette says so, in either language.
describe("the approve command on a request at HR's step", () => {
  const approve = registry.get('request.leave.approve')!;
  const request = (step_role: string) => ({ kind: 'leaveRequest', id: 1, name: 'សុខ ដារ៉ា', extra: { step_role } });
  const english = createIntl({ locale: 'en', messages: en });
  const inEnglish: Text = (key, values) => english.formatMessage({ id: key }, values);

  it('is offered as acknowledging it', () => {
    expect(commandItem(approve, t, request(HR_MANAGER_ROLE)).title).toBe('ទទួលស្គាល់');
    expect(commandItem(approve, inEnglish, request(HR_MANAGER_ROLE)).title).toBe('Acknowledged');
  });

  it("is offered as approving at the lead's step", () => {
    expect(commandItem(approve, t, request('LEAD_MANAGER')).title).toBe('អនុម័ត');
    expect(commandItem(approve, inEnglish, request('LEAD_MANAGER')).title).toBe('Approve');
  });
});
