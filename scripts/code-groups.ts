// Chunks by what loads together, rather than the thirty-odd small ones (most under a kilobyte) that the automatic
// splitting makes of code shared between lazy modules. A browser asks at most six files at a time of one server
// over HTTP/1.1, so on a slow link each further round costs a round trip. Two groups, each a lazy module with all
// it imports statically:
//  - the sign-in page (its form, its fields, the API client), which /login shows first;
//  - the signed-in console: the shell (console-shell.tsx) and the route table with its layout (app-routes.tsx).
//    Every signed-in page waits for both, so putting them in one chunk costs no visit a byte more.
// The first screen's own modules (what index.html's script imports statically) stay where they are, and a module
// in the sign-in group is not taken again by the console's. A group's modules that the build's other entry (the
// bench page) imports statically go in a chunk of their own, so that page runs none of the console's other code.
import path from 'node:path';
import type { Plugin } from 'vite';

const GROUPS: ReadonlyArray<{ name: string; roots: readonly string[] }> = [
  { name: 'sign-in', roots: ['src/features/auth/login-page.tsx'] },
  { name: 'console', roots: ['src/app/console-shell.tsx', 'src/app/app-routes.tsx'] },
];

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** The modules `from` reaches through static imports (those modules included). */
function staticClosure(graph: ModuleGraph, from: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const queue = [...from];
  while (queue.length) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** The plugin that finds each group's modules once the module graph is built, and the groups for codeSplitting. */
export function codeGroups(): {
  plugin: Plugin;
  groups: Array<{
    name: (id: string) => string;
    test: (id: string) => boolean;
    includeDependenciesRecursively: false;
  }>;
} {
  const members = new Map<string, Set<string>>(GROUPS.map((g) => [g.name, new Set()]));
  /** What the other entries (not index.html) import statically. */
  let otherEntries = new Set<string>();
  let root = process.cwd();
  const plugin: Plugin = {
    name: 'code-groups',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildEnd(error) {
      if (error) return;
      const app = path.join(root, 'index.html');
      const taken = staticClosure(this, [app]);
      const others = [...this.getModuleIds()].filter((id) => id !== app && this.getModuleInfo(id)?.isEntry);
      otherEntries = staticClosure(this, others);
      for (const group of GROUPS) {
        const roots = group.roots.map((r) => path.join(root, r));
        const missing = roots.filter((r) => !this.getModuleInfo(r));
        if (missing.length) throw new Error(`code-groups: ${missing.join(', ')} not in the build`);
        const mine = members.get(group.name)!;
        mine.clear();
        for (const id of staticClosure(this, roots)) if (!taken.has(id)) mine.add(id);
        for (const id of mine) taken.add(id);
      }
    },
  };
  // The group's members are its roots' whole static closure already: nothing else is to be pulled in.
  const groups = GROUPS.map((g) => ({
    name: (id: string) => (otherEntries.has(id) ? `${g.name}-shared` : g.name),
    test: (id: string) => members.get(g.name)!.has(id),
    includeDependenciesRecursively: false as const,
  }));
  return { plugin, groups };
}
