// The demo's curriculum partner's logo, drawn by us. Kept as a string in a module rather than a file
// read beside it: the seed CLI runs as a bundle (scripts/embedded-build.mjs), beside which no such
// file is.
export const PARTNER_LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="72" viewBox="0 0 240 72" role="img" aria-labelledby="t">
  <title id="t">BrightPath Digital Learning (sample logo)</title>
  <rect x="2" y="8" width="56" height="56" rx="14" fill="#3a6fc4"/>
  <path d="M14 48 L30 20 L46 48 Z" fill="#f6b840"/>
  <circle cx="30" cy="44" r="5" fill="#ffffff"/>
  <text x="68" y="36" font-family="Segoe UI, Arial, sans-serif" font-size="22" font-weight="800" fill="#1f3f73">BrightPath</text>
  <text x="68" y="56" font-family="Segoe UI, Arial, sans-serif" font-size="13" font-weight="600" fill="#5c4a40" letter-spacing="1.5">DIGITAL LEARNING</text>
</svg>
`;
