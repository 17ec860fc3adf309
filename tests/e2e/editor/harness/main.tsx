// The editor harness for Playwright (end-to-end tests, benchmark, screenshots): the real
// RichTextEditor with every brand plugin. Internal-link search and resolution are test doubles
// standing in for the API server, which the article screen wires in the app. window.backoffice is
// a bridge whose embeds.metadata goes to main's dispatcher on the harness server (POST /__bridge,
// when it was started with a metadata service) and whose GraphQL answers the person search.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ApolloProvider } from '@apollo/client/react';
import { createBridge, type BridgeTransport } from '../../../../common/ipc/bridge';
import type { Envelope } from '../../../../common/ipc/channels';
import { createApolloClient } from '../../../../renderer/src/graphql/apolloClient';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { EditorView } from 'prosemirror-view';
import { TextSelection } from 'prosemirror-state';
import type { RichTextDoc, RichTextKind } from '../../../../common/richtext';
import {
  RichTextEditor,
  type InternalLinkTarget,
  type ResolvedInternalArticle,
} from '../../../../renderer/src/editor';
import type { EditorPlugin } from '../../../../common/domain/brandProfile';
import type { SpellingService } from '../../../../renderer/src/editor/spellingPlugin';
import { bigDoc, sampleArticle } from './bigDoc';

/**
 * A stand-in for main's spelling engine (issue 33), answering after a few milliseconds as IPC and
 * Hunspell would: about one word in fifty is « misspelled », so a long body carries hundreds of
 * underlines that every keystroke maps.
 */
const harnessSpelling: SpellingService = {
  check: (segments) =>
    new Promise((resolve) =>
      setTimeout(
        () =>
          resolve({
            available: true,
            misspelled: segments.flatMap((s) =>
              [...s.text.matchAll(/\p{L}{4,}/gu)]
                .filter((m) => (m.index + m[0].length) % 50 === 0)
                .map((m) => ({ segment: s.key, start: m.index, length: m[0].length })),
            ),
          }),
        5,
      ),
    ),
  suggest: async (word) => [word.toUpperCase()],
};

const ALL_PLUGINS: EditorPlugin[] = [
  'Media',
  'Image',
  'Multimultimedia',
  'PageBreak',
  'Table',
  'C2C',
  'Frame',
];

const ARTICLES: InternalLinkTarget[] = [
  {
    id: 'a1',
    title: 'Réforme des retraites : ce qui change',
    url: 'https://www.example.fr/politique/reforme-retraites-a1.html',
    type: 'ARTICLE',
  },
  {
    id: 'v2',
    title: 'La vidéo du match',
    url: 'https://www.example.fr/video/match-v2.html',
    type: 'VIDEO',
  },
  {
    id: 'x3',
    title: 'Un contenu de type inconnu',
    url: 'https://www.example.fr/x3.html',
    type: 'PODCAST',
  },
];

async function searchInternalLinks(query: string): Promise<InternalLinkTarget[]> {
  const q = query.toLowerCase();
  return ARTICLES.filter((a) => a.title.toLowerCase().includes(q));
}

async function resolveInternalArticle(url: string): Promise<ResolvedInternalArticle | null> {
  // /article/edit/42 has a canonical URL; /article/edit/404 has none.
  if (url.includes('/edit/42'))
    return {
      id: '42',
      title: 'Article 42',
      canonicalUrl: 'https://www.example.fr/article-42.html',
      type: 'ARTICLE',
    };
  if (url.includes('/edit/404')) return { id: '404', title: 'Brouillon', canonicalUrl: null };
  return null;
}

const PERSONS = [
  { __typename: 'Person', id: 'p-hugo', fullName: 'Victor Hugo' },
  { __typename: 'Person', id: 'p-hugues', fullName: 'Hugues Aufray' },
  { __typename: 'Person', id: 'p-sand', fullName: 'George Sand' },
];

const NO_BRIDGE: Envelope<never> = {
  ok: false,
  error: { code: 'INTERNAL', message: 'Indisponible dans le banc d’essai' },
};

const transport: BridgeTransport = {
  async invoke(channel, request) {
    if (channel === 'graphql.request') {
      const { operationName, variables } = request as {
        operationName: string;
        variables?: { query?: string };
      };
      if (operationName !== 'PersonLinkSearch') return NO_BRIDGE;
      const q = (variables?.query ?? '').toLowerCase();
      return {
        ok: true,
        value: { data: { people: PERSONS.filter((p) => p.fullName.toLowerCase().includes(q)) } },
      };
    }
    const response = await fetch('/__bridge', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ channel, payload: request }),
    });
    return response.ok ? ((await response.json()) as Envelope<unknown>) : NO_BRIDGE;
  },
  subscribe: () => () => undefined,
  registerFile: async () => NO_BRIDGE,
};
window.backoffice = createBridge(transport);
const apollo = createApolloClient(() => window.backoffice!);

interface Harness {
  view: EditorView | null;
  json: RichTextDoc | null;
  errors: string[];
  /** `spelling`: the body underlines as you type (harnessSpelling). */
  mount: (kind: RichTextKind, value: RichTextDoc | null, options?: { spelling?: boolean }) => void;
  bigDoc: typeof bigDoc;
  sampleArticle: typeof sampleArticle;
  /** Focuses the editor with the cursor at the end of a paragraph in the middle of the body. */
  cursorToMiddle: () => void;
}

declare global {
  interface Window {
    harness: Harness;
  }
}

const params = new URLSearchParams(location.search);
const harness: Harness = {
  view: null,
  json: null,
  errors: [],
  mount: () => undefined,
  bigDoc,
  sampleArticle,
  cursorToMiddle: () => {
    const view = harness.view;
    if (!view) return;
    const middle = view.state.doc.content.size / 2;
    let target = 0;
    view.state.doc.forEach((node, offset) => {
      if (!target && offset > middle && node.type.name === 'paragraph')
        target = offset + node.nodeSize - 1;
    });
    view.focus();
    view.dispatch(
      view.state.tr
        .setSelection(TextSelection.near(view.state.doc.resolve(target)))
        .scrollIntoView(),
    );
  },
};
window.harness = harness;

function App() {
  const [config, setConfig] = useState<{
    kind: RichTextKind;
    value: RichTextDoc | null;
    key: number;
    spelling?: boolean;
  }>({ kind: (params.get('kind') as RichTextKind) ?? 'body', value: null, key: 0 });
  harness.mount = (kind, value, options) => {
    harness.json = value;
    setConfig((c) => ({ kind, value, key: c.key + 1, spelling: options?.spelling === true }));
  };
  return (
    <ApolloProvider client={apollo}>
      <FluentProvider theme={webLightTheme}>
        <RichTextEditor
          key={config.key}
          kind={config.kind}
          value={config.value}
          onChange={(json) => {
            harness.json = json;
          }}
          brandProfile={{ draftEditorPlugins: ALL_PLUGINS }}
          searchInternalLinks={searchInternalLinks}
          resolveInternalArticle={resolveInternalArticle}
          onError={(message) => harness.errors.push(message)}
          forbiddenMediaHosts={['interdit.example']}
          spelling={config.spelling ? harnessSpelling : null}
          onViewReady={(view) => {
            harness.view = view;
          }}
        />
      </FluentProvider>
    </ApolloProvider>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
