import { XMLParser } from 'fast-xml-parser';

// Every address the site's sitemaps list, as a search engine finds them: /sitemap.xml is an index,
// and each list it names is fetched in turn (http/pages/sitemap.ts).

type Fetched = { status: number; text: string; type: string };

const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/**
 * The <loc>s of every list /sitemap.xml names. `get` fetches a path of the site (the lists are named
 * by full address; only their path is asked, so a test server's port is what counts).
 */
export async function sitemapLocs(get: (path: string) => Promise<Fetched>): Promise<string[]> {
  const parser = new XMLParser();
  const index = await get('/sitemap.xml');
  if (index.status !== 200 || !index.type.includes('xml')) throw new Error(`/sitemap.xml answered ${index.status} ${index.type}`);
  const lists = asArray(
    (parser.parse(index.text) as { sitemapindex?: { sitemap?: { loc: string } | { loc: string }[] } }).sitemapindex?.sitemap,
  );
  const locs: string[] = [];
  for (const { loc } of lists) {
    const url = new URL(loc);
    const list = await get(url.pathname);
    if (list.status !== 200) throw new Error(`${url.pathname} answered ${list.status}`);
    const urls = asArray((parser.parse(list.text) as { urlset?: { url?: { loc: string } | { loc: string }[] } }).urlset?.url);
    locs.push(...urls.map((one) => one.loc));
  }
  return locs;
}

/** A path of the site at `origin`, as sitemapLocs asks it. */
export const fetchFrom =
  (origin: string) =>
  async (path: string): Promise<Fetched> => {
    const response = await fetch(origin + path);
    return { status: response.status, text: await response.text(), type: response.headers.get('content-type') ?? '' };
  };
