import type { Request, RequestHandler, Response } from 'express';
import { auditActions, type AuditAction, type AuditItemKind } from '@school/shared/audit-schemas';
import { record } from '../../domain/audit/audit-log.js';
import type { ItemKind, ItemKinds } from '../../domain/item-kinds/item-kind.js';
import { ITEM_KINDS } from '../../domain/registry/item-kinds.js';
import type { KindedDeps } from '../deps.js';

// Every successful staff write whose use case does not record itself lands in the audit log from
// here (use cases that do: the trash's and the revisions' restores and deletes, through each
// ItemKind's `audit`; their routes say so with recordedByUseCase). What an item kind is called and
// titled comes from the registry of item kinds; only the routes' words are read here. The entry is
// written before the answer leaves: on Cloud Functions work after the answer may never run, and a
// member who reloads /admin/activity right after a save must see it. Sign-ins, which nobody is
// signed in for yet, are recorded by domain/accounts.

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** Set by a route whose use case recorded its own audit entry. */
      audited?: boolean;
    }
  }
}

/** After a use case that records its own audit entry: the trail adds none. */
export function recordedByUseCase(res: Response): void {
  res.locals.audited = true;
}

/** The first path segment below /api says what kind of item a route is about. */
const KINDS: Record<string, AuditItemKind> = {
  content: 'page',
  events: 'news-or-event',
  news: 'news-or-event',
  galleries: 'gallery',
  messages: 'message',
  notices: 'notice',
  'page-texts': 'page-texts',
  settings: 'settings',
  admission: 'admission-link',
  staff: 'staff-member',
  trash: 'trash-item',
};

/** Routes whose action the method and path alone would name wrongly or vaguely. */
const NAMED: Record<string, { action: AuditAction; kind?: AuditItemKind }> = {
  'PUT /auth/updatepassword': { action: 'password-change' },
  'POST /auth/logout-everywhere': { action: 'sign-out-everywhere' },
  'POST /auth/register': { action: 'create', kind: 'staff-member' },
  'POST /staff': { action: 'invite' },
  'PUT /staff/:id/role': { action: 'role-change' },
  'DELETE /staff/:id': { action: 'remove' },
  'POST /galleries/:id/images': { action: 'add-photos' },
  'PUT /galleries/:id/images/:imageId': { action: 'edit', kind: 'photo' },
  'DELETE /galleries/:id/images/:imageId': { action: 'delete', kind: 'photo' },
  'DELETE /page-texts/:page/draft': { action: 'discard-draft' },
  'PUT /messages/:id/read': { action: 'mark-read' },
  'DELETE /trash/:id': { action: 'delete-forever' },
};

type Before = { title: string | null };

type Answer = { data?: Record<string, unknown>; user?: Record<string, unknown> } | undefined;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The routers (first path segment) whose use cases record their own entries: the trail leaves them alone. */
const RECORDED_BY_USE_CASES = new Set(['content', 'events', 'galleries', 'notices', 'messages', 'settings', 'admission', 'page-texts']);

export function auditTrail(deps: Pick<KindedDeps, 'store' | 'clock' | 'identity' | 'log' | 'kinds'>): RequestHandler {
  return async (req, res, next) => {
    if (READS.has(req.method) || RECORDED_BY_USE_CASES.has(req.path.split('/')[1] ?? '')) return next();
    // Only with a token: a stranger's DELETE is refused anyway, and should not cost a read.
    const before = req.method === 'DELETE' && req.get('authorization') ? await readBefore(deps, req.path) : NOTHING;
    const json = res.json.bind(res);
    let recorded = false;
    res.json = (body: unknown) => {
      const user = res.locals.user;
      if (recorded || res.locals.audited || !user || !req.route || res.statusCode < 200 || res.statusCode >= 300) return json(body);
      recorded = true;
      const entry = describeWrite(req, body as Answer, before, deps.kinds);
      // record() never rejects; the answer goes once the entry is stored.
      void record(deps, { memberId: user.id, memberName: user.name, email: user.email, ...entry })
        .then(() => json(body))
        .catch(next);
      return res;
    };
    next();
  };
}

/** The action and item of a successful write, from the route Express matched and its answer. */
export function describeWrite(req: Request, answer: Answer, before: Before = NOTHING, kinds: ItemKinds = ITEM_KINDS) {
  const route = `${req.baseUrl}${String((req.route as { path: string }).path)}`.replace(/^\/api/, '').replace(/(.)\/$/, '$1');
  const segments = route.split('/').filter(Boolean);
  const named = NAMED[`${req.method} ${route}`];
  const data = answer?.data ?? answer?.user ?? {};
  const routeKind = named?.kind ?? KINDS[segments[0] ?? ''] ?? null;
  // What was restored or deleted for good is named by its own kind, not "an item in the trash".
  const trashed = routeKind === 'trash-item' ? kinds.trashed(text(data.kind) ?? '')?.audit : undefined;
  const params = req.params as Record<string, string | undefined>;
  // /revisions/:kind/:itemId/...: the item is the page or news item the revision is of.
  const revised = segments[0] === 'revisions' ? revisedKind(kinds, params.kind)?.audit : undefined;
  const kind = trashed ?? revised ?? routeKind;
  const action = named?.action ?? genericAction(req.method, segments, kind);
  const itemId = params.imageId ?? params.id ?? params.itemId ?? params.page ?? params.slot ?? text(data._id) ?? text(data.id) ?? null;
  // Kinds whose titles the log never keeps (a parent's words, settings, page texts) have no titleOf.
  const untitled = kindsCalled(kinds, kind).some((one) => !one.titleOf);
  const title = before.title ?? text(data.title) ?? text(data.name) ?? text(data.text);
  return {
    action,
    itemKind: kind,
    itemId,
    itemTitle: untitled ? null : title,
    detail: revised ? 'An earlier version' : detailOf(action, kind, data),
  };
}

function genericAction(method: string, segments: string[], kind: AuditItemKind | null): AuditAction {
  const last = segments.at(-1) ?? '';
  // POST /x/:id/publish, /staff/:id/disable, /trash/:id/restore: the verb names the action.
  if (segments.length > 2 && !last.startsWith(':') && (auditActions as readonly string[]).includes(last)) return last as AuditAction;
  if (kind === 'settings' || kind === 'admission-link') return 'settings-change';
  if (method === 'DELETE') return 'delete';
  if (method === 'POST' && (segments.length === 1 || (segments.length === 2 && !last.startsWith(':')))) return 'create';
  return 'edit';
}

function detailOf(action: AuditAction, kind: AuditItemKind | null, data: Record<string, unknown>): string | null {
  if (action === 'role-change' || action === 'invite') return text(data.role) ? `Role: ${text(data.role)}` : null;
  if (kind === 'photo' && text(data.title)) return `In the gallery "${text(data.title)}"`;
  return null;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);

const NOTHING: Before = { title: null };

/** The item kinds the log calls `audit` (page texts: published and draft). */
const kindsCalled = (kinds: ItemKinds, audit: AuditItemKind | null): ItemKind[] => kinds.all.filter((one) => one.audit === audit);

/** /revisions/:kind/...: the kind the revision is of, if it keeps revisions. */
const revisedKind = (kinds: ItemKinds, name: string | undefined): ItemKind | undefined => {
  const kind = kinds.named(name ?? '');
  return kind?.revisions ? kind : undefined;
};

/** `/galleries/abc` → the gallery's title, as its ItemKind reads it; nothing for other paths (or when it cannot be read). */
async function readBefore(deps: Pick<KindedDeps, 'store' | 'identity' | 'kinds'>, path: string): Promise<Before> {
  const [, owner = '', id = '', ...rest] = path.split('/');
  if (!id || rest.length > 0) return NOTHING;
  try {
    if (owner === 'staff') return { title: (await deps.identity.getUser(decodeURIComponent(id)))?.name ?? null };
    const titled = kindsCalled(deps.kinds, KINDS[owner] ?? null).find((one) => one.titleOf);
    if (!titled?.titleOf) return NOTHING;
    const doc = await deps.store.get(titled.collection, decodeURIComponent(id));
    return { title: doc ? titled.titleOf(doc) : null };
  } catch {
    // A malformed id: the route answers it; the log simply has no title.
    return NOTHING;
  }
}
