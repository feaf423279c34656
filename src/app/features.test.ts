import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AREAS } from '../../commands/all-areas.ts';
import { DIALOG_KINDS, ENTITY_KINDS } from '../../commands/all-commands.ts';
import { ROUTES } from '../../commands/routes.ts';
import { APIS, CONTRIBUTIONS, DIALOGS, ENTITY_SEARCHES, PAGES } from './features.ts';

const sorted = (keys: Iterable<string>) => [...keys].sort();

// The areas (commands/all-areas.ts) declare; the features' contributions provide. Neither side may drift.
describe('feature contributions', () => {
  it('are found for every feature folder that has one, each contributing something', () => {
    const folders = fs
      .readdirSync('src/features')
      .filter((name) => fs.existsSync(`src/features/${name}/contribution.ts`));
    expect(folders.length).toBeGreaterThan(5);
    expect(sorted(CONTRIBUTIONS.keys())).toEqual(sorted(['shell', ...folders]));
    for (const [from, c] of CONTRIBUTIONS)
      expect(
        Object.values(c).some((part) => Object.keys(part).length > 0),
        from,
      ).toBe(true);
  });

  it('provide the api of every area that calls the server, and of no other', () => {
    expect(sorted(APIS.keys())).toEqual(sorted(AREAS.flatMap((a) => (a.api ? [a.api.area] : []))));
  });

  it('provide exactly the dialogs the areas open', () => {
    expect(sorted(DIALOGS.keys())).toEqual(sorted(DIALOG_KINDS));
  });

  it('provide a search for every entity kind the areas declare, and for no other', () => {
    expect(sorted(ENTITY_SEARCHES.keys())).toEqual(sorted(ENTITY_KINDS.keys()));
  });

  it('give every built route a page, and only routes of the table', () => {
    const built = ROUTES.filter((r) => !r.comingSoon).map((r) => r.path);
    expect(sorted(PAGES.keys())).toEqual(sorted(built));
  });
});
