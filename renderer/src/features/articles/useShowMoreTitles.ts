// The 'Voir plus / Masquer' toggle of the extra titles (spec 000 §1), on by default: kept in
// main's settings file (`preferences` channels), so it survives a reinstall of the browser
// profile and is the same in every window. A choice an earlier version kept in local storage is
// handed to main once, then removed.
import { useCallback, useEffect, useRef, useState } from 'react';
import { backoffice } from '../../bridge/backoffice';

/** Where the earlier version kept the choice (read once, then moved to main). */
export const SHOW_MORE_TITLES_KEY = 'articleEditor.showMoreTitles';

/** The last answer of main: a second editor opens with it at once. */
let known: boolean | null = null;

function legacyChoice(): boolean | null {
  try {
    const stored = window.localStorage.getItem(SHOW_MORE_TITLES_KEY);
    return stored === null ? null : stored !== 'false';
  } catch {
    return null;
  }
}

function forgetLegacyChoice(): void {
  try {
    window.localStorage.removeItem(SHOW_MORE_TITLES_KEY);
  } catch {
    // Storage refused: nothing was kept there either.
  }
}

export function useShowMoreTitles(): [boolean, () => void] {
  const [shown, setShown] = useState(() => legacyChoice() ?? known ?? true);
  const toggled = useRef(false);

  useEffect(() => {
    let live = true;
    const legacy = legacyChoice();
    const preferences = backoffice().preferences;
    void Promise.resolve()
      .then(() =>
        legacy === null ? preferences.get() : preferences.set({ showMoreTitles: legacy }),
      )
      .then((answer) => {
        if (legacy !== null) forgetLegacyChoice();
        known = answer.showMoreTitles;
        // A click made while main answered wins over main's older value.
        if (live && !toggled.current) setShown(answer.showMoreTitles);
      })
      .catch(() => {
        // Main unreachable: the toggle still works for this editor.
      });
    return () => {
      live = false;
    };
  }, []);

  const toggle = useCallback(() => {
    toggled.current = true;
    setShown((previous) => {
      const next = !previous;
      known = next;
      void Promise.resolve()
        .then(() => backoffice().preferences.set({ showMoreTitles: next }))
        .catch(() => {});
      return next;
    });
  }, []);
  return [shown, toggle];
}
