// An ESLint rule: no import cycle between server modules (server/modules/<name>/). import-x/no-cycle sees cycles
// between files; this one sees them between modules, which is what keeps a module's dependencies one-way
// (payroll reads attendance, attendance never imports payroll). The module graph is read from the sources once
// per lint run; an import is reported when the module it reaches already reaches back.
import fs from 'node:fs';
import path from 'node:path';

const MODULES = path.join('server', 'modules');
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)'([^']+)'/g;

/** The module a path lies in, or null outside server/modules/. */
function moduleOf(file) {
  const parts = path.relative(process.cwd(), file).split(path.sep);
  return parts[0] === 'server' && parts[1] === 'modules' && parts.length > 3 ? parts[2] : null;
}

function sourceFiles(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? sourceFiles(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
}

/** module → the modules its files import (tests left out). */
function moduleGraph() {
  const graph = new Map();
  if (!fs.existsSync(MODULES)) return graph;
  for (const file of sourceFiles(MODULES)) {
    const from = moduleOf(path.resolve(file));
    for (const [, spec] of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (!spec.startsWith('.')) continue;
      const to = moduleOf(path.resolve(path.dirname(file), spec));
      if (to && to !== from) graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
}

/** The path from one module to another through the graph, or null. */
function pathBetween(graph, from, to) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const at = queue.shift();
    if (at === to) {
      const out = [];
      for (let m = to; m !== null; m = previous.get(m)) out.unshift(m);
      return out;
    }
    for (const next of graph.get(at) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, at);
        queue.push(next);
      }
    }
  }
  return null;
}

let cached;

export const noModuleCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycle between server modules.' },
    schema: [],
    messages: {
      cycle:
        'Import cycle between server modules: {{cycle}}. Keep dependencies one-way: move the shared part to server/lib, server/auth or contract/, or let the other module read this one.',
    },
  },
  create(context) {
    const file = context.filename;
    const here = moduleOf(file);
    if (!here || /\.test\.tsx?$/.test(file)) return {};
    cached ??= moduleGraph();
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const there = moduleOf(path.resolve(path.dirname(file), spec));
      if (!there || there === here) return;
      const back = pathBetween(cached, there, here);
      if (back) context.report({ node, messageId: 'cycle', data: { cycle: [here, ...back].join(' → ') } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
