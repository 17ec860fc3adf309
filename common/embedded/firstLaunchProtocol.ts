// The first launch of the desktop app with its embedded server (issue 30): main asks the server
// over the child's message channel whether any account exists, creates the first super-admin while
// none does, and loads the demo data. These routes exist only on that channel (the server answers
// 404 to them over HTTP): no other program can reach them, and a newsroom server never serves them.
// Pure: main and the server both read it.

export const FIRST_LAUNCH_PATHS = {
  /** `{ hasUsers }`: whether the app should greet a first launch. */
  status: '/setup/status',
  /** `{ email, name, password }` → `{ id }`: only while the database has no user at all. */
  firstAdmin: '/setup/first-admin',
  /** Loads the demo data (server/src/seed), for a signed-in super-admin. */
  demo: '/setup/demo',
} as const;

export interface FirstLaunchStatus {
  hasUsers: boolean;
}

export interface FirstAdminRequest {
  email: string;
  name: string;
  password: string;
}

/** A demo account as the welcome screen lists it (all share one password). */
export interface DemoAccount {
  email: string;
  name: string;
  role: string;
  isSuperAdmin: boolean;
}

export interface DemoLoaded {
  password: string;
  accounts: DemoAccount[];
  articles: number;
}

/** Every French sentence of the first launch, on both sides of the channel (ours: the spec has none). */
export const FIRST_LAUNCH_MESSAGES = {
  accountsExist:
    'Un compte existe déjà sur ce serveur : connectez-vous, ou demandez un compte à un administrateur.',
  demoNeedsSuperAdmin:
    'Seul un super-administrateur connecté peut charger les données de démonstration.',
  demoAlreadyLoading: 'Les données de démonstration sont déjà en cours de chargement.',
  demoFailed: 'Le chargement des données de démonstration a échoué.',
  notEmbedded: "Cette action n'est possible qu'avec le serveur intégré (travail en local).",
  serverUnreachable:
    "Aucun serveur ne répond à cette adresse. Vérifiez l'adresse et votre connexion.",
  notThisApi: "Le serveur répond, mais ce n'est pas le serveur du back-office éditorial.",
  redirected: "Le serveur renvoie vers une autre adresse : saisissez l'adresse finale du serveur.",
} as const;

/** What `GET /health` answers, so the app can tell this API from any other web server. */
export const HEALTH_SERVICE = 'backoffice-editorial';
