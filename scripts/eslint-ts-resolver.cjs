// The import resolver eslint-plugin-boundaries uses to place each relative import in a folder.
// eslint-import-resolver-node does not know TypeScript's rule that './x.js' names ./x.ts (the
// functions/ style), and the TypeScript resolver is not a dependency, so this small one is: it
// answers a path even when the file does not exist, so the boundary test's fixtures may import
// paths that are only named. Bare imports (packages) are left unresolved: the plugin then treats
// them as external modules by their name, which is what the rules about packages match on.
const { existsSync, statSync } = require('node:fs');
const path = require('node:path');

const isFile = (candidate) => existsSync(candidate) && statSync(candidate).isFile();

exports.interfaceVersion = 2;

exports.resolve = (source, file) => {
  if (!source.startsWith('.')) return { found: false };
  const target = path.resolve(path.dirname(file), source);
  const stem = target.replace(/\.[cm]?jsx?$/, '');
  const candidates = [
    target,
    `${stem}.ts`,
    `${stem}.tsx`,
    `${target}.ts`,
    `${target}.tsx`,
    path.join(target, 'index.ts'),
    path.join(target, 'index.tsx'),
  ];
  return { found: true, path: candidates.find(isFile) ?? (stem === target ? `${target}.ts` : `${stem}.ts`) };
};
