import { describe, expect, it } from 'vitest';
import { readEnv } from '../entry/embedded/env.js';
import { addressOf } from './mail-address.js';

describe('the office address setting', () => {
  it('defaults to the address inside MAIL_FROM', () => {
    expect(addressOf('Convent School Faridkot <office@school.in>')).toBe('office@school.in');
    expect(addressOf(' office@school.in ')).toBe('office@school.in');
  });

  it('OFFICE_EMAIL must be an address, and says so by name', () => {
    expect(readEnv({ OFFICE_EMAIL: 'principal@school.in' }).OFFICE_EMAIL).toBe('principal@school.in');
    expect(readEnv({ OFFICE_EMAIL: '' }).OFFICE_EMAIL).toBeUndefined();
    expect(() => readEnv({ OFFICE_EMAIL: 'the office' })).toThrow(/OFFICE_EMAIL: OFFICE_EMAIL must be an email address/);
  });
});
