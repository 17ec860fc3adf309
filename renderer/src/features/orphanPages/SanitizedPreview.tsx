// The orphan page's preview: the HTML as the server stores it (sanitised by its allowlist, asked
// through sanitizeOrphanPageContent 400 ms after typing stops), drawn inside a shadow root so the
// page's classes and markup never reach the app's own styles, on white as the public page is.
import { useApolloClient } from '@apollo/client/react';
import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { SanitizeOrphanPageContentDocument } from '../../graphql/generated/graphql';

export const PREVIEW_DELAY_MS = 400;

const useStyles = makeStyles({
  frame: {
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: '#ffffff',
    color: '#1a1a1a',
    padding: tokens.spacingHorizontalL,
    overflow: 'auto',
    height: '520px',
    boxSizing: 'border-box',
  },
});

const BASE_STYLE = `:host { all: initial; display: block; font-family: Georgia, serif; color: #1a1a1a;
  line-height: 1.5; } img { max-width: 100%; height: auto; } a { color: #0b57d0; }`;

export function SanitizedPreview({ html }: { html: string }) {
  const styles = useStyles();
  const client = useApolloClient();
  const host = useRef<HTMLDivElement>(null);
  const [clean, setClean] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    const timer = setTimeout(() => {
      client
        .query({
          query: SanitizeOrphanPageContentDocument,
          variables: { content: html },
          fetchPolicy: 'network-only',
        })
        .then(({ data, error }) => {
          if (!active) return;
          setFailed(Boolean(error) || !data);
          if (data) setClean(data.sanitizeOrphanPageContent);
        })
        .catch(() => active && setFailed(true));
    }, PREVIEW_DELAY_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [html, client]);

  useEffect(() => {
    const element = host.current;
    if (!element || clean === null) return;
    const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    // Only the server's sanitised HTML is ever drawn here.
    root.innerHTML = `<style>${BASE_STYLE}</style>${clean}`;
  }, [clean]);

  return (
    <div>
      <div
        ref={host}
        className={styles.frame}
        role="region"
        aria-label="Aperçu de la page"
        data-testid="orphan-preview"
      />
      {failed && <Caption1>L&apos;aperçu n&apos;a pas pu être mis à jour.</Caption1>}
    </div>
  );
}
