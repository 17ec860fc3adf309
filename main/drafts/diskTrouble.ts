// A local write that failed (drafts folder read-only, disk full, …): the user is told in French
// that local copies are not being kept, and editing goes on. The dispatcher passes a
// `UserFacingError`'s message to the renderer instead of its generic one.

export class UserFacingError extends Error {
  constructor(
    message: string,
    readonly reason?: unknown,
  ) {
    super(message);
    this.name = 'UserFacingError';
  }
}

export const DISK_TROUBLE_MESSAGE =
  'Les copies locales ne sont plus conservées : le dossier des brouillons est en lecture seule ou le disque est plein. Vous pouvez continuer à travailler, mais enregistrez sur le serveur dès que possible.';

/** Wraps a failed local write in the French warning (the system's reason is kept for the log). */
export function diskTrouble(error: unknown): UserFacingError {
  const code = (error as { code?: unknown } | null)?.code;
  return new UserFacingError(
    DISK_TROUBLE_MESSAGE,
    typeof code === 'string' ? code : error instanceof Error ? error.message : String(error),
  );
}
