// The server's AI gateway on the local OpenAI stand-in, for a server child started by a test:
// the stand-in listens on loopback, which the gateway refuses unless allowed.
export function aiStandInEnv(standInUrl: string): Record<string, string> {
  return {
    BACKOFFICE_AI_BASE_URL: standInUrl,
    BACKOFFICE_AI_API_KEY: 'cle-de-test',
    BACKOFFICE_AI_MODEL: 'modele-texte',
    BACKOFFICE_AI_ALLOW_LOOPBACK: '1',
  };
}
