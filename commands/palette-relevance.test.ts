// The palette's relevance, held to a file of queries (palette-relevance.json): for each, the command that must
// rank first among what the palette offers a user holding every permission.
import { describe, expect, it } from 'vitest';
import { PERMISSION_CATALOGUE } from '../contract/permissions.ts';
import { registry } from './all-commands.ts';
import { prepare, rank } from './fuzzy.ts';
import { rootCommands } from './palette-entries.ts';
import { fakeContext } from './test-context.ts';
import relevance from './palette-relevance.json' with { type: 'json' };

const { ctx } = fakeContext({
  permissions: new Set(PERMISSION_CATALOGUE.map((p) => `${p.resource}:${p.action}`)),
  pathname: '/',
  linkedToEmployee: true,
});
const offered = prepare(rootCommands(registry.all(), ctx));

describe('palette relevance', () => {
  it('holds at least 40 queries, each naming a command that exists', () => {
    expect(relevance.cases.length).toBeGreaterThanOrEqual(40);
    for (const [, id] of relevance.cases) expect(registry.get(id), id).toBeDefined();
  });

  it.each(relevance.cases)('"%s" ranks %s first', (query, id) => {
    const top = rank(offered, query, (c) => c.id).slice(0, 3);
    expect(top.map((c) => c.id)[0], `top three: ${top.map((c) => c.title).join(' | ')}`).toBe(id);
  });

  it('offers one entry per destination: no page twice under two names', () => {
    const routes = rootCommands(registry.all(), ctx)
      .filter((c) => c.route && !c.scope)
      .map((c) => c.route);
    expect(routes.length).toBe(new Set(routes).size);
  });
});
