import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../test/render-admin';
import { ImagePicker, type ImagePickerTexts } from './image-picker';

const TEXTS: ImagePickerTexts = {
  label: 'Featured image',
  choose: 'Choose Image',
  replace: 'Change Image',
  remove: ({ file, current }) => (file || current ? 'Remove Image' : null),
  previewAlt: 'Preview of the featured image',
  inputLabel: 'Image file',
  helper: (file) => (file ? `${file.name} will be uploaded when you save.` : 'JPEG, PNG or WebP.'),
  notAnImage: 'Please choose an image file (JPEG, PNG or WebP).',
};

/** The picker in a form that keeps the chosen file and, like the news form, drops the stored image on Remove. */
function Form({ storedUrl = null, disabled = false }: { storedUrl?: string | null; disabled?: boolean }) {
  const [file, setFile] = useState<File | null>(null);
  const [currentUrl, setCurrentUrl] = useState(storedUrl);
  return (
    <ImagePicker
      currentUrl={currentUrl}
      file={file}
      onFile={setFile}
      onRemove={() => setCurrentUrl(null)}
      disabled={disabled}
      texts={TEXTS}
    />
  );
}

const photo = (name = 'sports-day.jpg', type = 'image/jpeg') => new File(['jpeg bytes'], name, { type });
const input = () => screen.getByLabelText<HTMLInputElement>('Image file');
const preview = () => screen.queryByRole('img', { name: 'Preview of the featured image' });
const button = (name: string) => screen.queryByRole('button', { name });

describe('the image picker', () => {
  it('offers to choose an image when there is none, with no preview and nothing to remove', () => {
    renderAdmin(<Form />);
    expect(screen.getByText('Featured image')).toBeTruthy();
    expect(button('Choose Image')).toBeTruthy();
    expect(button('Remove Image')).toBeNull();
    expect(preview()).toBeNull();
    expect(screen.getByText('JPEG, PNG or WebP.')).toBeTruthy();
  });

  it('opens the file chooser from its button', async () => {
    const { user } = renderAdmin(<Form />);
    const opened = vi.fn();
    input().addEventListener('click', opened);
    await user.click(button('Choose Image')!);
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('shows the stored image, to change or remove', () => {
    renderAdmin(<Form storedUrl="/files/news/sports-800.webp" />);
    expect(preview()?.getAttribute('src')).toBe('/files/news/sports-800.webp');
    expect(button('Change Image')).toBeTruthy();
    expect(button('Remove Image')).toBeTruthy();
  });

  it('shows a chosen photo in place of the stored one and says it will be uploaded', async () => {
    const { user } = renderAdmin(<Form storedUrl="/files/news/sports-800.webp" />);
    await user.upload(input(), photo());
    expect(preview()?.getAttribute('src')).toMatch(/^blob:/);
    expect(screen.getByText('sports-day.jpg will be uploaded when you save.')).toBeTruthy();
    expect(button('Change Image')).toBeTruthy();
  });

  it('refuses a file that is not an image, keeping what was there', async () => {
    // The chooser's "All files" lets a staff member pick a PDF despite accept="image/*".
    renderAdmin(<Form storedUrl="/files/news/sports-800.webp" />);
    const user = userEvent.setup({ delay: null, applyAccept: false });
    await user.upload(input(), photo('timetable.pdf', 'application/pdf'));
    expect(screen.getByText('Please choose an image file (JPEG, PNG or WebP).')).toBeTruthy();
    expect(preview()?.getAttribute('src')).toBe('/files/news/sports-800.webp');
    expect(screen.getByText('JPEG, PNG or WebP.')).toBeTruthy();
  });

  it('takes the photo chosen after a refused file and stops showing the refusal', async () => {
    renderAdmin(<Form />);
    const user = userEvent.setup({ delay: null, applyAccept: false });
    await user.upload(input(), photo('timetable.pdf', 'application/pdf'));
    await user.upload(input(), photo());
    expect(screen.queryByText('Please choose an image file (JPEG, PNG or WebP).')).toBeNull();
    expect(preview()).toBeTruthy();
  });

  it('Remove drops both the chosen photo and the stored image', async () => {
    const { user } = renderAdmin(<Form storedUrl="/files/news/sports-800.webp" />);
    await user.upload(input(), photo());
    await user.click(button('Remove Image')!);
    expect(preview()).toBeNull();
    expect(button('Choose Image')).toBeTruthy();
    expect(button('Remove Image')).toBeNull();
    expect(screen.getByText('JPEG, PNG or WebP.')).toBeTruthy();
  });

  it('takes the same photo again after it was removed', async () => {
    const { user } = renderAdmin(<Form />);
    const chosen = photo();
    await user.upload(input(), chosen);
    await user.click(button('Remove Image')!);
    await user.upload(input(), chosen);
    expect(preview()).toBeTruthy();
    expect(screen.getByText('sports-day.jpg will be uploaded when you save.')).toBeTruthy();
  });

  it('can be neither changed nor removed while the form is saving', () => {
    renderAdmin(<Form storedUrl="/files/news/sports-800.webp" disabled />);
    expect(button('Change Image')).toHaveProperty('disabled', true);
    expect(button('Remove Image')).toHaveProperty('disabled', true);
    expect(input()).toHaveProperty('disabled', true);
  });
});
