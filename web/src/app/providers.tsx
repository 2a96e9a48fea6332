import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { createEmotionCache } from './emotion-cache';
import { theme } from './theme';

const browserCache = createEmotionCache();

export function AppProviders({ children, cache = browserCache }: { children: ReactNode; cache?: EmotionCache }) {
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
