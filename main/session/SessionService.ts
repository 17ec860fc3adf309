// Sign-in, sign-out and session restore. The token goes from the API's login answer straight into
// the vault; the renderer only ever learns who is signed in.
import type { LoginRequest, LoginResult, Session, SessionUser } from '../../common/ipc/channels';
import { OFFLINE_NOTICE } from '../../common/ipc/offlineReads';
import { SessionUserSchema } from '../../common/ipc/schemas';
import { errorCodes, UNREACHABLE_MESSAGE, type GraphqlBridge } from '../api/GraphqlBridge';
import type { AppSettings } from '../settings/AppSettings';
import type { TokenVault } from '../vault/TokenVault';

export const WRONG_CREDENTIALS_MESSAGE = 'Adresse e-mail ou mot de passe incorrect.';
export const GENERIC_ERROR_MESSAGE = 'Une erreur est survenue';
export const OFFLINE_RESTORE_NOTICE = OFFLINE_NOTICE;

const USER_FIELDS = 'id name email isSuperAdmin brandKeys allBrands';
const LOGIN = `mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { token user { ${USER_FIELDS} } } }`;
const LOGIN_OIDC = `mutation LoginWithOidc($idToken: String!, $nonce: String!) { loginWithOidc(idToken: $idToken, nonce: $nonce) { token user { ${USER_FIELDS} } } }`;
const ME = `query Me { me { ${USER_FIELDS} } }`;
const LOGOUT = 'mutation Logout { logout }';

interface Current {
  user: SessionUser;
  remembered: boolean;
}

export class SessionService {
  private current: Current | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly api: GraphqlBridge,
    private readonly vault: TokenVault,
    private readonly settings: AppSettings,
  ) {}

  private snapshot(notice: string | null = null): Session {
    return {
      user: this.current?.user ?? null,
      remembered: this.current?.remembered ?? false,
      // Without a keychain, said before sign-in too (the login form unticks « Se souvenir de moi »).
      notice: notice ?? (this.current?.remembered ? null : this.vault.notice),
    };
  }

  /** Signed in, out, or with another token (the live stream starts again: main/live). */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }

  /** Who is signed in (main's read cache keeps each user's copies apart). */
  get currentUserId(): string | null {
    return this.current?.user.id ?? null;
  }

  /** The token of the signed-in user, for the GraphQL bridge; never leaves main. */
  async token(): Promise<string | null> {
    return this.current ? this.vault.read(this.current.user.email) : null;
  }

  /**
   * The remembered session as the app last knew it, read from the settings and the keychain
   * without asking the API: start-up shows the shell at once instead of waiting for the embedded
   * server; `confirm` checks the token once the API answers. Null when nothing is remembered.
   */
  async cachedSession(): Promise<Session | null> {
    if (this.current) return this.snapshot();
    const stored = this.settings.get();
    if (!stored.lastUser) return null;
    const account = await this.vault.rememberedAccount(stored.lastAccount);
    if (account !== stored.lastUser.email || !(await this.vault.read(account))) return null;
    this.current = { user: stored.lastUser, remembered: true };
    this.changed();
    return this.snapshot();
  }

  /** Checks a cached session's token with `me`: false when the API refused it (signed out). */
  async confirm(): Promise<boolean> {
    const email = this.current?.user.email;
    if (!email) return false;
    const token = await this.vault.read(email);
    const result = token
      ? await this.api.request({ operationName: 'Me', query: ME }, token)
      : { errors: [{ message: '', extensions: { code: 'UNAUTHENTICATED' } }] };
    const me = SessionUserSchema.safeParse(
      (result.data as { me?: unknown } | null | undefined)?.me,
    );
    if (me.success) {
      if (this.current?.user.email === me.data.email) this.current.user = me.data;
      this.settings.update({ lastAccount: me.data.email, lastUser: me.data });
      return true;
    }
    if (!errorCodes(result).includes('UNAUTHENTICATED')) return true; // offline: keep working
    await this.vault.remove(email);
    this.current = null;
    this.settings.update({ lastAccount: null, lastUser: null });
    this.changed();
    return false;
  }

  /** Restores a session from memory or the keychain, checking the token with `me`. */
  async session(): Promise<Session> {
    if (this.current) return this.snapshot();
    const stored = this.settings.get();
    const account = await this.vault.rememberedAccount(stored.lastAccount);
    if (!account) return this.snapshot();
    const token = await this.vault.read(account);
    if (!token) return this.snapshot();
    const result = await this.api.request({ operationName: 'Me', query: ME }, token);
    const me = SessionUserSchema.safeParse(
      (result.data as { me?: unknown } | null | undefined)?.me,
    );
    if (me.success) {
      this.current = { user: me.data, remembered: true };
      this.settings.update({ lastAccount: me.data.email, lastUser: me.data });
      this.changed();
      return this.snapshot();
    }
    if (errorCodes(result).includes('NETWORK_ERROR') && stored.lastUser?.email === account) {
      // The API is down, not the session: keep working from the cached profile.
      this.current = { user: stored.lastUser, remembered: true };
      this.changed();
      return this.snapshot(OFFLINE_RESTORE_NOTICE);
    }
    if (errorCodes(result).includes('UNAUTHENTICATED')) {
      await this.vault.remove(account);
      this.settings.update({ lastAccount: null, lastUser: null });
    }
    return this.snapshot();
  }

  async login(request: LoginRequest): Promise<LoginResult> {
    const result = await this.api.request(
      {
        operationName: 'Login',
        query: LOGIN,
        variables: { email: request.email, password: request.password },
      },
      null,
    );
    return this.signedIn(result, 'login', request.remember, (codes) =>
      codes.includes('UNAUTHENTICATED') ||
      codes.includes('BAD_USER_INPUT') ||
      codes.includes('FORBIDDEN')
        ? WRONG_CREDENTIALS_MESSAGE
        : null,
    );
  }

  /**
   * Signs in with an ID token main obtained from the OpenID provider (oidcFlow.ts): the API
   * checks it and answers as for a password login. The ID token is not kept anywhere.
   */
  async loginWithIdToken(idToken: string, nonce: string, remember: boolean): Promise<LoginResult> {
    const result = await this.api.request(
      { operationName: 'LoginWithOidc', query: LOGIN_OIDC, variables: { idToken, nonce } },
      null,
    );
    // The server's French words (no access, token refused, provider down) are the ones to show.
    const refusal = result.errors?.find((e) =>
      ['UNAUTHENTICATED', 'FORBIDDEN', 'SERVICE_UNAVAILABLE'].includes(
        String(e.extensions?.code ?? ''),
      ),
    );
    return this.signedIn(result, 'loginWithOidc', remember, () => refusal?.message ?? null);
  }

  private async signedIn(
    result: Awaited<ReturnType<GraphqlBridge['request']>>,
    field: 'login' | 'loginWithOidc',
    remember: boolean,
    refusedMessage: (codes: string[]) => string | null,
  ): Promise<LoginResult> {
    const payload = (
      result.data as
        Record<string, { token?: unknown; user?: unknown } | undefined> | null | undefined
    )?.[field];
    const user = SessionUserSchema.safeParse(payload?.user);
    if (!payload || typeof payload.token !== 'string' || !user.success) {
      const codes = errorCodes(result);
      if (codes.includes('NETWORK_ERROR')) return { ok: false, message: UNREACHABLE_MESSAGE };
      // The server's own French words (how long to wait) are the ones the user needs.
      const throttled = result.errors?.find((e) => e.extensions?.code === 'TOO_MANY_ATTEMPTS');
      if (throttled) return { ok: false, message: throttled.message };
      return { ok: false, message: refusedMessage(codes) ?? GENERIC_ERROR_MESSAGE };
    }
    if (this.current) await this.vault.remove(this.current.user.email);
    const remembered = await this.vault.save(user.data.email, payload.token, remember);
    this.current = { user: user.data, remembered };
    // Only who was signed in, never the token: lets the next launch find the keychain entry.
    this.settings.update(
      remembered
        ? { lastAccount: user.data.email, lastUser: user.data }
        : { lastAccount: null, lastUser: null },
    );
    this.changed();
    return { ok: true, session: this.snapshot(remember ? this.vault.notice : null) };
  }

  async logout(): Promise<Session> {
    if (this.current) {
      const account = this.current.user.email;
      const token = await this.vault.read(account);
      // Best effort: the server forgets the token; locally it is gone whatever the answer.
      if (token) await this.api.request({ operationName: 'Logout', query: LOGOUT }, token);
      await this.vault.remove(account);
    }
    this.current = null;
    this.settings.update({ lastAccount: null, lastUser: null });
    this.changed();
    return this.snapshot();
  }

  /** Called when the API refuses the token mid-session. */
  async expire(): Promise<void> {
    if (!this.current) return;
    await this.vault.remove(this.current.user.email);
    this.current = null;
    this.settings.update({ lastAccount: null, lastUser: null });
    this.changed();
  }
}
