// Provider credentials from the environment, checked when the server starts (issue 30): a key that
// is not a key refuses the start with a ConfigError naming its variable, instead of leaving every
// push « en cours d'envoi » with an OpenSSL error.
import { createPrivateKey } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { ConfigError } from '../../config';
import type { FcmServiceAccount } from './providers';

/** A value, or the content of the file it names. */
export function valueOrFile(value: string): string {
  const trimmed = value.trim();
  return !trimmed.startsWith('{') && !trimmed.startsWith('-----') && existsSync(trimmed)
    ? readFileSync(trimmed, 'utf8')
    : value;
}

/** A PEM private key of this type, or a French refusal naming the variable. */
export function checkedPrivateKey(
  variable: string,
  pem: unknown,
  type: 'rsa' | 'ec',
  what: string,
): string {
  let key;
  try {
    if (typeof pem !== 'string') throw new Error('absente');
    key = createPrivateKey(pem);
  } catch {
    throw new ConfigError(`${variable} : ${what} n'est pas une clé privée PEM lisible.`);
  }
  if (key.asymmetricKeyType !== type)
    throw new ConfigError(
      `${variable} : ${what} est une clé ${String(key.asymmetricKeyType).toUpperCase()}, une clé ${type.toUpperCase()} est attendue.`,
    );
  return pem as string;
}

/**
 * The FCM service account of BACKOFFICE_FCM_SERVICE_ACCOUNT, checked at start: a key that is not a
 * key would otherwise leave every Android push « en cours d'envoi » with an OpenSSL error.
 */
export function fcmAccountFromEnv(raw: string): FcmServiceAccount {
  const variable = 'BACKOFFICE_FCM_SERVICE_ACCOUNT';
  let parsed: unknown;
  try {
    parsed = JSON.parse(valueOrFile(raw));
  } catch {
    throw new ConfigError(
      `${variable} : ni un compte de service JSON, ni le chemin d'un tel fichier.`,
    );
  }
  const account = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<
    string,
    unknown
  >;
  for (const field of ['project_id', 'client_email', 'private_key'] as const)
    if (typeof account[field] !== 'string' || !(account[field] as string).trim())
      throw new ConfigError(`${variable} : le champ ${field} manque au compte de service.`);
  if (account.token_uri !== undefined && !/^https?:\/\//i.test(String(account.token_uri)))
    throw new ConfigError(`${variable} : token_uri n'est pas une adresse http(s).`);
  checkedPrivateKey(variable, account.private_key, 'rsa', 'la clé private_key');
  return account as unknown as FcmServiceAccount;
}

/** A VAPID key as web-push wants it: base64url of the raw P-256 point (65 bytes) or scalar (32). */
export function checkedVapidKey(variable: string, value: string, bytes: number): string {
  if (!/^[A-Za-z0-9_-]+$/.test(value) || Buffer.from(value, 'base64url').length !== bytes)
    throw new ConfigError(
      `${variable} : une clé VAPID en base64url (${bytes} octets) est attendue.`,
    );
  return value;
}
