import sharp from 'sharp';

/**
 * A real JPEG, different for every `seed`: a colour gradient shifted by the seed, with the seed's
 * bytes in the first row. The server names files by content hash, so each upload gets its own files.
 */
export async function makeJpeg(seed: number, width = 800, height = 600): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x + seed * 7) & 255;
      pixels[i + 1] = (y + seed * 13) & 255;
      pixels[i + 2] = (x + y + seed) & 255;
    }
  }
  // A band of 16-pixel blocks spelling the seed in binary: survives JPEG's smoothing.
  for (let bit = 0; bit < 32 && (bit + 1) * 16 <= width; bit++) {
    const on = (seed >>> bit) & 1 ? 255 : 0;
    for (let y = 0; y < Math.min(16, height); y++) pixels.fill(on, (y * width + bit * 16) * 3, (y * width + bit * 16 + 16) * 3);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A multipart form with one photo under `field`, as the admin screens send it. */
export function photoForm(photo: Buffer, name: string, field = 'images', fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append(field, new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), name);
  return form;
}
