import { createTheme } from '@mui/material/styles';

// The back office's MUI theme. The public pages use the same colours as CSS variables
// (lib/ui/global.css): change them in both places.

// Warm brick red and marigold on cream: friendly for a school, and every text pairing below
// clears WCAG AA (white on primary ≈ 8.5:1, ink on cream ≈ 15:1, ink on marigold ≈ 9:1).
const ink = '#2b211c';
const cream = '#fff8ef';

export const theme = createTheme({
  palette: {
    primary: { main: '#8c2a1f', light: '#b5493b', dark: '#641b13', contrastText: '#ffffff' },
    secondary: { main: '#f6b840', light: '#fbd382', dark: '#c98a12', contrastText: ink },
    background: { default: cream, paper: '#ffffff' },
    text: { primary: ink, secondary: '#5c4a40' },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: '"Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
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
          outline: '3px solid var(--focus-ring, #1a56b8)',
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
        root: { '&.Mui-focusVisible': { outline: '3px solid var(--focus-ring, #1a56b8)', outlineOffset: '2px' } },
      },
    },
    MuiButton: { styleOverrides: { root: { borderRadius: 999, paddingInline: 20 } } },
    MuiCard: { styleOverrides: { root: { borderRadius: 20 } } },
  },
});
