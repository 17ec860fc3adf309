// Where session tokens live: the OS keychain (keytar), one service per API origin so a token for
// one server is never sent to another, one account per user. When no keychain answers, tokens
// stay in memory for this run only and the user is told so; a token is never written to disk in
// clear nor handed to the renderer.

/** The three keychain operations the vault needs (keytar's shape), so tests can use the real one. */
export interface SecretStore {
  getPassword(service: string, account: string): Promise<string | null>;
  setPassword(service: string, account: string, password: string): Promise<void>;
  deletePassword(service: string, account: string): Promise<boolean>;
  findCredentials(service: string): Promise<Array<{ account: string; password: string }>>;
}

export const NO_KEYCHAIN_NOTICE =
  "Aucun trousseau système n'est disponible : votre session ne sera pas mémorisée après la fermeture de l'application.";

export function vaultServiceName(apiUrl: string): string {
  const url = new URL(apiUrl);
  // The embedded server (ipc://serveur-integre/) is the same server from one launch to the next.
  return `Back-office éditorial (${url.protocol === 'ipc:' ? 'serveur intégré' : url.origin})`;
}

export class TokenVault {
  private readonly memory = new Map<string, string>();
  private keychainWorks: boolean;

  constructor(
    private readonly store: SecretStore | null,
    private service: string,
  ) {
    this.keychainWorks = store !== null;
  }

  /** Switches to another API origin (settings changed): tokens of the old one stay where they are. */
  useService(service: string): void {
    if (service !== this.service) {
      this.service = service;
      this.memory.clear();
    }
  }

  get persistent(): boolean {
    return this.keychainWorks;
  }

  /** The French notice to show when remembering is impossible, or null. */
  get notice(): string | null {
    return this.keychainWorks ? null : NO_KEYCHAIN_NOTICE;
  }

  /** Keeps the token for this run, and in the keychain when asked to remember it and possible. */
  async save(account: string, token: string, remember: boolean): Promise<boolean> {
    this.memory.set(account, token);
    if (!remember || !this.store || !this.keychainWorks) return false;
    try {
      await this.store.setPassword(this.service, account, token);
      return true;
    } catch {
      this.keychainWorks = false;
      return false;
    }
  }

  async read(account: string): Promise<string | null> {
    const inMemory = this.memory.get(account);
    if (inMemory) return inMemory;
    if (!this.store || !this.keychainWorks) return null;
    try {
      return await this.store.getPassword(this.service, account);
    } catch {
      this.keychainWorks = false;
      return null;
    }
  }

  /** The account remembered in the keychain for this API, when exactly one or the preferred one. */
  async rememberedAccount(preferred: string | null): Promise<string | null> {
    if (!this.store || !this.keychainWorks) return null;
    try {
      const credentials = await this.store.findCredentials(this.service);
      const match =
        credentials.find((c) => c.account === preferred) ??
        (credentials.length === 1 ? credentials[0] : undefined);
      return match?.account ?? null;
    } catch {
      this.keychainWorks = false;
      return null;
    }
  }

  async remove(account: string): Promise<void> {
    this.memory.delete(account);
    if (!this.store || !this.keychainWorks) return;
    try {
      await this.store.deletePassword(this.service, account);
    } catch {
      this.keychainWorks = false;
    }
  }
}
