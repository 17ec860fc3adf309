// The body's « Multimédia » element through RichTextEditor and the real media picker in happy-dom
// (searches answered by a fake main): « Insérer › Multimédia » opens the picker with the content
// tabs (no Photo), the pick inserts `{ kind, id, title, url }`; « Modifier » opens the picker again
// and a new pick replaces the content; « Corriger le titre » edits the title alone; without a
// picker (and for old hand-typed elements) the dialog of hand-typed fields stays.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EditorView } from 'prosemirror-view';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BackofficeBridge } from '../../../common/ipc/bridge';
import type { RichTextDoc } from '../../../common/richtext';
import { RichTextEditor } from '../../../renderer/src/editor';
import { docToJson } from '../../../renderer/src/editor/editorState';
import { multimediaPickerOf } from '../../../renderer/src/mediaKit/multimediaPicker';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

const FOUND = {
  Rich: { id: 'a1', title: 'Le soleil se lève', canonical: 'https://www.telestar.fr/soleil' },
  Video: { id: 'v1', title: 'Le making-of', canonical: 'https://www.telestar.fr/making-of' },
} as const;
window.backoffice = {
  graphql: {
    request: vi.fn(async (op: { variables: { where: { format: 'Rich' | 'Video' } } }) => {
      const found = FOUND[op.variables.where.format];
      return {
        data: {
          searchArticles: found
            ? [{ ...found, slug: null, brandKey: 'TEL', publishedAt: null, medias: [] }]
            : [],
        },
      };
    }),
  },
} as unknown as BackofficeBridge;

function mount(value: RichTextDoc | null, withPicker = true) {
  let view: EditorView | null = null;
  render(
    <FluentProvider theme={webLightTheme}>
      <RichTextEditor
        kind="body"
        value={value}
        onChange={() => undefined}
        brandProfile={{ draftEditorPlugins: ['Multimultimedia'] }}
        searchInternalLinks={async () => []}
        resolveInternalArticle={async () => null}
        onError={() => undefined}
        renderMultimediaPicker={withPicker ? multimediaPickerOf('TEL') : undefined}
        onViewReady={(v) => (view = v)}
      />
    </FluentProvider>,
  );
  return { json: () => docToJson(view!.state.doc) };
}

const element = () => document.querySelector('[data-element="multimedia"]') as HTMLElement;
const multimediaNodes = (doc: RichTextDoc | null) =>
  (doc?.content ?? []).filter((n) => n.type === 'multimedia');

describe('« Multimédia » element picked with the media picker', () => {
  it('inserts the picked article', async () => {
    const user = userEvent.setup();
    const { json } = mount(null);
    await user.click(screen.getByRole('button', { name: 'Insérer' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Multimédia' }));
    const picker = await screen.findByRole('dialog', { name: 'Médiathèque' });
    expect(within(picker).queryByRole('tab', { name: 'Photo' })).toBeNull();
    const list = await within(picker).findByRole('listbox', { name: 'Articles' });
    await user.click(await within(list).findByText('Le soleil se lève'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(multimediaNodes(json())).toEqual([
      {
        type: 'multimedia',
        attrs: {
          id: 'a1',
          kind: 'Article',
          title: 'Le soleil se lève',
          url: 'https://www.telestar.fr/soleil',
        },
      },
    ]);
    expect(element().textContent).toContain('Titre : Le soleil se lève');
    expect(element().textContent).toContain('Type : Article');
  });

  it('« Modifier » on a picked element picks a video in its place', async () => {
    const user = userEvent.setup();
    const { json } = mount({
      type: 'doc',
      content: [
        {
          type: 'multimedia',
          attrs: { id: 'a1', kind: 'Article', title: 'Le soleil', url: 'https://x.fr/soleil' },
        },
      ],
    });
    await user.click(within(element()).getByRole('button', { name: 'Modifier' }));
    const again = await screen.findByRole('dialog', { name: 'Médiathèque' });
    await user.click(await within(again).findByRole('tab', { name: 'Video' }));
    const videos = await within(again).findByRole('listbox', { name: 'Vidéos' });
    await user.click(await within(videos).findByText('Le making-of'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(multimediaNodes(json())).toEqual([
      {
        type: 'multimedia',
        attrs: {
          id: 'v1',
          kind: 'Video',
          title: 'Le making-of',
          url: 'https://www.telestar.fr/making-of',
        },
      },
    ]);
    expect(element().textContent).toContain('Type : Video');
  });

  it('« Corriger le titre » edits the title alone', async () => {
    const user = userEvent.setup();
    const attrs = { id: 'a1', kind: 'Article', title: 'Le soleil', url: 'https://x.fr/soleil' };
    const { json } = mount({ type: 'doc', content: [{ type: 'multimedia', attrs }] });
    await user.click(within(element()).getByRole('button', { name: 'Corriger le titre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Multimédia' });
    expect(within(dialog).getByRole('textbox', { name: 'Identifiant' })).toHaveProperty(
      'readOnly',
      true,
    );
    expect(within(dialog).getByRole('textbox', { name: 'URL' })).toHaveProperty('readOnly', true);
    const title = within(dialog).getByRole('textbox', { name: 'Titre' });
    await user.clear(title);
    await user.type(title, 'Le soleil se lève sur Marseille');
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    expect(multimediaNodes(json())[0]!.attrs).toEqual({
      ...attrs,
      title: 'Le soleil se lève sur Marseille',
    });
  });

  it('a hand-typed element of an old document opens unchanged; without a picker, the hand dialog stays', async () => {
    const user = userEvent.setup();
    const old: RichTextDoc = {
      type: 'doc',
      content: [
        { type: 'multimedia', attrs: { id: '42', kind: 'Diapo', title: 'Ancien', url: '' } },
      ],
    };
    const { json } = mount(old, false);
    expect(json()).toEqual(old);
    expect(element().querySelector('.pm-element-errors')).toBeNull();
    await user.click(within(element()).getByRole('button', { name: 'Modifier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Multimédia' });
    expect(within(dialog).getByRole('textbox', { name: 'Identifiant' })).toHaveProperty(
      'readOnly',
      false,
    );
  });
});
