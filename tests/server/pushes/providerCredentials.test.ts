// Provider credentials are checked when the server starts (issue 30): a service account whose
// private_key is not a key used to be accepted, and every Android push then stayed « en cours
// d'envoi » with « error:1E08010C:DECODER routines::unsupported ». Now the start is refused with a
// French message naming the variable — for the real CLI too (exit code 2, « Configuration : … »).
import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../server/src/config';
import { providersFromEnv } from '../../../server/src/services/pushes/providers';

const ROOT = join(__dirname, '..', '..', '..');
const NOT_A_KEY = '-----BEGIN PRIVATE KEY-----\nbm90IGEga2V5\n-----END PRIVATE KEY-----\n';
const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();
const ec = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();
const account = (extra: Record<string, unknown>) =>
  JSON.stringify({
    project_id: 'redaction',
    client_email: 'push@redaction.iam.gserviceaccount.com',
    private_key: rsa,
    ...extra,
  });
const apns = {
  BACKOFFICE_APNS_KEY_ID: 'ABC123DEFG',
  BACKOFFICE_APNS_TEAM_ID: 'TEAM123456',
  BACKOFFICE_APNS_TOPIC: 'fr.example.backoffice',
};

describe('push credentials checked at start', () => {
  it.each([
    [
      'a private_key that is not a key',
      { BACKOFFICE_FCM_SERVICE_ACCOUNT: account({ private_key: NOT_A_KEY }) },
      "BACKOFFICE_FCM_SERVICE_ACCOUNT : la clé private_key n'est pas une clé privée PEM lisible.",
    ],
    [
      'an EC key where FCM signs with RS256',
      { BACKOFFICE_FCM_SERVICE_ACCOUNT: account({ private_key: ec }) },
      'BACKOFFICE_FCM_SERVICE_ACCOUNT : la clé private_key est une clé EC, une clé RSA est attendue.',
    ],
    [
      'no client_email',
      { BACKOFFICE_FCM_SERVICE_ACCOUNT: account({ client_email: undefined }) },
      'BACKOFFICE_FCM_SERVICE_ACCOUNT : le champ client_email manque au compte de service.',
    ],
    [
      'malformed JSON',
      { BACKOFFICE_FCM_SERVICE_ACCOUNT: '{"project_id": ' },
      "BACKOFFICE_FCM_SERVICE_ACCOUNT : ni un compte de service JSON, ni le chemin d'un tel fichier.",
    ],
    [
      'an APNs key that is not a key',
      { ...apns, BACKOFFICE_APNS_KEY: NOT_A_KEY },
      "BACKOFFICE_APNS_KEY : la clé .p8 n'est pas une clé privée PEM lisible.",
    ],
    [
      'a VAPID private key of the wrong size',
      { BACKOFFICE_VAPID_PUBLIC_KEY: 'B'.repeat(87), BACKOFFICE_VAPID_PRIVATE_KEY: 'abc' },
      'BACKOFFICE_VAPID_PRIVATE_KEY : une clé VAPID en base64url (32 octets) est attendue.',
    ],
  ])('%s is refused, naming the variable', (_label, env, message) => {
    expect(() => providersFromEnv(env)).toThrow(new ConfigError(message));
  });

  it('real keys are accepted', () => {
    const set = providersFromEnv({
      BACKOFFICE_FCM_SERVICE_ACCOUNT: account({}),
      ...apns,
      BACKOFFICE_APNS_KEY: ec,
    });
    expect(Object.keys(set.push).sort()).toEqual(['android', 'ios']);
  });

  it('the server refuses to start with a broken FCM key, and says which variable', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bo-push-key-'));
    // tsx as a loader, so that the server is this child itself (killed below if it ever started).
    const loader = pathToFileURL(join(ROOT, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;
    let child: ChildProcess | null = null;
    try {
      child = spawn(
        process.execPath,
        ['--import', loader, join(ROOT, 'server/src/cli.ts'), '--port', '0'],
        {
          cwd: ROOT,
          env: {
            ...process.env,
            DATABASE_URL: '',
            BACKOFFICE_DATA_DIR: dataDir,
            BACKOFFICE_FCM_SERVICE_ACCOUNT: account({ private_key: NOT_A_KEY }),
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let stdout = '';
      let stderr = '';
      child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      // Its exit code, or 'started' as soon as it says it listens (what the old code did).
      const code = await new Promise<number | null | 'started'>((resolve) => {
        child!.once('exit', resolve);
        child!.stdout!.on('data', () => {
          if (stdout.includes('BACKOFFICE_SERVER_LISTENING')) resolve('started');
        });
      });
      expect(code).toBe(2);
      expect(stdout).not.toContain('BACKOFFICE_SERVER_LISTENING');
      expect(stderr).toContain(
        "Configuration : BACKOFFICE_FCM_SERVICE_ACCOUNT : la clé private_key n'est pas une clé privée PEM lisible.",
      );
    } finally {
      if (child?.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
