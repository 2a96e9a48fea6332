// The contract between the server and the web app's server build (web/src/entry-server.tsx): the
// API answers a public page is rendered from, and what the build exports. Written once, here, for
// both sides: the server hands the answers over, the browser reads the same ones back for hydration.

/** One API answer a page is rendered from: its HTTP status and its parsed JSON body. */
export interface ServerAnswer {
  status: number;
  body: unknown;
}

/** The answers of a page, keyed by the API path as the page asks for it (`/events?type=event`). */
export type PageData = Record<string, ServerAnswer>;

export interface RenderedPage {
  status: number;
  html: string;
}

/** What web/src/entry-server.tsx exports, built by `vite build --ssr` into web/dist-ssr/. */
export interface WebRenderer {
  /** The public pages whose address is fixed (the sitemap lists them). */
  fixedPaths: string[];
  /**
   * The API paths the page at `url` reads on its first render: its path and query as the visitor
   * asked ('/news?tag=sports'), since a page of a list is named by its query. Asked again with the
   * answers read so far (`answered`), it may name calls that depend on them (/media: the photos of
   * the first gallery of its page); the server reads those too, in one more round.
   */
  pageCalls(url: string, answered?: PageData): string[];
  /** The whole document for one public URL, rendered from `data` into `template` at the site's `origin`. */
  renderPage(url: string, data: PageData, template: string, origin: string): Promise<RenderedPage>;
}
