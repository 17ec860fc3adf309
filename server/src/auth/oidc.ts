// Verifies an OpenID Connect ID token for loginWithOidc (issue 16): the server trusts nothing the
// app says, so it checks the token itself — signature against the issuer's published keys (JWKS,
// found through the discovery document), issuer, audience (our client id), expiry at the request's
// clock, and the nonce the app generated for this sign-in.
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import type { OidcSettings } from '../../../common/auth/oidcConfig';

export interface VerifiedIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  groups: string[];
}

/** The token was refused (bad signature, audience, nonce, expired…): the user sees one message. */
export class InvalidIdTokenError extends Error {}
/** The issuer's discovery document or keys could not be read. */
export class ProviderUnreachableError extends Error {}

export interface OidcVerifier {
  readonly settings: OidcSettings;
  verify(idToken: string, nonce: string, now: Date): Promise<VerifiedIdentity>;
}

const MAX_GROUPS = 500;
const ASYMMETRIC_ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
];
/** Clock skew accepted between the provider and this server. */
const CLOCK_TOLERANCE_S = 30;

function stringList(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (!Array.isArray(value)) return [];
  return value
    .filter((v): v is string => typeof v === 'string' && v.length <= 320)
    .slice(0, MAX_GROUPS);
}

function identityOf(payload: JWTPayload, groupsClaim: string): VerifiedIdentity {
  if (typeof payload.sub !== 'string' || payload.sub === '') throw new InvalidIdTokenError('sub');
  const email = typeof payload.email === 'string' ? payload.email.trim() : null;
  return {
    subject: payload.sub,
    email: email || null,
    // Google and most providers send email_verified; a provider that omits it vouches for its
    // addresses (it is the organisation's directory), one that says false does not.
    emailVerified: payload.email_verified !== false && payload.email_verified !== 'false',
    name: typeof payload.name === 'string' && payload.name.trim() ? payload.name.trim() : null,
    groups: stringList(payload[groupsClaim]),
  };
}

export function createOidcVerifier(
  settings: OidcSettings,
  fetchImpl: typeof fetch = fetch,
): OidcVerifier {
  let keys: Promise<ReturnType<typeof createRemoteJWKSet>> | null = null;

  async function discover(): Promise<ReturnType<typeof createRemoteJWKSet>> {
    const base = settings.issuer.replace(/\/+$/, '');
    let document: { issuer?: unknown; jwks_uri?: unknown };
    try {
      const response = await fetchImpl(`${base}/.well-known/openid-configuration`, {
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      document = (await response.json()) as typeof document;
    } catch (error) {
      throw new ProviderUnreachableError(String(error));
    }
    if (document.issuer !== settings.issuer || typeof document.jwks_uri !== 'string')
      throw new ProviderUnreachableError('discovery document does not match the issuer');
    return createRemoteJWKSet(new URL(document.jwks_uri), { timeoutDuration: 10_000 });
  }

  /** The issuer's keys, discovered on first use (and again after a failed discovery). */
  async function keySet(): Promise<ReturnType<typeof createRemoteJWKSet>> {
    if (!keys) keys = discover();
    try {
      return await keys;
    } catch (error) {
      keys = null;
      throw error;
    }
  }

  return {
    settings,
    async verify(idToken, nonce, now) {
      let payload: JWTPayload;
      try {
        // jose reads the token's header before asking for a key: malformed input never reaches
        // the network.
        ({ payload } = await jwtVerify(
          idToken,
          async (header, token) => (await keySet())(header, token),
          {
            issuer: settings.issuer,
            audience: settings.clientId,
            currentDate: now,
            clockTolerance: CLOCK_TOLERANCE_S,
            requiredClaims: ['exp', 'iat', 'sub', 'nonce'],
            // Asymmetric signatures only: a token signed with a shared secret (HS256) or unsigned
            // proves nothing about the provider.
            algorithms: ASYMMETRIC_ALGORITHMS,
          },
        ));
      } catch (error) {
        if (error instanceof ProviderUnreachableError || error instanceof joseErrors.JWKSTimeout)
          throw error instanceof ProviderUnreachableError
            ? error
            : new ProviderUnreachableError(String(error));
        throw new InvalidIdTokenError(error instanceof Error ? error.message : String(error));
      }
      if (payload.nonce !== nonce) throw new InvalidIdTokenError('nonce');
      // Several audiences: the token must be meant for us (azp), as OpenID Connect Core 3.1.3.7 says.
      if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== settings.clientId)
        throw new InvalidIdTokenError('azp');
      return identityOf(payload, settings.groupsClaim);
    },
  };
}
