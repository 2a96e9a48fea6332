/**
 * The site's design tokens, written once. Both homes of the look read them: the MUI theme of /admin
 * (app/admin/theme.ts) imports them, and the public pages' CSS modules use them as the CSS custom
 * properties declared in lib/ui/global.css, whose `:root` block tokens.test.ts keeps equal to
 * `cssVariables` below (the test prints the block to paste when they differ).
 *
 * Warm brick red and marigold on cream: friendly for a school, and every text pairing clears WCAG AA
 * (white on primary ≈ 8.5:1, ink on cream ≈ 15:1, ink on marigold ≈ 9:1).
 * No imports: this module is read by the public pages, the back office and tests alike.
 */
export const color = {
  primary: '#8c2a1f',
  primaryLight: '#b5493b',
  primaryDark: '#641b13',
  primaryTint: 'rgba(140, 42, 31, 0.08)',
  secondary: '#f6b840',
  secondaryLight: '#fbd382',
  secondaryDark: '#c98a12',
  /** Soft marigold behind icons and highlighted cards. */
  secondaryTint: '#fde7c2',
  ink: '#2b211c',
  inkSecondary: '#5c4a40',
  cream: '#fff8ef',
  /** The warmer cream at the top of the hero and behind the feed links. */
  creamDeep: '#fff1dc',
  /** The blush at the end of the hero's gradient. */
  blush: '#fde8e1',
  /** Where a photo will be: image placeholders and previews. */
  sand: '#f3e6d6',
  paper: '#ffffff',
  divider: 'rgba(0, 0, 0, 0.12)',
  success: '#2e7d32',
  /** The focus ring on light surfaces; dark surfaces (header, footer, admin bar) use `secondary`. */
  focusRing: '#1a56b8',
  footer: '#3a1f17',
  footerText: '#f3e6da',
} as const;

/** Corner radii in pixels. */
export const radius = { base: 12, card: 20 } as const;

export const font = {
  body: "'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const;

export const effect = {
  heroGradient: `linear-gradient(160deg, ${color.creamDeep} 0%, ${color.cream} 60%, ${color.blush} 100%)`,
  shadowRaised: '0 3px 5px -1px rgba(0, 0, 0, 0.2), 0 6px 10px 0 rgba(0, 0, 0, 0.14), 0 1px 18px 0 rgba(0, 0, 0, 0.12)',
} as const;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The CSS custom properties of the public pages (name without `--`, value), derived from the tokens.
 * Colours keep their token name (`primaryLight` → `--primary-light`), so CSS modules read like the theme.
 */
export const cssVariables: ReadonlyArray<readonly [string, string]> = [
  ...Object.entries(color).map(([name, value]) => [kebab(name), value] as const),
  ['radius', `${radius.base}px`],
  ['radius-card', `${radius.card}px`],
  ['hero-gradient', effect.heroGradient],
  ['shadow-raised', effect.shadowRaised],
  ['font', font.body],
];

/** The `:root` block global.css must contain, formatted as Prettier writes it. */
export const rootBlock = (): string => `:root {\n${cssVariables.map(([name, value]) => `  --${name}: ${value};`).join('\n')}\n}`;
