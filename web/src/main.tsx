// The public site's one stylesheet (vite.config.ts: cssCodeSplit off); prerendered pages inline it.
import './lib/ui/global.css';
import { holdEarlyTaps } from './app/early-taps';
import { zodWithoutEval } from './lib/zod-without-eval';

zodWithoutEval();

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./app/start-app').then(({ startApp }) => startApp(container, taps.release));
};
const taps = holdEarlyTaps(start);

// A server-rendered page is readable as soon as its HTML arrives, photos included. Let the browser
// paint it first, and only then fetch and run React (a long task on a mid-range phone), so it never
// competes with the page's text and images: requestAnimationFrame fires before the next paint, the
// timeout after it. A tap or key press starts it at once (see early-taps.ts). The empty shell
// (admin) has nothing to paint: start at once there.
if (container.hasChildNodes()) requestAnimationFrame(() => setTimeout(start, 0));
else start();
