import { describe, expect, expectTypeOf, it } from 'vitest';
import { admissionLinkSchema, admissionSettingsSchema } from './admission-schemas.js';
import { accountSchema, publicUserSchema, registerSchema, type Account, type PublicUser } from './auth-schemas.js';
import { contactMessageSchema, inboxMessageSchema, storedMessageSchema, type InboxMessage, type StoredMessage } from './contact-schemas.js';
import type { Flat } from './test-types.js';

// The smaller stored things: a contact message, the admission settings and a staff account.

const messages = (result: { error?: { issues: Array<{ message: string }> } | undefined }) =>
  result.error?.issues.map((issue) => issue.message);

describe('contact message', () => {
  const stored: StoredMessage = {
    name: 'Asha',
    email: 'asha@example.com',
    subject: 'Admission',
    message: 'When does the term start?',
    createdAt: '2026-01-05T03:30:00.000Z',
    read: false,
    titleWords: ['a', 'ad', 'adm'],
  };

  it('parses a stored message (with or without a version), and the inbox item adds `_id` and always the version, never the words', () => {
    expect(storedMessageSchema.parse(stored)).toEqual(stored);
    expect(storedMessageSchema.parse({ ...stored, version: 2 })).toEqual({ ...stored, version: 2 });
    const { titleWords: _words, ...shown } = stored;
    expect(inboxMessageSchema.strict().parse({ ...shown, _id: 'm1', version: 1 })).toEqual({ ...shown, _id: 'm1', version: 1 });
    expectTypeOf<InboxMessage>().toEqualTypeOf<Flat<Omit<StoredMessage, 'version' | 'titleWords'> & { _id: string; version: number }>>();
  });

  it('keeps the form texts for missing and over-long fields', () => {
    expect(messages(contactMessageSchema.safeParse({ ...stored, name: ' ' }))).toEqual(['Name is required']);
    expect(messages(contactMessageSchema.safeParse({ ...stored, subject: 'x'.repeat(201) }))).toEqual([
      'Subject must be at most 200 characters',
    ]);
    expect(messages(contactMessageSchema.safeParse({ ...stored, message: 'x'.repeat(5001) }))).toEqual([
      'Message must be at most 5000 characters',
    ]);
  });
});

describe('admission settings', () => {
  it('stores the link with the time it was saved, and refuses what is not a web address', () => {
    const saved = { admissionFormLink: 'https://forms.example.com/apply', updatedAt: '2026-01-05T03:30:00.000Z' };
    expect(admissionSettingsSchema.parse(saved)).toEqual(saved);
    expect(messages(admissionLinkSchema.safeParse({ admissionFormLink: 'forms.example.com' }))).toEqual([
      'Please enter a full web address starting with https://',
    ]);
    expect(admissionLinkSchema.parse({ admissionFormLink: '' })).toEqual({ admissionFormLink: '' });
  });
});

describe('staff account', () => {
  it('parses a stored account; the public user is its name, role and e-mail', () => {
    const account: Account = { name: 'Office', email: 'office@example.com', role: 'admin', createdAt: '2026-01-05T03:30:00.000Z' };
    expect(accountSchema.parse(account)).toEqual(account);
    expect(publicUserSchema.parse(account)).toEqual({ name: 'Office', role: 'admin', email: 'office@example.com' });
    expectTypeOf<PublicUser>().toEqualTypeOf<Flat<Pick<Account, 'name' | 'role' | 'email'>>>();
  });

  it('registers with the account fields and keeps the password texts', () => {
    const input = { name: 'Office', email: ' Office@Example.com ', password: 'short' };
    expect(messages(registerSchema.safeParse(input))).toEqual(['Password must be at least 8 characters']);
    expect(registerSchema.parse({ ...input, password: 'long enough' })).toEqual({
      name: 'Office',
      email: 'office@example.com',
      password: 'long enough',
      role: 'admin',
    });
    expect(messages(registerSchema.safeParse({ ...input, password: 'x'.repeat(201) }))).toEqual([
      'Password must be at most 200 characters',
    ]);
  });
});
