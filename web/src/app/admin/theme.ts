import { createTheme } from '@mui/material/styles';
import { color, font, radius } from '../../lib/theme/tokens';

// The back office's MUI theme, built from the same tokens as the public pages' CSS custom
// properties (lib/theme/tokens.ts), so the two homes of the look cannot drift apart.

const focusRing = `3px solid var(--focus-ring, ${color.focusRing})`;

export const theme = createTheme({
  palette: {
    primary: { main: color.primary, light: color.primaryLight, dark: color.primaryDark, contrastText: color.paper },
    secondary: { main: color.secondary, light: color.secondaryLight, dark: color.secondaryDark, contrastText: color.ink },
    background: { default: color.cream, paper: color.paper },
    text: { primary: color.ink, secondary: color.inkSecondary },
  },
  shape: { borderRadius: radius.base },
  typography: {
    fontFamily: font.body,
    h1: { fontWeight: 800, fontSize: 'clamp(2rem, 5vw + 0.5rem, 3.25rem)', lineHeight: 1.15 },
    h2: { fontWeight: 800, fontSize: 'clamp(1.75rem, 3vw + 0.5rem, 2.5rem)', lineHeight: 1.2 },
    h3: { fontWeight: 700, fontSize: '1.5rem' },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // One visible focus ring everywhere; dark surfaces override --focus-ring with a light colour.
        ':focus-visible': {
          outline: focusRing,
          outlineOffset: '2px',
        },
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': { transitionDuration: '0.01ms !important', animationDuration: '0.01ms !important' },
        },
      },
    },
    // ButtonBase resets outline to 0 and relies on a faint ripple; give buttons the same ring as links.
    MuiButtonBase: {
      styleOverrides: {
        root: { '&.Mui-focusVisible': { outline: focusRing, outlineOffset: '2px' } },
      },
    },
    MuiButton: { styleOverrides: { root: { borderRadius: 999, paddingInline: 20 } } },
    MuiCard: { styleOverrides: { root: { borderRadius: radius.card } } },
  },
});
