import { UNREADABLE_SCAN_MESSAGE } from '@school/shared/document-schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { documentView, scanView } from '../../test/documents';
import { pageAnswer } from '../../test/page-answer';
import { fakeApi, renderAdmin } from '../../test/render-admin';
import { AdminDocumentsPage } from './admin-documents-page';

const form = () => screen.getByRole('region', { name: 'Edit Document' });
const STALE = 'Someone else saved this document since you opened it. Reload to see their changes.';

describe('/admin/documents', () => {
  it('says it is loading until the list answers', () => {
    fakeApi.hang('GET', '/documents');
    renderAdmin(<AdminDocumentsPage />);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
  });

  it('shows the server’s load error, then loads again on Try again', async () => {
    fakeApi.fail('GET', '/documents', 500, 'The store is down.', 'once');
    fakeApi.reply('GET', '/documents', pageAnswer([]));
    const { user } = renderAdmin(<AdminDocumentsPage />);
    expect((await screen.findByRole('alert')).textContent).toBe('The store is down.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No documents yet. Upload the first one.')).toBeTruthy();
  });

  it('asks for a category’s documents, with the token, twenty at a time', async () => {
    fakeApi.reply('GET', '/documents', pageAnswer([documentView()]));
    const { user } = renderAdmin(<AdminDocumentsPage />);
    await screen.findByText('Holiday list 2026-27');
    expect(screen.getByText(/PDF, 2 pages, 1\.2 MB/)).toBeTruthy();
    // Days as staff say them; a certificate's "valid until" beside its date issued.
    expect(screen.getByText(/^Issued 1 April 2026 · PDF/)).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(screen.getByRole('option', { name: 'Certificate' }));
    await screen.findByText('Holiday list 2026-27');
    expect(fakeApi.calls('GET', '/documents').map((call) => call.query?.category)).toEqual([undefined, 'certificate']);
    expect(fakeApi.calls('GET', '/documents')[0]?.query?.limit).toBe(20);
  });

  it('flags a scan with no typed text in the list, and in its form until staff type it; the save sends it as JSON', async () => {
    fakeApi.reply('GET', '/documents', pageAnswer([scanView({ validUntil: '2027-03-12' })]), 'once');
    fakeApi.reply('GET', '/documents', pageAnswer([scanView({ typedText: 'Fire safety certificate.', unreadableScan: false })]));
    fakeApi.reply('PUT', '/documents/d2', scanView({ typedText: 'Fire safety certificate.', unreadableScan: false, version: 4 }));
    const { user } = renderAdmin(<AdminDocumentsPage />);
    const row = (await screen.findAllByTestId('document-admin-row'))[0]!;
    expect(within(row).getByText(/^Issued 1 April 2026 · valid until 12 March 2027 · /)).toBeTruthy();
    expect(within(row).getByText(UNREADABLE_SCAN_MESSAGE)).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Edit Fire safety certificate' }));
    expect(within(form()).getByTestId('scan-warning').textContent).toBe(UNREADABLE_SCAN_MESSAGE);
    await user.click(within(form()).getByRole('textbox', { name: 'Typed text of the scan' }));
    await user.paste('Fire safety certificate.');
    expect(within(form()).queryByTestId('scan-warning')).toBeNull();
    await user.click(within(form()).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Document updated successfully!')).toBeTruthy();
    expect(fakeApi.calls('PUT', '/documents/d2')[0]?.body).toMatchObject({
      typedText: 'Fire safety certificate.',
      version: 3,
      category: 'certificate',
    });
    expect(await screen.findByRole('button', { name: 'Edit Fire safety certificate' })).toBeTruthy();
    expect(screen.queryByText(UNREADABLE_SCAN_MESSAGE)).toBeNull();
  });

  it('marks a document as a Mandatory Public Disclosure item: shown in its row, chosen in its form, sent with the save', async () => {
    const fire = scanView({ typedText: 'Fire safety certificate.', unreadableScan: false, disclosure: 'fire-safety' });
    fakeApi.reply('GET', '/documents', pageAnswer([fire, documentView()]));
    fakeApi.reply('PUT', '/documents/d1', documentView({ disclosure: 'drinking-water', version: 4 }));
    const { user } = renderAdmin(<AdminDocumentsPage />);
    const [fireRow, holidayRow] = await screen.findAllByTestId('document-admin-row');
    expect(within(fireRow!).getByText('Disclosure: Fire safety certificate')).toBeTruthy();
    expect(within(holidayRow!).queryByText(/^Disclosure:/)).toBeNull();
    await user.click(within(holidayRow!).getByRole('button', { name: 'Edit Holiday list 2026-27' }));
    const select = within(form()).getByRole('combobox', { name: 'Mandatory disclosure item' });
    expect(select.textContent).toBe('None');
    await user.click(select);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toHaveLength(10);
    await user.click(screen.getByRole('option', { name: 'Drinking water certificate' }));
    await user.click(within(form()).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Document updated successfully!')).toBeTruthy();
    expect(fakeApi.calls('PUT', '/documents/d1')[0]?.body).toMatchObject({ disclosure: 'drinking-water' });
  });

  it('shows no typed-text box for a PDF with text', async () => {
    fakeApi.reply('GET', '/documents', pageAnswer([documentView()]));
    const { user } = renderAdmin(<AdminDocumentsPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Holiday list 2026-27' }));
    expect(within(form()).queryByRole('textbox', { name: 'Typed text of the scan' })).toBeNull();
  });

  it('keeps the form with its own text when a save fails, and the server’s words on a 409', async () => {
    fakeApi.reply('GET', '/documents', pageAnswer([documentView()]));
    fakeApi.fail('PUT', '/documents/d1', 500, 'SQLITE_BUSY', 'once');
    fakeApi.fail('PUT', '/documents/d1', 409, STALE);
    const { user } = renderAdmin(<AdminDocumentsPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Holiday list 2026-27' }));
    await user.click(within(form()).getByRole('button', { name: 'Update' }));
    expect((await within(form()).findByRole('alert')).textContent).toBe('Failed to save. Please try again.');
    await user.click(within(form()).getByRole('button', { name: 'Update' }));
    expect(await within(form()).findByText(STALE)).toBeTruthy();
    expect(within(form()).getByRole<HTMLInputElement>('textbox', { name: 'Title' }).value).toBe('Holiday list 2026-27');
  });

  it('replaces the file after the fields, on the version they made', async () => {
    fakeApi.reply('GET', '/documents', pageAnswer([documentView()]));
    fakeApi.reply('PUT', '/documents/d1', documentView({ version: 4 }));
    fakeApi.reply('PUT', '/documents/d1/file', documentView({ version: 5 }));
    const { user } = renderAdmin(<AdminDocumentsPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Holiday list 2026-27' }));
    await user.upload(within(form()).getByTestId('replace-file-input'), new File(['%PDF-1.4'], 'new.pdf', { type: 'application/pdf' }));
    await user.click(within(form()).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Document updated successfully!')).toBeTruthy();
    const sent = fakeApi.calls('PUT', '/documents/d1/file')[0]?.body as FormData;
    expect([sent.get('version'), (sent.get('file') as File).name]).toEqual(['4', 'new.pdf']);
  });

  it('deletes after the question and offers Undo', async () => {
    fakeApi.reply('GET', '/documents', pageAnswer([documentView()]));
    fakeApi.reply('DELETE', '/documents/d1', null);
    const { user } = renderAdmin(<AdminDocumentsPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Holiday list 2026-27' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Holiday list 2026-27”?' });
    expect(within(dialog).getByText(/You can restore it from the trash/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Document deleted successfully!')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Undo' })).toBeTruthy();
    expect(await screen.findByText('No documents yet. Upload the first one.')).toBeTruthy();
  });

  it('says when a delete fails and keeps the row', async () => {
    fakeApi.reply('GET', '/documents', pageAnswer([documentView()]));
    fakeApi.fail('DELETE', '/documents/d1', 500, 'disk full');
    const { user } = renderAdmin(<AdminDocumentsPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Holiday list 2026-27' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findAllByText('Failed to delete. Please try again.')).toHaveLength(2);
    expect(screen.getByText('Holiday list 2026-27')).toBeTruthy();
  });
});
