import type { TestImages } from './fixtures.js';
import { jpegWithComment, PHP, pixelFloodPng, SCRIPT, SVG_WITH_SCRIPT, zipArchive } from './malicious-files.js';
import type { Part } from './raw-request.js';
import { encryptedPdf, scriptedPdf } from '../test-pdfs.js';

export type Expect = 'refused' | 'stored safely';
export interface Case {
  what: string;
  /** Built from this test's own photos, so a stored copy is a new file, not one the fixtures left. */
  file: (own: TestImages) => Omit<Part, 'name'>;
  expect: Expect;
}

/** The fixed hostile set: files that are no image (refused), and real photos under hostile names or types (stored safely). */
export const MALICIOUS_UPLOADS: Case[] = [
  {
    what: 'JPEG header followed by HTML and script',
    file: () => ({
      filename: 'photo.jpg',
      type: 'image/jpeg',
      data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(`<html>${SCRIPT}</html>`)]),
    }),
    expect: 'refused',
  },
  {
    what: 'GIF header that is also JavaScript',
    file: () => ({ filename: 'anim.gif', type: 'image/gif', data: Buffer.from('GIF89a/*\x01\x01*/=alert(1)//') }),
    expect: 'refused',
  },
  {
    what: 'SVG with a script',
    file: () => ({ filename: 'logo.svg', type: 'image/svg+xml', data: Buffer.from(SVG_WITH_SCRIPT) }),
    expect: 'refused',
  },
  {
    what: 'SVG named .png',
    file: () => ({ filename: 'logo.png', type: 'image/png', data: Buffer.from(SVG_WITH_SCRIPT) }),
    expect: 'refused',
  },
  {
    what: 'PHP named photo.php.jpg',
    file: () => ({ filename: 'photo.php.jpg', type: 'image/jpeg', data: Buffer.from(PHP) }),
    expect: 'refused',
  },
  {
    what: 'PHP under a path-traversal name',
    file: () => ({ filename: '../../../../var/www/shell.php', type: 'image/jpeg', data: Buffer.from(PHP) }),
    expect: 'refused',
  },
  {
    what: 'pixel-flood PNG (50000 x 50000)',
    file: () => ({ filename: 'flood.png', type: 'image/png', data: pixelFloodPng(50_000, 50_000) }),
    expect: 'refused',
  },
  {
    what: 'pixel-flood PNG (65535 x 1000)',
    file: () => ({ filename: 'wide.png', type: 'image/png', data: pixelFloodPng(65_535, 1_000) }),
    expect: 'refused',
  },
  {
    what: 'ZIP renamed .jpg',
    file: () => ({ filename: 'holiday.jpg', type: 'image/jpeg', data: zipArchive('shell.php', PHP) }),
    expect: 'refused',
  },
  {
    what: 'PDF named .jpg',
    file: () => ({ filename: 'form.jpg', type: 'image/jpeg', data: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF') }),
    expect: 'refused',
  },
  { what: '0-byte file', file: () => ({ filename: 'empty.jpg', type: 'image/jpeg', data: Buffer.alloc(0) }), expect: 'refused' },
  {
    what: 'HTML declared image/jpeg',
    file: () => ({ filename: 'page.jpg', type: 'image/jpeg', data: Buffer.from(`<!doctype html>${SCRIPT}`) }),
    expect: 'refused',
  },
  {
    what: 'truncated JPEG',
    file: (own) => ({ filename: 'half.jpg', type: 'image/jpeg', data: own.jpeg.subarray(0, own.jpeg.length >> 1) }),
    expect: 'refused',
  },
  {
    what: 'real JPEG named photo.jpg.php',
    file: (own) => ({ filename: 'photo.jpg.php', type: 'application/x-php', data: own.jpeg }),
    expect: 'stored safely',
  },
  {
    what: 'real JPEG named ../../etc/passwd.jpg',
    file: (own) => ({ filename: '../../etc/passwd.jpg', type: 'image/jpeg', data: own.jpeg }),
    expect: 'stored safely',
  },
  {
    what: 'real JPEG named ..\\..\\x.jpg',
    file: (own) => ({ filename: '..\\..\\x.jpg', type: 'image/jpeg', data: own.jpeg }),
    expect: 'stored safely',
  },
  {
    what: 'real PNG declared text/html',
    file: (own) => ({ filename: 'x.html', type: 'text/html', data: own.png }),
    expect: 'stored safely',
  },
  {
    what: 'real JPEG with HTML appended',
    file: (own) => ({ filename: 'tail.jpg', type: 'image/jpeg', data: Buffer.concat([own.jpeg, Buffer.from(`<html>${SCRIPT}</html>`)]) }),
    expect: 'stored safely',
  },
  {
    what: 'real JPEG with a script in its comment',
    file: (own) => ({ filename: 'exif.jpg', type: 'image/jpeg', data: jpegWithComment(own.jpeg, SCRIPT + PHP) }),
    expect: 'stored safely',
  },
];

/**
 * The documents library's set (issue 35): files that are no whole PDF, JPEG or PNG are refused; a
 * real PDF with script in it, or a real scan under a hostile name, is stored as sent (a document is
 * a record) under a content-hashed name, and served only as a sandboxed attachment.
 */
export const MALICIOUS_DOCUMENTS: Case[] = [
  {
    what: 'HTML renamed .pdf',
    file: () => ({ filename: 'circular.pdf', type: 'application/pdf', data: Buffer.from(`<!doctype html>${SCRIPT}`) }),
    expect: 'refused',
  },
  {
    what: 'a Windows executable named .pdf',
    file: () => ({
      filename: 'fees.pdf',
      type: 'application/pdf',
      data: Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(256)]),
    }),
    expect: 'refused',
  },
  {
    what: 'a Linux executable named .pdf',
    file: () => ({
      filename: 'form.pdf',
      type: 'application/pdf',
      data: Buffer.concat([Buffer.from('\x7fELF', 'latin1'), Buffer.alloc(256)]),
    }),
    expect: 'refused',
  },
  {
    what: 'SVG with a script named .pdf',
    file: () => ({ filename: 'logo.pdf', type: 'application/pdf', data: Buffer.from(SVG_WITH_SCRIPT) }),
    expect: 'refused',
  },
  {
    what: 'ZIP renamed .pdf',
    file: () => ({ filename: 'all.pdf', type: 'application/pdf', data: zipArchive('shell.php', PHP) }),
    expect: 'refused',
  },
  {
    what: 'a PDF header and nothing of a PDF',
    file: () => ({ filename: 'broken.pdf', type: 'application/pdf', data: Buffer.from(`%PDF-1.7\n<html>${SCRIPT}</html>`) }),
    expect: 'refused',
  },
  { what: 'an encrypted PDF', file: () => ({ filename: 'locked.pdf', type: 'application/pdf', data: encryptedPdf() }), expect: 'refused' },
  { what: '0-byte file', file: () => ({ filename: 'empty.pdf', type: 'application/pdf', data: Buffer.alloc(0) }), expect: 'refused' },
  {
    what: 'truncated JPEG scan',
    file: (own) => ({ filename: 'half.jpg', type: 'image/jpeg', data: own.jpeg.subarray(0, own.jpeg.length >> 1) }),
    expect: 'refused',
  },
  {
    what: 'a PDF with JavaScript in it',
    file: (own) => ({ filename: 'form.pdf', type: 'application/pdf', data: scriptedPdf(`Admission form ${own.jpeg.length}`) }),
    expect: 'stored safely',
  },
  {
    what: 'real JPEG scan named ../../etc/passwd.pdf',
    file: (own) => ({ filename: '../../etc/passwd.pdf', type: 'text/html', data: own.jpeg }),
    expect: 'stored safely',
  },
];
