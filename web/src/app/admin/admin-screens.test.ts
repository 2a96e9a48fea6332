import { describe, expect, it } from 'vitest';
import { adminScreens, isCurrentScreen, screensFor } from './admin-screens';

const labels = (role: string | undefined) => screensFor(role).map(({ label }) => label);
const screen = (label: string) => adminScreens.find((entry) => entry.label === label)!;

describe('the admin screens a role may open', () => {
  it('gives a superadmin every screen, Staff included', () => {
    expect(labels('superadmin')).toEqual(adminScreens.map(({ label }) => label));
    expect(labels('superadmin')).toContain('Staff');
  });

  it("gives an admin everything but Staff, Activity and A person's data", () => {
    const superadminOnly = ['Staff', 'Activity', "A person's data"];
    expect(labels('admin')).toEqual(labels('superadmin').filter((label) => !superadminOnly.includes(label)));
  });

  it('gives an unknown or missing role only their own account', () => {
    expect(labels('editor')).toEqual(['My account']);
    expect(labels(undefined)).toEqual(['My account']);
  });

  it('marks a screen current on its own path and its sub-paths, not on a path that only starts alike', () => {
    expect(isCurrentScreen(screen('Pages'), '/admin/pages')).toBe(true);
    expect(isCurrentScreen(screen('Pages'), '/admin/pages/home/preview')).toBe(true);
    expect(isCurrentScreen(screen('Staff'), '/admin/staffroom')).toBe(false);
  });
});
