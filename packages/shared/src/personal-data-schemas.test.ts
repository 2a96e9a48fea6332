import { describe, expect, it } from 'vitest';
import {
  NOTHING_TO_CORRECT,
  personalDataCorrectionSchema,
  personalDataExportSchema,
  personalDataQuerySchema,
} from './personal-data-schemas';

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('the payloads of "A person\'s data"', () => {
  it('takes an address as the contact form stores it (trimmed, lower case), and refuses anything else', () => {
    expect(personalDataQuerySchema.parse({ email: '  Harpreet@Family.Example ' })).toEqual({ email: 'harpreet@family.example' });
    expect(firstError(personalDataQuerySchema.safeParse({ email: 'not an address' }))).toBe('Invalid email address');
    expect(firstError(personalDataQuerySchema.safeParse({}))).toBe('Email is required');
  });

  it('exports as json or csv only', () => {
    expect(personalDataExportSchema.parse({ email: 'a@b.example', format: 'csv' }).format).toBe('csv');
    expect(firstError(personalDataExportSchema.safeParse({ email: 'a@b.example', format: 'xml' }))).toBe('Format must be json or csv');
  });

  it('corrects a name, an address or both; empty fields mean unchanged, and nothing at all is refused', () => {
    expect(personalDataCorrectionSchema.parse({ email: 'a@b.example', name: ' Asha Kaur ', newEmail: '' })).toEqual({
      email: 'a@b.example',
      name: 'Asha Kaur',
      newEmail: undefined,
    });
    expect(personalDataCorrectionSchema.parse({ email: 'a@b.example', newEmail: 'Asha@B.example' }).newEmail).toBe('asha@b.example');
    expect(firstError(personalDataCorrectionSchema.safeParse({ email: 'a@b.example', name: '  ' }))).toBe(NOTHING_TO_CORRECT);
    expect(firstError(personalDataCorrectionSchema.safeParse({ email: 'a@b.example', newEmail: 'nope' }))).toBe('Invalid email address');
  });
});
