// The media element through RichTextEditor in happy-dom: a URL entered in the element dialog is
// looked up and the card shows what the service said; changing the URL drops the old URL's
// metadata (keeping what was typed in the dialog) and asks again; a failure is written on the
// element, never in a dialog.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { EditorView } from 'prosemirror-view';
import type { EmbedMetadataResult } from '../../../common/ipc/channels';
import type { RichTextDoc } from '../../../common/richtext';
import { RichTextEditor } from '../../../renderer/src/editor';

afterEach(cleanup);

function answerFor(uri: string): EmbedMetadataResult {
  if (uri.includes('introuvable')) return { ok: false, message: "Ce média n'a pas été trouvé." };
  const id = new URL(uri).searchParams.get('v') ?? 'x';
  return {
    ok: true,
    metadata: {
      url: uri,
      canonical: `https://youtu.be/${id}`,
      html: `<iframe src="https://www.youtube.com/embed/${id}"></iframe>`,
      width: 640,
      height: 360,
      credit: 'YouTube',
      meta: { title: `Vidéo ${id}`, site: 'YouTube' },
    },
  };
}

function mount(value: RichTextDoc | null) {
  const fetchEmbedMetadata = vi.fn(async (uri: string) => answerFor(uri));
  const onError = vi.fn();
  let view: EditorView | null = null;
  render(
    <FluentProvider theme={webLightTheme}>
      <RichTextEditor
        kind="body"
        value={value}
        onChange={() => undefined}
        brandProfile={{ draftEditorPlugins: ['Media'] }}
        searchInternalLinks={async () => []}
        resolveInternalArticle={async () => null}
        onError={onError}
        fetchEmbedMetadata={fetchEmbedMetadata}
        onViewReady={(v) => (view = v)}
      />
    </FluentProvider>,
  );
  const media = () => view!.state.doc.firstChild!.attrs;
  return { fetchEmbedMetadata, onError, media };
}

const card = () => document.querySelector('[data-element="media"]') as HTMLElement;

describe('media element and embed metadata', () => {
  it('looks up a URL entered in the dialog and shows the preview card', async () => {
    const user = userEvent.setup();
    const { fetchEmbedMetadata, media } = mount(null);
    await user.click(screen.getByRole('button', { name: 'Insérer' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Média' }));
    await user.type(
      screen.getByRole('textbox', { name: 'URL du média' }),
      'https://www.youtube.com/watch?v=un',
    );
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(card().textContent).toContain('Vidéo un'));
    expect(fetchEmbedMetadata).toHaveBeenCalledWith('https://www.youtube.com/watch?v=un');
    expect(card().textContent).toContain('YouTube');
    expect(media()).toMatchObject({
      url: 'https://www.youtube.com/watch?v=un',
      canonical: 'https://youtu.be/un',
      width: 640,
      meta: { title: 'Vidéo un', site: 'YouTube' },
    });
    expect(card().querySelector('iframe, script')).toBeNull();
  });

  it('a changed URL drops the old metadata, keeps a typed credit, and is asked about again', async () => {
    const user = userEvent.setup();
    const first = answerFor('https://www.youtube.com/watch?v=un');
    if (!first.ok) throw new Error('the first URL has metadata');
    const stored: RichTextDoc = {
      type: 'doc',
      content: [{ type: 'media', attrs: first.metadata }],
    };
    const { fetchEmbedMetadata, media } = mount(stored);
    expect(card().textContent).toContain('Vidéo un');
    await user.click(within(card()).getByRole('button', { name: 'Modifier' }));
    const url = screen.getByRole('textbox', { name: 'URL du média' });
    await user.clear(url);
    await user.type(url, 'https://www.youtube.com/watch?v=deux');
    const credit = screen.getByRole('textbox', { name: 'Crédit' });
    await user.clear(credit);
    await user.type(credit, 'AFP');
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(card().textContent).toContain('Vidéo deux'));
    expect(fetchEmbedMetadata).toHaveBeenCalledWith('https://www.youtube.com/watch?v=deux');
    expect(media()).toMatchObject({
      url: 'https://www.youtube.com/watch?v=deux',
      canonical: 'https://youtu.be/deux',
      credit: 'AFP',
      meta: { title: 'Vidéo deux' },
    });
  });

  it('writes a failure on the element and keeps the URL', async () => {
    const user = userEvent.setup();
    const { onError, media } = mount(null);
    await user.click(screen.getByRole('button', { name: 'Insérer' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Média' }));
    await user.type(
      screen.getByRole('textbox', { name: 'URL du média' }),
      'https://www.youtube.com/introuvable',
    );
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await within(card()).findByRole('status')).toHaveProperty(
      'textContent',
      "Ce média n'a pas été trouvé.",
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onError).not.toHaveBeenCalled();
    expect(media()).toMatchObject({ url: 'https://www.youtube.com/introuvable', meta: null });
  });
});
