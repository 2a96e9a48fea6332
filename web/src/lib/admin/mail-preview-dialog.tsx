import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { Locale } from '@school/shared/i18n/locales';
import type { AnnouncedKind } from '@school/shared/mailing-schemas';
import { useCallback, useState } from 'react';
import { previewMail } from './announcements-api';
import { LanguageToggle, LOCALE_NAMES } from './languages';
import { LoadErrorAlert, LoadingSpinner } from './load-states';
import { useLoad } from './use-load';

/** The mail a subscriber of each language would get for the item, as it is stored now. */
export function MailPreviewDialog({ kind, itemId, onClose }: { kind: AnnouncedKind; itemId: string; onClose: () => void }) {
  const [locale, setLocale] = useState<Locale>('en');
  const load = useCallback((signal: AbortSignal) => previewMail(kind, itemId, locale, signal), [kind, itemId, locale]);
  const preview = useLoad(load, { errorText: 'The preview could not be loaded.', logText: 'Loading the mail preview failed' });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="mail-preview-title">
      <DialogTitle id="mail-preview-title">The email to subscribers</DialogTitle>
      <DialogContent>
        <LanguageToggle languages={LOCALE_NAMES} value={locale} onChange={setLocale} label="Language of the email" />
        {preview.loading && <LoadingSpinner label="Loading the preview" space={{ py: 4 }} />}
        {preview.error && <LoadErrorAlert message={preview.error} onRetry={preview.restart} />}
        {preview.data && (
          <Box sx={{ mt: 2 }} lang={locale}>
            <Typography variant="subtitle1" component="p">
              <strong>Subject:</strong> {preview.data.subject}
            </Typography>
            <Box component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', bgcolor: 'action.hover', p: 2, borderRadius: 1 }}>
              {preview.data.text}
            </Box>
            <Typography variant="body2" color="text.secondary">
              Every email carries the List-Unsubscribe headers, so mail programs offer a one-click unsubscribe.
            </Typography>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
