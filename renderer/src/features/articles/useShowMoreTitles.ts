// The 'Voir plus / Masquer' toggle of the extra titles (spec 000 §1): kept in local storage, on by
// default.
import { useCallback, useState } from 'react';

export const SHOW_MORE_TITLES_KEY = 'articleEditor.showMoreTitles';

function readStored(): boolean {
  try {
    return window.localStorage.getItem(SHOW_MORE_TITLES_KEY) !== 'false';
  } catch {
    return true;
  }
}

export function useShowMoreTitles(): [boolean, () => void] {
  const [shown, setShown] = useState(readStored);
  const toggle = useCallback(() => {
    setShown((previous) => {
      const next = !previous;
      try {
        window.localStorage.setItem(SHOW_MORE_TITLES_KEY, String(next));
      } catch {
        // Storage refused (quota, private mode): the toggle still works for this session.
      }
      return next;
    });
  }, []);
  return [shown, toggle];
}
