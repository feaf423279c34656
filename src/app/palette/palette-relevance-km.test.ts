// The palette's relevance with the console in Khmer (palette-relevance.json's khmerCases): the root list as the
// palette shows it in Khmer (the catalogue's Khmer titles, each English title a keyword), ranked for a user holding
// every permission.
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { PERMISSION_CATALOGUE, permissionKey } from '../../../contract/permissions.ts';
import { registry } from '../../../commands/all-commands.ts';
import { prepare, rank } from '../../../commands/fuzzy.ts';
import { rootCommands } from '../../../commands/palette-entries.ts';
import relevance from '../../../commands/palette-relevance.json' with { type: 'json' };
import { fakeContext } from '../../../commands/test-context.ts';
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
