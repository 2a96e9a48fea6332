// The seeded demo site of `npm run bench`: news, events and published galleries through the real API.
import sharp from 'sharp';

const PHOTOS = 12;
const ITEMS = 100;

/** ITEMS news/events and ITEMS published galleries through the real API. */
export async function seed(url, ADMIN) {
  const { token } = await (
    await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) })
  ).json();
  const auth = { authorization: `Bearer ${token}` };
  for (let i = 0; i < ITEMS; i++) {
    const form = new FormData();
    form.set('title', `Item ${i}: annual sports day and science fair`);
    form.set('description', 'Parents are welcome to join us on the school ground for the races, the science stalls and the prize-giving.');
    form.set('type', i % 2 ? 'event' : 'news');
    form.set('tags', JSON.stringify([i % 2 ? 'sports' : 'academic']));
    if (i % 2) {
      form.set('startDate', '2026-12-05T03:30:00.000Z');
      form.set('location', 'School ground');
    }
    const created = await fetch(`${url}/api/events`, { method: 'POST', headers: auth, body: form });
    if (!created.ok) throw new Error(`seeding events: ${created.status} ${await created.text()}`);
    const gallery = await fetch(`${url}/api/galleries`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ title: `Gallery ${i}`, category: 'events', description: 'Photos from the school year', isPublished: false }),
    });
    if (!gallery.ok) throw new Error(`seeding galleries: ${gallery.status} ${await gallery.text()}`);
    const { data } = await gallery.json();
    // The newest gallery (the one /media shows first) gets real photos through the image pipeline.
    if (i === ITEMS - 1) {
      const photos = new FormData();
      for (let p = 0; p < PHOTOS; p++) {
        const jpeg = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: `hsl(${p * 30}, 60%, 55%)` } })
          .jpeg()
          .toBuffer();
        photos.append('images', new Blob([jpeg], { type: 'image/jpeg' }), `photo-${p}.jpg`);
      }
      const uploaded = await fetch(`${url}/api/galleries/${data._id}/images`, { method: 'POST', headers: auth, body: photos });
      if (!uploaded.ok) throw new Error(`seeding photos: ${uploaded.status} ${await uploaded.text()}`);
    }
    await fetch(`${url}/api/galleries/${data._id}`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ isPublished: true }),
    });
  }
}
