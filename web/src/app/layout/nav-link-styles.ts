import type { SxProps, Theme } from '@mui/material/styles';

/** Shared by the top-level links and the dropdown links so both look and behave alike. */
export const navLinkSx = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.25,
  px: { md: 1, lg: 1.5 },
  py: 1,
  borderRadius: 2,
  color: 'text.primary',
  fontWeight: 600,
  fontSize: { md: '0.95rem', lg: '1rem' },
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '&:hover': { bgcolor: 'rgba(140, 42, 31, 0.08)', color: 'primary.main' },
  '&.active': { color: 'primary.main', textDecoration: 'underline', textDecorationThickness: 3, textUnderlineOffset: 8 },
} satisfies SxProps<Theme>;
