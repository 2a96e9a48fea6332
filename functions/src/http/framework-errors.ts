import express, { type Request, type Response } from 'express';
import { NotFoundError } from '../domain/errors.js';
import { errorHandler } from './middleware/error-handler.js';

type Handle = (this: unknown, req: Request, res: Response, callback?: (error?: unknown) => void) => void;
const WRAPPED = Symbol.for('school.frameworkErrorsAsJson');

/**
 * On Cloud Functions, Google's Functions Framework parses every request body in an Express app of
 * its own before our function runs. A body its parser refuses (not JSON, a bare string at the top
 * level, an unknown charset or encoding) ends in Express's final handler, which answers an HTML
 * page, so a client got HTML where the API promises `{ success: false, error }`
 * (GoogleCloudPlatform/functions-framework-nodejs#686; the framework has no option for it).
 *
 * Express copies `express.application.handle` into each app it creates, and the framework creates
 * its app after it has loaded our module, from the same `express` package (the deploy bundle's one
 * copy). Giving that handle a final callback here makes those errors the answers our own error
 * handler gives (error-handler.ts: same status, same messages as the embedded home). Our own apps
 * end in their error handler and never fall through to it. `scripts/deploy-bundle.test.ts` runs
 * the bundle under the pinned framework and checks the JSON; delete this when #686 is fixed.
 */
export function answerFrameworkErrorsAsJson(log: Pick<Console, 'error'> = console): void {
  const application = express.application as unknown as { handle: Handle & { [WRAPPED]?: true } };
  const handle = application.handle;
  if (handle[WRAPPED]) return;
  const answer = errorHandler(log);
  const wrapped: Handle = function (this: unknown, req, res, callback) {
    handle.call(this, req, res, callback ?? ((error) => finish(error, req, res)));
  };
  function finish(error: unknown, req: Request, res: Response): void {
    // What an app that has no route left calls `done` with; anything else is an error.
    const settled = error === undefined || error === 'route' || error === 'router';
    const reason = settled ? new NotFoundError('Not found') : error;
    // Too late for an answer of our own: end the connection as Express's final handler would.
    answer(reason, req, res, () => req.socket.destroy());
  }
  application.handle = Object.assign(wrapped, { [WRAPPED]: true as const });
}
