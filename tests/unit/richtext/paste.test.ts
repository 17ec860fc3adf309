// @vitest-environment happy-dom
// Paste rules through a real EditorView (spec 000 §2, 001 §5): text stripped of images and links,
// URLs become links or embeds, /edit URLs resolved, forbidden hosts and code refused, and nothing
// pasted carries a script, a handler or a style.
import { afterEach, describe, expect, it } from 'vitest';
import { EditorView } from 'prosemirror-view';
import { forbiddenHtmlMessage, type RichTextDoc } from '../../../common/richtext';
import { enabledTools } from '../../../renderer/src/editor/editorPlugins';
import { createEditorState } from '../../../renderer/src/editor/editorState';
import { sanitizePastedHtml } from '../../../renderer/src/editor/pasteSanitizer';
import type { ResolvedInternalArticle } from '../../../renderer/src/editor/pastePlugin';

const views: EditorView[] = [];
afterEach(() => views.splice(0).forEach((v) => v.destroy()));

function setup(
  options: {
    plugins?: Parameters<typeof enabledTools>[0];
    resolve?: (url: string) => Promise<ResolvedInternalArticle | null>;
  } = {},
) {
  const errors: string[] = [];
  const state = createEditorState(null, {
    kind: 'body',
    onLinkShortcut: () => undefined,
    paste: {
      tools: enabledTools(
        options.plugins ?? [
          'Media',
          'Image',
          'Table',
          'Frame',
          'C2C',
          'PageBreak',
          'Multimultimedia',
        ],
      ),
      forbiddenHosts: ['interdit.example'],
      resolveInternalArticle: options.resolve,
      onError: (m) => errors.push(m),
    },
  });
  const view = new EditorView(document.body.appendChild(document.createElement('div')), { state });
  views.push(view);
  return { view, errors, json: () => view.state.doc.toJSON() as RichTextDoc };
}

const HOSTILE = [
  ['script', '<p>a</p><script>alert(1)</script>', 'script'],
  ['style element', '<style>p{color:red}</style><p>a</p>', 'style'],
  ['iframe', '<p>a</p><iframe srcdoc="evil"></iframe>', 'iframe'],
  ['form', '<form action="https://evil.example"><input name=x></form><p>a</p>', 'form'],
  ['svg', '<svg onload="alert(1)"></svg><p>a</p>', 'svg'],
] as const;

describe('hostile HTML', () => {
  it.each(HOSTILE)('%s is removed and reported', (_name, html, tag) => {
    const { view, errors, json } = setup();
    view.pasteHTML(html);
    expect(errors).toContain(forbiddenHtmlMessage(tag));
    expect(JSON.stringify(json())).not.toMatch(/alert|evil|color/);
    expect(JSON.stringify(json())).toContain('"a"');
  });

  it.each([
    ['onerror on an image', '<p>x<img src="x" onerror="alert(1)">y</p>'],
    ['javascript: link', '<p><a href="javascript:alert(1)">cliquez</a></p>'],
    [
      'inline style and handler',
      '<p style="background:url(javascript:alert(1))" onclick="alert(1)">texte</p>',
    ],
    ['data: link', '<p><a href="data:text/html,<script>alert(1)</script>">lien</a></p>'],
    [
      'hostile element data',
      '<figure data-element="image" data-href="javascript:alert(1)" data-caption="c"></figure><p>t</p>',
    ],
  ])('%s leaves no script, handler or style', (_name, html) => {
    const { view, json } = setup();
    view.pasteHTML(html);
    const out = JSON.stringify(json());
    for (const needle of ['javascript', 'onerror', 'onclick', 'alert', 'style', 'data:text'])
      expect(out).not.toContain(needle);
  });

  it('sanitizer keeps structure and drops attributes', () => {
    const { html, forbiddenTags } = sanitizePastedHtml(
      '<p class="x" style="color:red" onclick="y">a <b>b</b> <a href="https://e.example">c</a><img src="z"></p><script></script>',
    );
    expect(html).toBe('<p>a <b>b</b> c</p>');
    expect(forbiddenTags).toEqual(['script']);
  });

  it('unwraps Google Docs’ non-bold <b> wrapper', () => {
    const { view, json } = setup();
    view.pasteHTML('<b style="font-weight:normal" id="docs-internal-guid-1"><p>texte</p></b>');
    expect(JSON.stringify(json())).not.toContain('bold');
  });
});

describe('pasted text and URLs', () => {
  it('strips images and links from pasted HTML, keeps formatting', () => {
    const { view, json } = setup();
    view.pasteHTML(
      '<p>Voir <a href="https://e.example/a">cet article</a> <img src="https://e.example/i.jpg"> en <strong>gras</strong></p>',
    );
    const out = JSON.stringify(json());
    expect(out).not.toContain('"link"');
    expect(out).not.toContain('"image"');
    expect(out).toContain('"bold"');
    expect(view.state.doc.textContent).toBe('Voir cet article en gras');
  });

  it.each([['https://www.example.org/a'], ['http://example.org/b'], ['chrome://flags']])(
    'a web URL in text becomes a link: %s',
    (url) => {
      const { view, json } = setup();
      view.pasteText(`Lire ${url} maintenant`);
      expect(JSON.stringify(json())).toContain(`"href":"${url}"`);
    },
  );

  it('a video URL pasted alone becomes an embed when the brand has Media', () => {
    const { view, json } = setup();
    view.pasteText('https://www.youtube.com/watch?v=abc');
    expect(
      json().content.some(
        (n) => n.type === 'media' && n.attrs?.url === 'https://www.youtube.com/watch?v=abc',
      ),
    ).toBe(true);
  });

  it('a video URL stays a link when the brand has no Media plugin', () => {
    const { view, json } = setup({ plugins: [] });
    view.pasteText('https://www.youtube.com/watch?v=abc');
    expect(json().content.some((n) => n.type === 'media')).toBe(false);
    expect(JSON.stringify(json())).toContain('"type":"link"');
  });

  it('a forbidden media host is removed with an error', () => {
    const { view, errors } = setup();
    view.pasteText('avant https://interdit.example/v.mp4 après');
    expect(view.state.doc.textContent).toBe('avant  après');
    expect(errors).toEqual(["Les url's Cerise ne sont pas autorisées"]);
  });

  it('an /edit URL with a canonical URL becomes an internal link', async () => {
    const { view, json } = setup({
      resolve: async () => ({
        id: '42',
        title: 'Quarante-deux',
        canonicalUrl: 'https://www.example.fr/42.html',
        type: 'ARTICLE',
      }),
    });
    view.pasteText('https://bo.example.fr/article/edit/42');
    await new Promise((r) => setTimeout(r, 0));
    expect(JSON.stringify(json())).toContain(
      '"type":"internal_link","attrs":{"href":"https://www.example.fr/42.html","id":"42","linkType":"ARTICLE","title":"Quarante-deux"}',
    );
  });

  it('an /edit URL without canonical URL is removed with an error, even after edits before it', async () => {
    let settle: (v: ResolvedInternalArticle | null) => void = () => undefined;
    const { view, errors } = setup({ resolve: () => new Promise((r) => (settle = r)) });
    view.pasteText('voir https://bo.example.fr/article/edit/404 fin');
    view.dispatch(view.state.tr.insertText('Début. ', 1));
    settle({ id: '404', title: '', canonicalUrl: null });
    await new Promise((r) => setTimeout(r, 0));
    expect(view.state.doc.textContent).toBe('Début. voir  fin');
    expect(errors).toEqual(['Aucun lien trouvé']);
  });

  it('elements a brand lacks are not pasted from another editor', () => {
    const { view, json } = setup({ plugins: [] });
    view.pasteHTML(
      '<p data-pm-slice="0 0 []">a</p><hr data-element="page-break"><aside data-frame="Notice"><p>cadre</p></aside>',
    );
    const types = json().content.map((n) => n.type);
    expect(types).not.toContain('page_break');
    expect(types).not.toContain('frame');
    expect(view.state.doc.textContent).toContain('cadre');
  });
});
