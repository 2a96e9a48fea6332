import type { Request, RequestHandler } from 'express';
import { auditActions, type AuditAction, type AuditItemKind } from '@school/shared/audit-schemas';
import { record } from '../../domain/audit/audit-log.js';
import { CONTENT, EVENTS, GALLERIES, NOTICES, TRASH } from '../../domain/collections.js';
import type { AppDeps } from '../deps.js';

// Every successful staff write lands in the audit log from here, so no route has to remember to
// record itself (and a new route is recorded the day it is added). The entry is written before the
// answer leaves: on Cloud Functions work after the answer may never run, and a member who reloads
// /admin/activity right after a save must see it. Sign-ins, which nobody is signed in for yet, are
// recorded by domain/accounts.

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

/** Where a deleted item's title can be read just before it goes (its delete answers nothing). */
const TITLED: Record<string, { collection: string; field: string }> = {
  content: { collection: CONTENT, field: 'title' },
  events: { collection: EVENTS, field: 'title' },
  galleries: { collection: GALLERIES, field: 'title' },
  notices: { collection: NOTICES, field: 'text' },
  trash: { collection: TRASH, field: 'title' },
};

/** A trash record's kind (its restore answers it; its delete for good is read before) as the log's. */
const FROM_TRASH: Record<string, AuditItemKind> = {
  page: 'page',
  news: 'news-or-event',
  event: 'news-or-event',
  gallery: 'gallery',
  image: 'photo',
  message: 'message',
};

/** A revision's kind (the path's :kind) as the log's. */
const FROM_REVISIONS: Record<string, AuditItemKind> = {
  page: 'page',
  event: 'news-or-event',
  settings: 'settings',
  'page-texts': 'page-texts',
  'page-texts-draft': 'page-texts',
};

type Before = { title: string | null; kind: string | null };

type Answer = { data?: Record<string, unknown>; user?: Record<string, unknown> } | undefined;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function auditTrail(deps: Pick<AppDeps, 'store' | 'clock' | 'identity' | 'log'>): RequestHandler {
  return async (req, res, next) => {
    if (READS.has(req.method)) return next();
    // Only with a token: a stranger's DELETE is refused anyway, and should not cost a read.
    const before = req.method === 'DELETE' && req.get('authorization') ? await readBefore(deps, req.path) : NOTHING;
    const json = res.json.bind(res);
    let recorded = false;
    res.json = (body: unknown) => {
      const user = res.locals.user;
      if (recorded || !user || !req.route || res.statusCode < 200 || res.statusCode >= 300) return json(body);
      recorded = true;
      const entry = describeWrite(req, body as Answer, before);
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
export function describeWrite(req: Request, answer: Answer, before: Before = NOTHING) {
  const route = `${req.baseUrl}${String((req.route as { path: string }).path)}`.replace(/^\/api/, '').replace(/(.)\/$/, '$1');
  const segments = route.split('/').filter(Boolean);
  const named = NAMED[`${req.method} ${route}`];
  const data = answer?.data ?? answer?.user ?? {};
  const routeKind = named?.kind ?? KINDS[segments[0] ?? ''] ?? null;
  // What was restored or deleted for good is named by its own kind, not "an item in the trash".
  const trashed = routeKind === 'trash-item' ? FROM_TRASH[text(data.kind) ?? before.kind ?? ''] : undefined;
  const params = req.params as Record<string, string | undefined>;
  // /revisions/:kind/:itemId/...: the item is the page or news item the revision is of.
  const revised = segments[0] === 'revisions' ? FROM_REVISIONS[params.kind ?? ''] : undefined;
  const kind = trashed ?? revised ?? routeKind;
  const action = named?.action ?? genericAction(req.method, segments, kind);
  const itemId = params.imageId ?? params.id ?? params.itemId ?? params.page ?? params.slot ?? text(data._id) ?? text(data.id) ?? null;
  const title = before.title ?? (kind === 'photo' || kind === 'message' ? null : (text(data.title) ?? text(data.name) ?? text(data.text)));
  return {
    action,
    itemKind: kind,
    itemId,
    itemTitle: kind === 'settings' || kind === 'page-texts' ? null : title,
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

const NOTHING: Before = { title: null, kind: null };

/** `/galleries/abc` → the gallery's title; nothing for other paths (or when it cannot be read). */
async function readBefore(deps: Pick<AppDeps, 'store' | 'identity'>, path: string): Promise<Before> {
  const [, owner = '', id = '', ...rest] = path.split('/');
  if (!id || rest.length > 0) return NOTHING;
  try {
    if (owner === 'staff') return { title: (await deps.identity.getUser(decodeURIComponent(id)))?.name ?? null, kind: null };
    const titled = TITLED[owner];
    if (!titled) return NOTHING;
    const doc = await deps.store.get(titled.collection, decodeURIComponent(id));
    // A message's subject is the parent's words: the log keeps only its id.
    const kind = text(doc?.kind) ?? null;
    return { title: kind === 'message' ? null : (text(doc?.[titled.field]) ?? null), kind };
  } catch {
    // A malformed id: the route answers it; the log simply has no title.
    return NOTHING;
  }
}
