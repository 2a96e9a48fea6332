import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../../test/render-admin';
import { LANGUAGE_NAMES, LanguageToggle } from './languages';
import { TranslationsFieldset } from './translations-fieldset';

function Fieldset({ translated = false, error }: { translated?: boolean; error?: string }) {
  const [locale, setLocale] = useState<'pa' | 'hi'>('pa');
  return (
    <TranslationsFieldset
      translated={translated}
      error={error}
      controls={<LanguageToggle languages={LANGUAGE_NAMES} value={locale} onChange={setLocale} label="Language of the translation" />}
    >
      <p>Fields in {LANGUAGE_NAMES[locale]}</p>
    </TranslationsFieldset>
  );
}

describe('the optional Punjabi and Hindi fieldset', () => {
  it('stays behind its button until asked for, then shows the fields and switches language', async () => {
    const { user } = renderAdmin(<Fieldset />);
    expect(screen.queryByRole('group', { name: 'Punjabi and Hindi (optional)' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add Punjabi and Hindi (optional)' }));
    expect(screen.getByRole('group', { name: 'Punjabi and Hindi (optional)' })).toBeTruthy();
    expect(screen.getByText('Fields in Punjabi')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Hindi' }));
    expect(screen.getByText('Fields in Hindi')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hindi' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('starts open when the item has a translation, or a refused one to correct', () => {
    renderAdmin(<Fieldset translated />);
    expect(screen.getByRole('group', { name: 'Punjabi and Hindi (optional)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Punjabi and Hindi (optional)' })).toBeNull();
  });

  it('shows the refused translation’s message', () => {
    renderAdmin(<Fieldset error="The title in Hindi is too long" />);
    expect(screen.getByRole('alert').textContent).toBe('The title in Hindi is too long');
  });
});
