import { describe, expect, it } from 'vitest';
import { lastSignInText, roleText } from './staff-texts';

describe('staff texts', () => {
  it('says the last sign-in in India time whatever the device zone, or Never', () => {
    // 10:15 UTC is 15:45 in Asia/Kolkata (+05:30).
    expect(lastSignInText('2026-11-25T10:15:00.000Z')).toMatch(/25 Nov 2026.*3:45\s?pm/i);
    expect(lastSignInText(null)).toBe('Never');
    expect(lastSignInText('not a date')).toBe('Never');
  });

  it('names the roles in words and shows an unknown one as stored', () => {
    expect(roleText('superadmin')).toBe('Superadmin');
    expect(roleText('admin')).toBe('Admin');
    expect(roleText('editor')).toBe('editor');
  });
});
