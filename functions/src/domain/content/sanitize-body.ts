import sanitizeHtml from 'sanitize-html';

/**
 * The one gate between what a browser sends as a page body and what visitors' browsers render.
 * The admin editor only produces these tags, but the API is public to anyone with a token, so the
 * server keeps an allow-list: no script, style, iframe, form, event handler or inline style, and
 * links only to http(s) and mailto. Images only from http(s) or our own origin (a relative path such
 * as /files/content/...), never data: (megabytes in a JSON body) nor javascript:.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'blockquote',
    'hr',
    'code',
    'pre',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // "//evil.example/x" would load from another site while looking like a local path.
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // The page title is the page's only h1; a body h1 would make two.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => {
      const { href, title } = attribs;
      const link: sanitizeHtml.Attributes = {};
      if (href !== undefined) link.href = href;
      if (title !== undefined) link.title = title;
      // A new tab must not get a handle on this page (reverse tabnabbing); only _blank is meaningful.
      if (attribs.target === '_blank') {
        link.target = '_blank';
        link.rel = 'noopener noreferrer';
      }
      return { tagName, attribs: link };
    },
    img: (tagName, attribs) => {
      // Width and height only as plain numbers, so they cannot carry anything else.
      // Every image gets an alt; an empty one marks it decorative when staff gave none.
      const img: sanitizeHtml.Attributes = { alt: '' };
      for (const [name, value] of Object.entries(attribs)) {
        if ((name === 'width' || name === 'height') && !/^\d{1,5}$/.test(value)) continue;
        img[name] = value;
      }
      return { tagName, attribs: img };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Plain text of a body, for search and the meta description. */
export function bodyText(html: string): string {
  // A space before each tag keeps words of adjacent paragraphs apart ("<p>a</p><p>b</p>" -> "a b").
  return sanitizeHtml(html.replace(/</g, ' <'), { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
