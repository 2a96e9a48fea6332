import { test as base } from '@playwright/test';

// global-setup starts the server on a free port and says where through the environment.
export const test = base.extend({
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
});
export { expect } from '@playwright/test';

export const admin = {
  get email() {
    return process.env.E2E_ADMIN_EMAIL ?? '';
  },
  get password() {
    return process.env.E2E_ADMIN_PASSWORD ?? '';
  },
  get name() {
    return process.env.E2E_ADMIN_NAME ?? '';
  },
};
