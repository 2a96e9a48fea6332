import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fill } from '../../test/fill';
import { renderAdmin } from '../../test/render-admin';
import { DocumentFields } from './document-fields';
import { emptyDocumentValues, validateDocument, type DocumentValues } from './document-values';

/** The fields as the uploader and the edit form hold them, with the form's own check beside them. */
function Fields({ disabled = false, check = false }: { disabled?: boolean; check?: boolean }) {
  const [values, setValues] = useState<DocumentValues>(emptyDocumentValues());
  const set = <K extends keyof DocumentValues>(field: K, value: DocumentValues[K]) => setValues((v) => ({ ...v, [field]: value }));
  return (
    <>
      <DocumentFields values={values} set={set} errors={check ? validateDocument(values) : {}} disabled={disabled} />
      <output aria-label="Values">{JSON.stringify(values)}</output>
    </>
  );
}

const valuesOf = () => JSON.parse(screen.getByRole('status', { name: 'Values' }).textContent ?? '{}') as DocumentValues;

describe('the document fields', () => {
  it('show each field’s help, and each change reaches the values the form saves', async () => {
    const { user } = renderAdmin(<Fields />);
    expect(screen.getByText('Separate them with commas, like 5, 6, 7. Leave empty for the whole school.')).toBeTruthy();
    expect(screen.getByText('For a certificate that lapses. Leave empty if it does not.')).toBeTruthy();

    await fill(user, screen.getByRole('textbox', { name: 'Classes (optional)' }), '5, 6');
    await user.click(screen.getByRole('combobox', { name: 'Language of the document' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Punjabi' }));
    await user.click(screen.getByRole('combobox', { name: 'Mandatory disclosure item' }));
    const [firstItem] = within(screen.getByRole('listbox')).getAllByRole('option').slice(1);
    await user.click(firstItem!);

    expect(valuesOf()).toMatchObject({ classes: '5, 6', language: 'pa' });
    expect(valuesOf().disclosure).not.toBe('');
    expect(screen.getByRole('combobox', { name: 'Mandatory disclosure item' }).textContent).toBe(firstItem!.textContent);
  });

  it('put a refused field’s message in place of its help, and mark the field invalid', async () => {
    const { user } = renderAdmin(<Fields check />);
    const dateIssued = screen.getByLabelText(/Date issued/);
    expect(dateIssued.getAttribute('aria-invalid')).toBe('false');
    await fill(user, dateIssued, '');
    expect(dateIssued.getAttribute('aria-invalid')).toBe('true');
    const message = validateDocument({ ...emptyDocumentValues(), dateIssued: '' }).dateIssued;
    expect(message).toBeTruthy();
    expect(screen.getByText(message!)).toBeTruthy();
  });

  it('are all disabled while a save is on its way', () => {
    renderAdmin(<Fields disabled />);
    expect(screen.getByRole('textbox', { name: 'Classes (optional)' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByLabelText(/Date issued/).hasAttribute('disabled')).toBe(true);
    for (const name of ['Category', 'Language of the document', 'Mandatory disclosure item']) {
      expect(screen.getByRole('combobox', { name }).getAttribute('aria-disabled')).toBe('true');
    }
  });
});
