// The brand of the content on screen, for the shell: an editor opened by id (/slideshow/edit/:id)
// has no brand in its URL, and the header's brand selector said « Toutes » above a TEL slideshow
// (issue 30). The editor declares the brand of what it shows; the shell shows it and keeps the
// selector fixed while that content is open (its brand cannot change from there).
import { createContext, useContext, useEffect } from 'react';

export const ScreenBrandContext = createContext<(brand: string | null) => void>(() => {});

/** Declares the brand of the content this screen shows, while it is mounted. */
export function useScreenBrand(brand: string | null): void {
  const declare = useContext(ScreenBrandContext);
  useEffect(() => {
    declare(brand);
    return () => declare(null);
  }, [declare, brand]);
}
