import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { freePort } from '../functions/src/testing/free-port.js';

const root = fileURLToPath(new URL('..', import.meta.url));

async function waitFor(url: string, timeoutMs: number): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return response;
      lastError = new Error(`${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer: ${String(lastError)}`);
}

it('npm run dev serves the app through Vite with the API reachable through its proxy', async () => {
  const [apiPort, webPort] = [await freePort(), await freePort()];
  const dataDir = await mkdtemp(join(tmpdir(), 'school-dev-'));
  const child = spawn('npm', ['run', 'dev'], {
    cwd: root,
    detached: true,
    env: { ...process.env, API_PORT: String(apiPort), WEB_PORT: String(webPort), DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  try {
    const page = await waitFor(`http://127.0.0.1:${webPort}/`, 60_000);
    expect(await page.text()).toContain('/@vite/client');
    const api = await waitFor(`http://127.0.0.1:${webPort}/api/admission/link`, 60_000);
    expect(await api.json()).toEqual({ success: true, data: { admissionFormLink: '' } });
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await rm(dataDir, { recursive: true, force: true });
  }
}, 120_000);
