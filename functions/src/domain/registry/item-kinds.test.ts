import { REVISION_KINDS } from '@school/shared/revision-schemas';
import { TRASH_KINDS } from '@school/shared/trash-schemas';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ITEM_KINDS } from './item-kinds.js';

// The registry covers every kind the shared schemas (and so the web) know, and the modules that serve
// every kind alike (the hubs) import the kinds only through it: no hub imports a resource's folder,
// and no two domain folders import each other.

const DOMAIN = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Folders that serve every kind alike, and the interface they share with the resources. */
const HUBS = ['trash', 'revisions', 'images', 'audit', 'item-kinds', 'personal-data'];
/** Machinery any folder may use (the paged read of every list, the migrations' runner): it imports no other domain folder. */
const TOOLS = ['paging', 'migrations'];

/** Domain folder → the domain folders its code (not its tests) imports. */
function folderImports(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const folder of readdirSync(DOMAIN, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    const targets = new Set<string>();
    for (const file of readdirSync(join(DOMAIN, folder.name)).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
      const source = readFileSync(join(DOMAIN, folder.name, file), 'utf8');
      for (const [, path = ''] of source.matchAll(/from '(\.[^']*)'/g)) {
        const [top] = relative(DOMAIN, join(DOMAIN, folder.name, path)).split(sep);
        if (top && top !== folder.name && !top.endsWith('.js') && !top.startsWith('..')) targets.add(top);
      }
    }
    graph.set(folder.name, targets);
  }
  return graph;
}

describe('the registry of item kinds', () => {
  it('has one kind for every trash kind and every revision kind of the shared schemas, and no other', () => {
    const trashNames = ITEM_KINDS.all.flatMap((kind) => kind.trashNames);
    expect([...trashNames].sort()).toEqual([...TRASH_KINDS].sort());
    const versioned = ITEM_KINDS.all.filter((kind) => kind.revisions).map((kind) => kind.name);
    expect(versioned.sort()).toEqual([...REVISION_KINDS].sort());
  });

  it('is the only way the hubs know the resources', () => {
    const graph = folderImports();
    expect(graph.get('trash')).toBeDefined();
    const known = [...HUBS, ...TOOLS];
    for (const hub of HUBS) expect([hub, [...(graph.get(hub) ?? [])].filter((to) => !known.includes(to))]).toEqual([hub, []]);
    for (const tool of TOOLS) expect([tool, [...(graph.get(tool) ?? [])]]).toEqual([tool, []]);
    const twoWay = [...graph].flatMap(([from, targets]) =>
      [...targets].filter((to) => graph.get(to)?.has(from)).map((to) => `${from} <-> ${to}`),
    );
    expect(twoWay).toEqual([]);
  });
});
