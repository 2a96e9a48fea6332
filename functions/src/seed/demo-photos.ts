import sharp from 'sharp';

// Pleasant, varied stand-in photos drawn from shapes (no text, no fonts needed), encoded as the
// JPEGs a phone would upload, so the demo exercises the real image pipeline.
const PALETTES = [
  ['#ffd59e', '#f7a072', '#2a9d8f', '#264653'],
  ['#bde0fe', '#a2d2ff', '#52b788', '#1b4332'],
  ['#ffe5ec', '#ffc2d1', '#e76f51', '#6d597a'],
  ['#fdf0d5', '#fcbf49', '#3a86ff', '#003049'],
  ['#e9f5db', '#cfe1b9', '#b5838d', '#6d6875'],
] as const;

export async function demoPhoto(seed: number, width = 1600, height = 1200): Promise<Buffer> {
  const [sky, glow, hills, accent] = PALETTES[seed % PALETTES.length] ?? PALETTES[0];
  const rand = mulberry32(seed + 1);
  const circles = Array.from({ length: 7 }, () => {
    const r = 30 + rand() * 90;
    return `<circle cx="${rand() * width}" cy="${height * 0.55 + rand() * height * 0.35}" r="${r}" fill="${accent}" opacity="${0.35 + rand() * 0.4}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${glow}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#s)"/>
    <circle cx="${width * (0.2 + rand() * 0.6)}" cy="${height * 0.25}" r="${height * 0.12}" fill="#fff6d5" opacity="0.9"/>
    <path d="M0 ${height * 0.7} Q ${width * 0.25} ${height * 0.5} ${width * 0.5} ${height * 0.68} T ${width} ${height * 0.62} V ${height} H 0 Z" fill="${hills}"/>
    ${circles}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
