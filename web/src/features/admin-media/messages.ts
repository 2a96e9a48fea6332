import { ApiError, errorMessage } from '../../lib/api-client';

// The spec's texts for the Media screen; the ones it does not name follow the same pattern.
export const TEXT = {
  loadFailed: 'Failed to load galleries. Please try again later.',
  createFailed: 'Failed to create gallery. Please try again.',
  uploadFailed: 'Failed to upload files. Please try again.',
  deleteGalleryFailed: 'Failed to delete gallery. Please try again.',
  deleteImageFailed: 'Failed to delete image. Please try again.',
  updateGalleryFailed: 'Failed to update gallery. Please try again.',
  saveImageFailed: 'Failed to save image details. Please try again.',
  moveImageFailed: 'Failed to move image. Please try again.',
  copied: 'URL copied to clipboard!',
  copyFailed: 'Could not copy the URL. Please copy it from the address shown.',
  confirmDeleteGallery: 'Are you sure you want to delete this gallery?',
  confirmDeleteImage: 'Are you sure you want to delete this image?',
} as const;

/**
 * The screen's own text, plus what the server said when it said something specific (which photo
 * was refused and why): staff need both to fix the problem.
 */
export function failureText(text: string, error: unknown): string {
  if (error instanceof ApiError && error.status === 0) return `${text} ${error.message}`;
  // Only an error status carries the server's own reason; a wrongly shaped answer has none.
  const detail = error instanceof ApiError && error.kind === 'status' ? errorMessage(error.body, '') : '';
  // A 409 (someone else saved the gallery since it was shown) says what to do; "try again" would not help.
  if (detail && error instanceof ApiError && error.status === 409) return detail;
  return detail && detail !== 'Unknown error occurred' ? `${text} ${detail}` : text;
}
