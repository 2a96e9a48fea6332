// Makes the installed app's icons (web/public/icons/, named by APP_ICONS in @school/shared/web-app, which
// the manifest lists) from the crest of favicon.svg: 192 and 512 px as drawn (the disc on a clear
// ground), and a maskable 512 px one, the crest's mortarboard on a full brick-red square that keeps it
// inside the central 80 % circle every launcher's mask leaves whole. Run once when the crest or the
// colours change, and commit the images:  node web/scripts/make-app-icons.mjs
import { mkdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { tsImport } from 'tsx/esm/api';

const web = join(import.meta.dirname, '..');
const out = join(web, 'public');
const { APP_ICONS, APP_COLORS } = await tsImport('../../packages/shared/src/web-app.ts', import.meta.url);
const crest = await readFile(join(web, 'public', 'favicon.svg'), 'utf8');

// The crest's drawing without its disc, scaled into the safe zone (a circle of 40 % of the side around
// the centre): the mortarboard's 48 x 36 units fit in 60 % of the side.
const shapes = crest.replace(/^[\s\S]*?<circle[^>]*\/>/, '').replace(/<\/svg>\s*$/, '');
const maskable = (size) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="${APP_COLORS.theme}"/>
  <g transform="translate(32 32) scale(0.8) translate(-32 -32)">${shapes}</g>
</svg>`;

await mkdir(join(out, 'icons'), { recursive: true });
for (const icon of APP_ICONS) {
  const size = Number(icon.sizes.split('x')[0]);
  const svg = icon.purpose === 'maskable' ? maskable(size) : crest;
  const file = join(out, icon.src);
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(file);
  const meta = await sharp(file).metadata();
  if (meta.width !== size || meta.height !== size) throw new Error(`${icon.src}: made ${meta.width}x${meta.height}, not ${icon.sizes}`);
  console.log(`Wrote ${file} (${icon.sizes}, ${(await stat(file)).size} bytes)`);
}
