/**
 * The site's own origin (`https://www.your-school.in`) for every absolute link the server writes:
 * canonical, hreflang and link-preview tags, the sitemap, robots.txt, the feeds and the links in
 * staff mails. It is AppConfig.siteUrl, which each home sets from what it was configured or started
 * with (SITE_URL; else the embedded server's own address, or Firebase's web.app address), never from
 * a request: pages and feeds are cached for everyone (the answer memo, Hosting's CDN) by their path
 * alone, so an origin taken from `Host` or `X-Forwarded-Host` would hand one visitor's header to the
 * next visitors (cache poisoning). Even a trusted proxy forwards the Host a visitor wrote.
 */
export function siteOrigin(siteUrl: string): string {
  let end = siteUrl.length;
  while (end > 0 && siteUrl[end - 1] === '/') end -= 1;
  return siteUrl.slice(0, end);
}
