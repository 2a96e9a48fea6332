// Makes web/public/share-default.jpg, the link-preview image (og:image) of every page that has no
// photo of its own: 1200x630 (the 1.91:1 frame WhatsApp, Facebook and X show) and well under 100 KB
// so a parent on mobile data gets the preview at once. Run once when the school's colours, crest or
// name change, and commit the image:  node web/scripts/make-share-image.mjs
// The colours and the name are read from the site's own sources (tokens.ts, school-info.ts), so the
// preview matches the pages; sharp renders the SVG below (text in a system sans-serif font).
import { stat, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { tsImport } from 'tsx/esm/api';

const WIDTH = 1200;
const HEIGHT = 630;
const MAX_BYTES = 100_000;
const out = fileURLToPath(new URL('../public/share-default.jpg', import.meta.url));

const { color } = await tsImport('../src/lib/theme/tokens.ts', import.meta.url);
const { schoolInfo } = await tsImport('../src/lib/school-info.ts', import.meta.url);

const escape = (text) => String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

// The crest of favicon.svg (a mortarboard on the brick-red disc), drawn at 4x beside the name.
const crest = `
  <g transform="translate(96 187) scale(4)">
    <circle cx="32" cy="32" r="32" fill="${color.primary}"/>
    <path d="M32 14 8 26l24 12 19.6-9.8V42H56V26L32 14z" fill="${color.secondary}"/>
    <path d="M18 35v8c0 3.9 6.3 7 14 7s14-3.1 14-7v-8l-14 7-14-7z" fill="${color.paper}"/>
  </g>`;

// "Convent School Faridkot" on two lines: the last word (the town) under the rest.
const words = schoolInfo.name.split(' ');
const lines = words.length > 2 ? [words.slice(0, -1).join(' '), words.at(-1)] : [schoolInfo.name];
const tagline = `${schoolInfo.address.locality}, ${schoolInfo.address.region} · Since ${schoolInfo.foundedYear}`;

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="hero" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${color.creamDeep}"/>
      <stop offset="0.6" stop-color="${color.cream}"/>
      <stop offset="1" stop-color="${color.blush}"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#hero)"/>
  <rect y="${HEIGHT - 36}" width="${WIDTH}" height="36" fill="${color.primary}"/>
  <rect y="${HEIGHT - 44}" width="${WIDTH}" height="8" fill="${color.secondary}"/>
  ${crest}
  <g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" fill="${color.ink}">
    ${lines
      .map(
        (line, i) =>
          `<text x="400" y="${lines.length > 1 ? 280 + i * 92 : 325}" font-size="80" font-weight="bold" fill="${color.primary}">${escape(line)}</text>`,
      )
      .join('\n    ')}
    <text x="402" y="${lines.length > 1 ? 440 : 400}" font-size="34" fill="${color.inkSecondary}">${escape(tagline)}</text>
  </g>
</svg>`;

const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 85, mozjpeg: true }).toBuffer();
const meta = await sharp(jpeg).metadata();
if (meta.width !== WIDTH || meta.height !== HEIGHT) throw new Error(`Expected ${WIDTH}x${HEIGHT}, made ${meta.width}x${meta.height}`);
if (jpeg.length >= MAX_BYTES) throw new Error(`share-default.jpg is ${jpeg.length} bytes; keep it under ${MAX_BYTES}`);
await writeFile(out, jpeg);
console.log(`Wrote ${out} (${WIDTH}x${HEIGHT}, ${(await stat(out)).size} bytes)`);
