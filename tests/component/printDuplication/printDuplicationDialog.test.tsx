// « Duplication print » (issue 36) over a fake print server (fakePrintServer.ts): a new subject in
// magazine / issue / heading sent « À maquetter » with the saved article's texts as print texts;
// an existing subject found by the debounced search (fake clock); the form rules; the duplicate
// subject on the title field with the typed title kept; offline; a created subject not created
// twice when the send is tried again; the unsaved-changes notice.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ApolloProvider } from '@apollo/client/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { buildSchema, validate } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '../../../common/domain/limits';
import { MESSAGES, formatMessage } from '../../../common/domain/messages';
import { printBodyToRich } from '../../../common/richtext/printBody';
import { docToPlainText } from '../../../common/richtext';
import {
  PRINT_SEND_LABEL,
  PrintDuplicationDialog,
} from '../../../renderer/src/articleKit/printDuplication/PrintDuplicationDialog';
import type { PrintDuplicationArticle } from '../../../renderer/src/articleKit/printDuplication/printDuplicationModel';
import { createApolloClient } from '../../../renderer/src/graphql/apolloClient';
import {
  CreatePrintSubjectDocument,
  PrintAssignmentsDocument,
  PrintHeadingsDocument,
  PrintIssuesDocument,
  PrintPublicationsDocument,
  PrintUnitsDocument,
  SendToPrintDocument,
} from '../../../renderer/src/graphql/generated/graphql';
import { followApiStatus } from '../../../renderer/src/draftsKit/apiStatus';
import { fakeApiStatus, fakePrintServer } from './fakePrintServer';

// Before any mount: the window follows main's reachability through one bridge for its life.
const apiStatus = fakeApiStatus();
followApiStatus(apiStatus.bridge);

const paragraph = (text: string) => ({
  type: 'paragraph',
  content: [{ type: 'text', text }],
});
const ARTICLE: PrintDuplicationArticle = {
  id: 'art-1',
  brandKey: 'TEL',
  title: 'Plus belle la vie #revient',
  lead: { type: 'doc', content: [paragraph('Le feuilleton est de retour.')] },
  body: {
    type: 'doc',
    content: [
      paragraph('Premier paragraphe.'),
      { type: 'title', content: [{ type: 'text', text: 'Un intertitre' }] },
      paragraph('Second paragraphe.'),
    ],
  },
  signatureComplement: 'avec la rédaction',
};

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function mount(o: { unsaved?: boolean } = {}) {
  const server = fakePrintServer();
  const onSent = vi.fn();
  const onClose = vi.fn();
  render(
    <FluentProvider theme={webLightTheme}>
      <ApolloProvider client={createApolloClient(() => server.bridge)}>
        <PrintDuplicationDialog
          article={ARTICLE}
          unsaved={o.unsaved ?? false}
          onClose={onClose}
          onSent={onSent}
        />
      </ApolloProvider>
    </FluentProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: MESSAGES.actionPrintDuplication });
  return { server, dialog, onSent, onClose };
}

const send = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: PRINT_SEND_LABEL }));
const titleField = (dialog: HTMLElement) =>
  within(dialog).getByRole('textbox', { name: /^Titre/ }) as HTMLInputElement;

/** Picks « Nouveau sujet », then the magazine, its issue and a heading as each list arrives. */
async function chooseNewSubject(dialog: HTMLElement, heading = 'head-tv') {
  fireEvent.click(within(dialog).getByRole('radio', { name: 'Nouveau sujet' }));
  const pick = async (label: string, value: string) => {
    const select = within(dialog).getByRole('combobox', { name: new RegExp(`^${label}`) });
    await waitFor(() =>
      expect([...(select as HTMLSelectElement).options].map((o) => o.value)).toContain(value),
    );
    fireEvent.change(select, { target: { value } });
  };
  await pick('Magazine', 'pub-tel');
  await pick('Numéro', 'issue-2500');
  await pick('Rubrique', heading);
}

describe('« Duplication print »', () => {
  it('sends operations the schema accepts', () => {
    const dir = join(__dirname, '../../../common/graphql/schema');
    const sdl = readdirSync(dir)
      .filter((f) => f.endsWith('.graphql'))
      .map((f) => readFileSync(join(dir, f), 'utf8'))
      .join('\n');
    const schema = buildSchema(sdl);
    for (const document of [
      PrintAssignmentsDocument,
      PrintPublicationsDocument,
      PrintIssuesDocument,
      PrintHeadingsDocument,
      PrintUnitsDocument,
      CreatePrintSubjectDocument,
      SendToPrintDocument,
    ])
      expect(validate(schema, document)).toEqual([]);
  });

  it('creates a new subject (title cleaned) and sends the saved texts « À maquetter »', async () => {
    const { server, dialog, onSent } = mount();
    expect(titleField(dialog).value).toBe(ARTICLE.title);
    await chooseNewSubject(dialog);
    // The subject's title as the print system will hold it, the typed one kept in the field.
    expect(
      within(dialog).getByText(
        formatMessage('printSubjectWillBe', { title: 'Plus belle la vie revient' }),
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'À maquetter' }));
    send(dialog);
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));

    expect(server.ops('CreatePrintSubject')[0]!.variables).toEqual({
      data: { title: 'Plus belle la vie revient', printHeading: 'head-tv', unit: null },
    });
    const sent = server.ops('SendToPrint')[0]!.variables as {
      id: string;
      data: { version: Record<string, string>; webArticle: string };
    };
    expect(sent.data.webArticle).toBe('art-1');
    expect(sent.data.version).toMatchObject({
      title: ARTICLE.title,
      lead: 'Le feuilleton est de retour.',
      signature: 'avec la rédaction',
      status: 'Mockup',
    });
    // The body as print markup: back to rich text it reads the same.
    expect(docToPlainText(printBodyToRich(sent.data.version.body))).toBe(
      docToPlainText(ARTICLE.body),
    );
    expect(onSent.mock.calls[0]![0].subject.title).toBe('Plus belle la vie revient');
    expect(onSent.mock.calls[0]![0].rawArticle.versions[0].status).toBe('Mockup');
  });

  it('finds an existing subject as the user types (debounced) and sends « À valider »', async () => {
    const { server, dialog, onSent } = mount();
    // Opening lists the newest subjects at once.
    await within(dialog).findByRole('option', { name: /Les séries de la rentrée/ });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const search = within(dialog).getByRole('textbox', { name: 'Rechercher un sujet' });
    fireEvent.change(search, { target: { value: 'ser' } });
    fireEvent.change(search, { target: { value: 'séries' } });
    await act(async () => {
      vi.advanceTimersByTime(LIMITS.debounce.autocompleteMs);
    });
    vi.useRealTimers();
    // One search for the last text only, accents ignored by the server.
    await waitFor(() => expect(server.ops('PrintAssignments')).toHaveLength(2));
    expect(server.ops('PrintAssignments')[1]!.variables).toMatchObject({
      where: { brandKey: 'TEL', subjectTitle_contains: 'séries' },
    });
    fireEvent.click(
      await within(dialog).findByRole('option', { name: /Les séries de la rentrée/ }),
    );
    expect(within(dialog).getByLabelText('Sujet choisi').textContent).toContain(
      'Télévision / N° 2500 / Télé Magazine',
    );
    send(dialog);
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(server.ops('CreatePrintSubject')).toHaveLength(0);
    expect(server.ops('SendToPrint')[0]!.variables).toMatchObject({
      id: 'asg-1',
      data: { version: { status: 'Validation' }, webArticle: 'art-1' },
    });
  });

  it('asks for a subject and a title before sending anything', async () => {
    const { server, dialog, onSent } = mount();
    fireEvent.change(titleField(dialog), { target: { value: '  ' } });
    send(dialog);
    expect(await within(dialog).findByText(MESSAGES.printSubjectRequired)).toBeTruthy();
    expect(within(dialog).getByText(MESSAGES.requiredField)).toBeTruthy();
    expect(server.ops('CreatePrintSubject')).toHaveLength(0);
    expect(server.ops('SendToPrint')).toHaveLength(0);
    expect(onSent).not.toHaveBeenCalled();
  });

  it('shows a duplicate subject on the title field, the dialog and the typed title kept', async () => {
    const { server, dialog, onSent, onClose } = mount();
    await chooseNewSubject(dialog);
    fireEvent.change(titleField(dialog), { target: { value: 'Les SÉRIES de la rentrée' } });
    send(dialog);
    const message = formatMessage('printDuplicateSubject', { title: 'Les SÉRIES de la rentrée' });
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(titleField(dialog).value).toBe('Les SÉRIES de la rentrée');
    expect(titleField(dialog).getAttribute('aria-invalid')).toBe('true');
    expect(server.ops('SendToPrint')).toHaveLength(0);
    expect(onSent).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offline: says it needs the server and keeps the dialog as typed', async () => {
    const { server, dialog, onSent } = mount();
    await chooseNewSubject(dialog);
    fireEvent.change(titleField(dialog), { target: { value: 'Un sujet hors ligne' } });
    server.next.unreachable = true;
    act(() => apiStatus.setOnline(false));
    expect(within(dialog).getByText(MESSAGES.printOfflineNotice)).toBeTruthy();
    send(dialog);
    expect(await within(dialog).findByText(MESSAGES.printNeedsServer)).toBeTruthy();
    expect(titleField(dialog).value).toBe('Un sujet hors ligne');
    // main not answering at all reads the same.
    server.next.unreachable = false;
    server.next.bridgeDown = true;
    fireEvent.change(titleField(dialog), { target: { value: 'Un sujet hors ligne bis' } });
    send(dialog);
    await waitFor(() => expect(server.ops('CreatePrintSubject')).toHaveLength(2));
    expect(await within(dialog).findByText(MESSAGES.printNeedsServer)).toBeTruthy();
    expect(titleField(dialog).value).toBe('Un sujet hors ligne bis');
    expect(onSent).not.toHaveBeenCalled();
    // Back online: the notice goes, the same dialog sends.
    server.next.bridgeDown = false;
    act(() => apiStatus.setOnline(true));
    expect(within(dialog).queryByText(MESSAGES.printOfflineNotice)).toBeNull();
    send(dialog);
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
  });

  it('a subject created before a refused send is not created twice when sent again', async () => {
    const { server, dialog, onSent } = mount();
    await chooseNewSubject(dialog, 'head-cine');
    fireEvent.change(titleField(dialog), { target: { value: 'Le festival' } });
    server.next.refuseSend = 'Le texte de ce sujet est en maquette.';
    send(dialog);
    const bar = await within(dialog).findByRole('alert');
    expect(bar.textContent).toContain('Le texte de ce sujet est en maquette.');
    expect(bar.textContent).toContain(
      formatMessage('printSubjectCreatedNotSent', { title: 'Le festival' }),
    );
    expect(within(dialog).getByLabelText('Sujet choisi').textContent).toContain('Le festival');
    server.next.refuseSend = null;
    send(dialog);
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(server.ops('CreatePrintSubject')).toHaveLength(1);
    expect(server.ops('SendToPrint')).toHaveLength(2);
  });

  it('says the print gets the saved version when the editor holds unsaved words', () => {
    const { dialog } = mount({ unsaved: true });
    expect(within(dialog).getByText(MESSAGES.printSendsSavedVersion)).toBeTruthy();
  });
});
