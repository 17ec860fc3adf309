// Chromium's own spell-checker in French for the plain inputs (titles, captions, settings). The
// article body is not concerned: its ProseMirror view carries spellcheck="false" when main's
// engine underlines it (renderer/src/editor/RichTextEditor.tsx), so words are not marked twice.

/** The part of Electron's Session the glue uses. */
export interface SpellCheckSession {
  readonly availableSpellCheckerLanguages: string[];
  setSpellCheckerLanguages(languages: string[]): void;
}

/**
 * Sets French; answers the language set, or null. On macOS the OS checker picks the language
 * itself (Electron ignores the call there).
 */
export function applyFrenchSpellChecker(
  session: SpellCheckSession,
  platform: NodeJS.Platform,
  log?: (line: string) => void,
): string | null {
  if (platform === 'darwin') return null;
  const available = session.availableSpellCheckerLanguages;
  const french = available.includes('fr') ? 'fr' : available.find((code) => code.startsWith('fr'));
  if (!french) {
    log?.('Correcteur de Chromium : pas de dictionnaire français disponible');
    return null;
  }
  try {
    session.setSpellCheckerLanguages([french]);
    return french;
  } catch (error) {
    log?.(`Correcteur de Chromium : ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
