import { DOCUMENT_TYPE_MESSAGE } from '@school/shared/document-schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { documentView } from '../../test/documents';
import { fakeApi, renderAdmin } from '../../test/render-admin';
import { DocumentUploader } from './document-uploader';

const pdf = (name: string) => new File(['%PDF-1.4 a document'], name, { type: 'application/pdf' });

describe('the documents uploader', () => {
  it('makes a document of each file, titled from its name, one at a time with progress; a refused one stays with the server’s reason', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    fakeApi.on('POST', '/documents', async (call) => {
      const form = call.body as FormData;
      if (form.get('title') === 'Renamed page')
        throw new ApiError(400, { success: false, error: DOCUMENT_TYPE_MESSAGE }, DOCUMENT_TYPE_MESSAGE);
      call.onProgress?.(5, 10);
      await held;
      return documentView();
    });
    const onUploaded = vi.fn();
    const { user } = renderAdmin(<DocumentUploader onUploaded={onUploaded} />);
    await user.upload(screen.getByTestId('document-files-input'), [pdf('fee_structure-2026.pdf'), pdf('renamed-page.pdf')]);
    const files = screen.getByRole('list', { name: 'Files to upload' });
    expect(within(files).getByRole<HTMLInputElement>('textbox', { name: 'Title of fee_structure-2026.pdf' }).value).toBe(
      'Fee structure 2026',
    );
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(screen.getByRole('option', { name: 'Fee structure' }));
    await user.click(screen.getByRole('button', { name: 'Upload 2 documents' }));
    expect(await screen.findByRole('progressbar', { name: 'fee_structure-2026.pdf: Uploading 50%' })).toBeTruthy();
    release();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', DOCUMENT_TYPE_MESSAGE);
    expect(onUploaded).toHaveBeenCalledWith(1);
    // The uploaded file left the queue; the refused one stays, to fix or remove.
    expect(screen.queryByRole('textbox', { name: 'Title of fee_structure-2026.pdf' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload 1 document' })).toBeTruthy();
    const sent = fakeApi.calls('POST', '/documents').map((call) => call.body as FormData);
    expect(sent.map((form) => [form.get('title'), form.get('category'), form.get('classes'), (form.get('file') as File).name])).toEqual([
      ['Fee structure 2026', 'fee-structure', '[]', 'fee_structure-2026.pdf'],
      ['Renamed page', 'fee-structure', '[]', 'renamed-page.pdf'],
    ]);
  });
});
