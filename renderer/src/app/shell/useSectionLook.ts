// Applies the section's title, favicon and theme colour to the document.
import { useEffect } from 'react';
import type { Section } from '../routeTable';
import { documentTitle, SECTION_LOOKS } from './sectionLook';

function headLink(rel: string): HTMLLinkElement {
  let link = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!link) {
    link = document.createElement('link');
    link.rel = rel;
    document.head.appendChild(link);
  }
  return link;
}

function themeColorMeta(): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'theme-color';
    document.head.appendChild(meta);
  }
  return meta;
}

export function useSectionLook(screenTitle: string, section: Section): void {
  useEffect(() => {
    const look = SECTION_LOOKS[section];
    document.title = documentTitle(screenTitle, section);
    const icon = headLink('icon');
    icon.type = 'image/svg+xml';
    icon.href = look.favicon;
    themeColorMeta().content = look.themeColor;
    document.documentElement.dataset.section = section;
    document.documentElement.style.setProperty('--section-colour', look.themeColor);
  }, [screenTitle, section]);
}
