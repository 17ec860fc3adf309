// Ctrl/Cmd+S saves the content open (spec 000 §2 keyboard shortcuts), wherever the focus is in
// the window, instead of the browser's "save page".
import { useEffect, useRef } from 'react';

export function useSaveShortcut(onSave: () => void, enabled = true): void {
  const latest = useRef(onSave);
  latest.current = onSave;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      if (event.key.toLowerCase() !== 's') return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
