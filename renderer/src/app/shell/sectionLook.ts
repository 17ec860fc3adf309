// Page title, favicon and theme colour by section (spec 000 §2: slideshow, page, web, push), so a
// journalist with several windows or tabs tells them apart at a glance.
import type { Section } from '../routeTable';

export interface SectionLook {
  label: string;
  themeColor: string;
  favicon: string;
}

export const SECTION_LOOKS: Record<Section, SectionLook> = {
  web: { label: 'Web', themeColor: '#0f6cbd', favicon: 'favicons/web.svg' },
  slideshow: { label: 'Diaporama', themeColor: '#8764b8', favicon: 'favicons/slideshow.svg' },
  page: { label: 'Page', themeColor: '#107c10', favicon: 'favicons/page.svg' },
  push: { label: 'Push', themeColor: '#c50f1f', favicon: 'favicons/push.svg' },
};

export const APP_TITLE = 'Back-office éditorial';

export function documentTitle(screenTitle: string, section: Section): string {
  return `${screenTitle} · ${SECTION_LOOKS[section].label} — ${APP_TITLE}`;
}
