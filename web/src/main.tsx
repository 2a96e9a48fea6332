// The public site's one stylesheet (vite.config.ts: cssCodeSplit off); prerendered pages inline it.
import './lib/ui/global.css';
import { isDataPage, startEarlyData } from './app/early-data';
import { holdEarlyTaps } from './app/early-taps';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./app/start-app').then(({ startApp }) => startApp(container, taps.release));
};
const taps = holdEarlyTaps(start);

// A prerendered page is readable as soon as its HTML arrives. Let the browser paint it first, and
// only then fetch and run React and MUI (a long task on a mid-range phone), so they never compete
// with the page's text and images: requestAnimationFrame fires before the next paint, the timeout
// after it. A tap or key press starts it at once (see early-taps.ts). The empty shell (admin,
// unknown paths) has nothing to paint, and on /media the largest thing on the screen is photos that
// only the app can show (isDataPage): start at once there.
const path = window.location.pathname;
startEarlyData(path);
if (container.hasChildNodes() && !isDataPage(path)) requestAnimationFrame(() => setTimeout(start, 0));
else start();
