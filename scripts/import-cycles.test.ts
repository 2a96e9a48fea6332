import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// No two source files import each other, directly or round a longer loop (ARCHITECTURE.md, "no
// cycles"): a cycle makes the order modules load in matter, and two files that need each other are
// one file or want a third. Every relative import counts, type-only ones too (a type cycle is the
// same tangle for a reader). Read with TypeScript's own import scanner; packages are not followed.
const root = fileURLToPath(new URL('..', import.meta.url));
const tracked = execFileSync('git', ['ls-files', 'functions/src', 'web/src', 'web/e2e', 'packages/shared/src', 'scripts'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.(ts|tsx)$/.test(file));
const known = new Set(tracked);

/** The tracked file a relative specifier names ('./x.js' is x.ts or x.tsx; './x' is x.ts, x.tsx or x/index.ts). */
function resolve(from: string, specifier: string): string | undefined {
  const target = normalize(join(dirname(from), specifier));
  const stem = target.replace(/\.js$/, '');
  return [stem + '.ts', stem + '.tsx', target + '.ts', target + '.tsx', join(target, 'index.ts'), join(target, 'index.tsx')].find((f) =>
    known.has(f),
  );
}

const edges = new Map<string, string[]>();
for (const file of tracked) {
  const { importedFiles } = ts.preProcessFile(readFileSync(join(root, file), 'utf8'), true, true);
  const targets = importedFiles.map(({ fileName }) => (fileName.startsWith('.') ? resolve(file, fileName) : undefined));
  edges.set(
    file,
    targets.filter((target): target is string => target !== undefined),
  );
}

/** Tarjan's strongly connected components with more than one file: each is a cycle (or several). */
function cycles(edges: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of edges.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const file of edges.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe('import cycles', () => {
  it('reads the imports it is meant to judge', () => {
    expect(edges.get('functions/src/http/app.ts')?.length).toBeGreaterThan(5);
    expect(edges.get('web/src/app/layout/header.tsx')).toContain('web/src/app/layout/desktop-nav.tsx');
  });

  it('finds a loop of three files and a pair, and nothing in a chain', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', ['e']],
      ['e', ['d']],
      ['f', ['a']],
    ]);
    expect(cycles(graph).sort()).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e'],
    ]);
  });

  it('finds no two files that import each other, directly or round a loop', () => {
    expect(cycles(edges)).toEqual([]);
  });
});
