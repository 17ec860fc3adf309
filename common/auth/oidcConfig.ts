// OpenID Connect sign-in ("Se connecter avec Google"): the provider as the environment names it.
// The server and the app read the same variables; unset issuer or client id = no provider sign-in
// (the button is not shown and the API's loginWithOidc refuses).

export interface OidcSettings {
  /** The issuer URL (`https://accounts.google.com`); its discovery document says the rest. */
  issuer: string;
  /** The OAuth client id: the app's client, and the ID token's expected audience on the server. */
  clientId: string;
  /** The ID token claim listing the user's groups (`groups` unless told). */
  groupsClaim: string;
  /** Only for providers that insist on one for desktop clients (Google); not a secret there. */
  clientSecret: string | null;
}

export const DEFAULT_GROUPS_CLAIM = 'groups';

/** The provider from BACKOFFICE_OIDC_*, or null when issuer or client id is missing. */
export function oidcFromEnv(
  env: Readonly<Record<string, string | undefined>>,
): OidcSettings | null {
  const issuer = env.BACKOFFICE_OIDC_ISSUER?.trim();
  const clientId = env.BACKOFFICE_OIDC_CLIENT_ID?.trim();
  if (!issuer || !clientId) return null;
  return {
    issuer,
    clientId,
    groupsClaim: env.BACKOFFICE_OIDC_GROUPS_CLAIM?.trim() || DEFAULT_GROUPS_CLAIM,
    clientSecret: env.BACKOFFICE_OIDC_CLIENT_SECRET?.trim() || null,
  };
}
