import { createHash, createHmac, randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { ConflictError, InvalidCredentialsError, NotFoundError, UnauthenticatedError, ValidationError } from '../../domain/errors.js';
import type { Clock } from '../../ports/clock.js';
import type { DocumentStore } from '../../ports/document-store.js';
import type { AccountChanges, Identity, IdentityAccount, IdentityUser, NewUser } from '../../ports/identity.js';
import type { Account as StaffAccount } from '@school/shared/auth-schemas';
import { ACCOUNTS } from '../../domain/collections.js';

const scrypt = promisify(scryptCb) as (password: string, salt: Buffer, keylen: number, options: object) => Promise<Buffer>;
/** scrypt's cost: N (CPU and memory), r (block size), p (parallelism). Each hash records its own. */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}
// About 55 ms a hash on the development machine: slow for a guesser, unnoticed by a person signing in.
const SCRYPT: ScryptCost = { N: 16384, r: 8, p: 1 };
const MAX_MEMORY = 64 * 1024 * 1024;
const KEY_LENGTH = 64;
const TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

type Account = StaffAccount & {
  /** null for an invited member who has not chosen a password yet. */
  passwordHash: string | null;
  /** Raised on sign-out everywhere, password change and disabling; tokens carry the version they were issued under. */
  tokenVersion: number;
  /**
   * Random per account, made when it is created; tokens carry it. The id is a hash of the e-mail, so
   * an account removed and created again for the same address has the same id and a tokenVersion
   * counting up from 0 again: without this, the removed account's tokens would come back to life.
   * Absent on accounts made before it existed (their tokens carry none either).
   */
  key?: string;
  disabled?: boolean;
  lastSignInAt?: string;
};

interface TokenPayload {
  sub: string;
  ver: number;
  /** The account's key (Account.key), when it has one. */
  key?: string;
  exp: number;
  jti: string;
}

/**
 * Staff accounts for the embedded home, kept in the DocumentStore. Tokens are HMAC-signed
 * (secret from DATA_DIR), carry 128 random bits, expire after 7 days, and die when the account's
 * tokenVersion moves on. The document id is a hash of the e-mail, so "one account per address"
 * is enforced by the store's create(), not by a check that could race.
 */
export class LocalIdentity implements Identity {
  // Verifying against this when the e-mail is unknown makes both failures take the same time.
  private readonly dummyHash: Promise<string>;

  /**
   * `cost` is the server's SCRYPT unless a test server passes a cheaper one (testing/api-server.ts):
   * the hashing is the same code, and hundreds of test accounts do not each cost 55 ms of CPU.
   */
  constructor(
    private readonly store: DocumentStore,
    private readonly secret: Buffer,
    private readonly clock: Clock,
    private readonly cost: ScryptCost = SCRYPT,
  ) {
    this.dummyHash = hashPassword('not-a-real-password', cost);
  }

  async signIn(email: string, password: string): Promise<{ token: string; user: IdentityUser }> {
    const id = accountId(email);
    const account = await this.store.get<Account>(ACCOUNTS, id);
    const valid = await verifyPassword(password, account?.passwordHash ?? (await this.dummyHash));
    if (!account?.passwordHash || !valid || account.disabled) throw new InvalidCredentialsError();
    await this.store.update(ACCOUNTS, id, { lastSignInAt: this.clock.now().toISOString() });
    return { token: this.issueToken(id, account), user: toUser(id, account) };
  }

  async verifyToken(token: string): Promise<IdentityUser> {
    const payload = this.readToken(token);
    if (!payload || payload.exp <= this.clock.now().getTime()) throw new UnauthenticatedError('Session expired. Please log in again.');
    const account = await this.store.get<Account>(ACCOUNTS, payload.sub);
    if (!account || account.disabled || account.tokenVersion !== payload.ver || account.key !== payload.key) {
      throw new UnauthenticatedError('Session expired. Please log in again.');
    }
    return toUser(payload.sub, account);
  }

  async revokeTokens(userId: string): Promise<void> {
    const account = await this.store.get<Account>(ACCOUNTS, userId);
    if (account) await this.store.update(ACCOUNTS, userId, { tokenVersion: account.tokenVersion + 1 });
  }

  async createUser(user: NewUser): Promise<IdentityUser> {
    const email = user.email.trim().toLowerCase();
    const account: Account = {
      name: user.name,
      email,
      role: user.role,
      passwordHash: user.password === undefined ? null : await hashPassword(user.password, this.cost),
      tokenVersion: 0,
      key: randomBytes(16).toString('base64url'),
      createdAt: this.clock.now().toISOString(),
    };
    const id = accountId(email);
    try {
      await this.store.create(ACCOUNTS, id, account);
    } catch (error) {
      if (error instanceof ConflictError) throw new ConflictError(`A user with the e-mail ${email} already exists`);
      throw error;
    }
    return toUser(id, account);
  }

  async getUser(userId: string): Promise<IdentityAccount | null> {
    const account = await this.store.get<Account>(ACCOUNTS, userId);
    return account && toAccount(userId, account);
  }

  async findByEmail(email: string): Promise<IdentityAccount | null> {
    return this.getUser(accountId(email));
  }

  async updateUser(userId: string, changes: AccountChanges): Promise<IdentityAccount> {
    const account = await this.store.get<Account>(ACCOUNTS, userId);
    if (!account) throw new NotFoundError('No such staff member');
    const patch: Partial<Account> = {};
    if (changes.role !== undefined) patch.role = changes.role;
    if (changes.disabled !== undefined) patch.disabled = changes.disabled;
    if (changes.password !== undefined) patch.passwordHash = await hashPassword(changes.password, this.cost);
    // A new password or a disabled account ends every session; enabling again starts none.
    if (changes.password !== undefined || changes.disabled === true) patch.tokenVersion = account.tokenVersion + 1;
    await this.store.update(ACCOUNTS, userId, patch);
    return toAccount(userId, { ...account, ...patch });
  }

  async deleteUser(userId: string): Promise<void> {
    if (!(await this.store.delete(ACCOUNTS, userId))) throw new NotFoundError('No such staff member');
  }

  async listUsers(): Promise<IdentityAccount[]> {
    const accounts = await this.store.find<Account>(ACCOUNTS, { orderBy: [{ field: 'email' }] });
    return accounts.map((account) => toAccount(account.id, account));
  }

  async changePassword(userId: string, currentPassword: string, newPassword: string): Promise<void> {
    const account = await this.store.get<Account>(ACCOUNTS, userId);
    if (!account?.passwordHash) throw new UnauthenticatedError();
    if (!(await verifyPassword(currentPassword, account.passwordHash))) throw new ValidationError('Current password is incorrect');
    await this.store.update(ACCOUNTS, userId, {
      passwordHash: await hashPassword(newPassword, this.cost),
      tokenVersion: account.tokenVersion + 1,
    });
  }

  private issueToken(sub: string, account: Pick<Account, 'tokenVersion' | 'key'>): string {
    const payload: TokenPayload = {
      sub,
      ver: account.tokenVersion,
      ...(account.key === undefined ? {} : { key: account.key }),
      exp: this.clock.now().getTime() + TOKEN_LIFETIME_MS,
      jti: randomBytes(16).toString('base64url'),
    };
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${body}.${this.sign(body)}`;
  }

  private readToken(token: string): TokenPayload | null {
    const [body, signature, ...rest] = token.split('.');
    if (!body || !signature || rest.length > 0) return null;
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<TokenPayload>;
      if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number' || typeof payload.exp !== 'number') return null;
      return payload as TokenPayload;
    } catch {
      return null;
    }
  }

  private sign(body: string): string {
    return createHmac('sha256', this.secret).update(body).digest('base64url');
  }
}

function accountId(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 40);
}

function toUser(id: string, account: Account): IdentityUser {
  return { id, name: account.name, email: account.email, role: account.role };
}

function toAccount(id: string, account: Account): IdentityAccount {
  return {
    ...toUser(id, account),
    disabled: account.disabled === true,
    hasPassword: account.passwordHash !== null,
    lastSignInAt: account.lastSignInAt ?? null,
    createdAt: account.createdAt,
  };
}

async function hashPassword(password: string, cost: ScryptCost): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { ...cost, maxmem: MAX_MEMORY });
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEMORY,
  });
  return timingSafeEqual(actual, expected);
}
