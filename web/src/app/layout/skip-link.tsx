import Box from '@mui/material/Box';
import { MAIN_CONTENT_ID } from './main-content-id';

/** First tab stop on every public page, so keyboard users can jump past the navigation. */
export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: 8,
        zIndex: (theme) => theme.zIndex.appBar + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 600,
        transform: 'translateY(-150%)',
        '&:focus': { transform: 'none' },
        '--focus-ring': '#f6b840',
      }}
    >
      Skip to main content
    </Box>
  );
}
