import { useT } from '../../lib/i18n/i18n';
import { AnchorButton, Button } from '../../lib/ui/button';
import openInNew from '../../lib/ui/icons/open-in-new';
import { useAdmissionLink } from './use-admission-link';

/** Start Application opens the school's external form in a new tab; the label tells what is possible. */
export function ApplyButton() {
  const t = useT();
  const state = useAdmissionLink();

  if (state.status === 'loading') {
    return (
      <Button variant="contained" size="large" disabled>
        {t('Loading...')}
      </Button>
    );
  }
  if (!state.link) {
    return (
      <Button variant="contained" size="large" disabled>
        {t('Admission Form Not Available')}
      </Button>
    );
  }
  return (
    <AnchorButton
      variant="contained"
      size="large"
      href={state.link}
      target="_blank"
      rel="noopener noreferrer"
      endIcon={openInNew}
      aria-label={t('Start Application (opens in a new tab)')}
    >
      {t('Start Application')}
    </AnchorButton>
  );
}
