import type { ParsedUrlQuery } from 'node:querystring';
import { CONSENT_FIELD } from '@school/shared/consent-fields';
import { HONEYPOT_FIELD } from '@school/shared/contact-fields';
import type { z } from 'zod';
import type { AppDeps } from '../../http/deps.js';
import type { TestApi } from '../api-server.js';
import type { Fixtures, TestImages } from './fixtures.js';
import type { Part } from './raw-request.js';

// The shape of one row of the route table (routes-table.ts) and what tests do with rows.

/** Who may call: anyone; anyone but a token must be valid if sent; any signed-in user; staff roles; superadmin only. */
export type Access = 'public' | 'optional' | 'signed-in' | 'staff' | 'superadmin';
export type BodyKind = 'none' | 'json' | 'multipart' | 'json-or-multipart';

export interface CallContext {
  f: Fixtures;
  images: TestImages;
  /** The e-mail and password of the account whose token is used. */
  email: string;
  password: string;
  /** Unique per call, for names that must not clash. */
  n: number;
}

/** What a call sends besides method, path and token. */
export interface Call {
  json?: unknown;
  parts?: Part[];
  query?: string;
}

/** What an oracle may look at: the running API (its store) and the fixtures the request names. */
export interface OracleEnv {
  api: TestApi<Pick<AppDeps, 'store' | 'identity'>>;
  f: Fixtures;
}

export interface RouteSpec {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Below /api, as Express declares it. */
  path: string;
  access: Access;
  body: BodyKind;
  /** A request that succeeds (status `ok`) with a staff token against fresh fixtures. */
  valid: (c: CallContext) => Call;
  ok: number;
  /** 'file': a success is a download (the audit log's CSV), not the API's `{ success: true }` JSON. */
  answers?: 'json' | 'file';
  /** Snapshot areas (store-snapshot.ts) a successful call may change; nothing else may move. */
  writes: readonly string[];
  /** The route's own reading of a JSON body (its shared zod schema): true when it would act on it. */
  accepts?: (body: unknown, env: OracleEnv) => boolean | Promise<boolean>;
  /** For multipart routes: the same for a form of text fields and (never image) files. */
  acceptsForm?: (form: FormView, env: OracleEnv) => boolean | Promise<boolean>;
  /** Statuses an accepted body may still get for reasons beyond its shape (wrong password, taken slug, limits). */
  refusals?: readonly number[];
  /** For GET routes that read the query string: true when the route accepts it. */
  acceptsQuery?: (query: ParsedUrlQuery) => boolean;
}

/** A multipart form as readMultipart hands it to the route. */
export interface FormView {
  fields: Record<string, string>;
  fieldLists: Record<string, string[]>;
  fileFields: string[];
}

/** A route's shared zod schema as an oracle: does the route's parse(schema, input) accept it? */
export const schema =
  (s: z.ZodType) =>
  (input: unknown): boolean =>
    s.safeParse(input ?? {}).success;

/**
 * A visitor's form as an oracle (the contact form, an enquiry, a subscription): a filled honeypot is
 * answered as a success and keeps nothing; otherwise the consent box must be ticked and the shape right.
 */
export const visitorForm =
  (s: z.ZodType) =>
  (body: unknown): boolean => {
    const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const trap = fields[HONEYPOT_FIELD];
    return (typeof trap === 'string' && trap.trim() !== '') || (fields[CONSENT_FIELD] === true && schema(s)(body));
  };

/**
 * A list read's query oracle: with `limit` the read answers a page and is held to the paged form's
 * schema; without it the whole list's (or anything, when the whole list reads no query).
 */
export const paged =
  (page: z.ZodType, whole?: z.ZodType) =>
  (query: ParsedUrlQuery): boolean =>
    query.limit !== undefined ? schema(page)(query) : whole ? schema(whole)(query) : true;

export const json = (value: unknown): Call => ({ json: value });
/** The fixture each path parameter names, by the collection the path is about. */
export function fixtureParams(route: RouteSpec, f: Fixtures): Record<string, string> {
  const owner = route.path.split('/')[1];
  const ids: Record<string, string> = {
    galleries: f.galleryId,
    events: f.eventId,
    content: f.contentId,
    messages: f.messageId,
    notices: f.noticeId,
    staff: f.staffId,
    trash: f.trashId,
    documents: f.documentId,
    enquiries: f.enquiryId,
  };
  const slugs: Record<string, string> = {
    galleries: f.gallerySlug,
    events: f.eventSlug,
    content: f.contentSlug,
    documents: f.documentSlug,
  };
  // Page texts are named by page: the home page, the one with an image slot.
  const slot = owner === 'page-texts' ? 'heroImage' : 'principalPhoto';
  return {
    id: ids[owner ?? ''] ?? '',
    imageId: f.imageId,
    slug: slugs[owner ?? ''] ?? '',
    slot,
    page: 'home',
    kind: 'event',
    itemId: f.eventId,
    revisionId: f.revisionId,
    year: f.feeYear,
  };
}

/** The path with its parameters filled in (values go in as given: callers encode them). */
export function fillPath(route: RouteSpec, params: Record<string, string>): string {
  return `/api${route.path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '')}`;
}

export const paramNames = (route: RouteSpec): string[] => [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
export const needsToken = (route: RouteSpec): boolean => ['signed-in', 'staff', 'superadmin'].includes(route.access);
