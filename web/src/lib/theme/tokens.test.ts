import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_COLORS } from '@school/shared/web-app';
import { describe, expect, it } from 'vitest';
import { color, rootBlock } from './tokens';

// The tokens are written once: global.css carries them as CSS custom properties for the public
// pages, and nothing else in web/src spells a token's colour out.

const src = fileURLToPath(new URL('../..', import.meta.url));
const globalCss = join(src, 'lib/ui/global.css');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return /\.(css|ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('theme tokens', () => {
  it('global.css declares exactly the tokens as CSS custom properties', () => {
    const css = readFileSync(globalCss, 'utf8');
    // On failure, paste the expected block over global.css's :root block.
    expect(css.match(/:root \{[^}]*\}/)?.[0]).toBe(rootBlock());
  });

  it('no other file writes a token colour itself', () => {
    // White is everybody's white; the brand colours must come from the tokens.
    const hexes = Object.values(color).filter((value) => value.startsWith('#') && value !== '#ffffff');
    const owners = new Set([join(src, 'lib/theme/tokens.ts'), globalCss]);
    const offenders = filesUnder(src)
      .filter((file) => !owners.has(file))
      .flatMap((file) => {
        const text = readFileSync(file, 'utf8').toLowerCase();
        return hexes.filter((hex) => text.includes(hex)).map((hex) => `${relative(src, file)}: ${hex}`);
      });
    expect(offenders).toEqual([]);
  });

  it("the installed app's colours are the theme's brick red and the page's cream", () => {
    // @school/shared/web-app cannot import the web's tokens: the manifest (server) and the icons use its copy.
    expect(APP_COLORS).toEqual({ theme: color.primary, background: color.cream });
  });
});
