import { XMLParser } from 'fast-xml-parser';
import { expect } from 'vitest';
import type { AppDeps } from '../../http/deps.js';
import type { TestApi } from '../api-server.js';

// Issue 32, item 7, in either home: staff texts that try to close the feed's CDATA sections and add
// elements of their own. A real XML parser must read back exactly one item per news item, with the
// texts as typed and the item's one link.

const TITLE = 'Results ]]> out ]]><link>http://evil.example/</link><title>Fake</title><![CDATA[ now';
const DESCRIPTION = 'See ]]>]]></description><link>http://evil.example/2</link><description><![CDATA[ more ]]> here';

export async function feedKeepsStaffTextsAsText(api: TestApi<Pick<AppDeps, 'store' | 'identity'>>): Promise<void> {
  const { token } = await api.staff('admin');
  const created = await api.call('POST', '/events', { token, body: { title: TITLE, description: DESCRIPTION, type: 'news' } });
  expect(created.status).toBe(201);
  const slug = created.body.data.slug as string;

  const rss = await fetch(`${api.url}/api/news.rss`);
  expect(rss.status).toBe(200);
  const xml = await rss.text();
  const parsed = new XMLParser({
    ignoreAttributes: true,
    isArray: (name) => ['item', 'link', 'title', 'description'].includes(name),
  }).parse(xml) as { rss: { channel: { item: { title: string[]; description: string[]; link: string[] }[] } } };
  const items = parsed.rss.channel.item.filter((item) => item.link.some((link) => String(link).endsWith(`/news/${slug}`)));
  expect(items).toHaveLength(1);
  const [item] = items;
  expect(item?.title).toEqual([TITLE]);
  expect(item?.description).toEqual([DESCRIPTION]);
  expect(item?.link).toHaveLength(1);
}
