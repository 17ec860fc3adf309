// « Correction - Prolexis » (issue 33): the dialog over a fake server that answers with the real
// session rules (support/fakeCorrectionServer). Errors in reading order with diagnosis and label,
// marked in the texts; correct, ignore, correct everywhere, explanation; the states (no error, not
// written yet, all treated, desync, grammar not checked); an edit restarts the session (debounced,
// fake clock) with the previous one; « Appliquer » hands back the corrected texts.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ApolloProvider } from '@apollo/client/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildSchema, validate } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CorrectionSegment } from '../../../common/correction/types';
import { MESSAGES } from '../../../common/domain/messages';
import { CorrectionDialog } from '../../../renderer/src/articleKit/correction';
import { RESTART_DEBOUNCE_MS } from '../../../renderer/src/articleKit/correction/useCorrectionSession';
import { createApolloClient } from '../../../renderer/src/graphql/apolloClient';
import {
  CorrectErrorDocument,
  CorrectErrorEverywhereDocument,
  CorrectionExplanationDocument,
  IgnoreErrorDocument,
  StartCorrectionSessionDocument,
} from '../../../renderer/src/graphql/generated/graphql';
import { fakeCorrectionServer } from '../support/fakeCorrectionServer';

const ARTICLE = { kind: 'article' as const, id: '5b0e3f4a-8c1d-4e2f-9a3b-7c6d5e4f3a2b' };
let server = fakeCorrectionServer();

beforeEach(() => {
  server = fakeCorrectionServer();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const PLANTED: CorrectionSegment[] = [
  { key: 'title', text: 'Les couts du chantier' },
  { key: 'lead.0', text: 'Un batiment tres attendu.' },
  { key: 'body.0', text: 'Le batiment coûte cher.' },
  { key: 'body.2', text: 'Une facture tres lourde, zorglub.' },
];

function mount(segments: CorrectionSegment[] = PLANTED) {
  const onApply = vi.fn();
  const onCancel = vi.fn();
  render(
    <FluentProvider theme={webLightTheme}>
      <ApolloProvider client={createApolloClient(() => server.bridge)}>
        <CorrectionDialog
          content={ARTICLE}
          segments={segments}
          onApply={onApply}
          onCancel={onCancel}
        />
      </ApolloProvider>
    </FluentProvider>,
  );
  const dialog = screen.getByRole('alertdialog', { name: MESSAGES.correctionDialogTitle });
  return { dialog, onApply, onCancel };
}

const items = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));
const item = (dialog: HTMLElement, label: string) =>
  within(dialog).getByRole('listitem', { name: label });

describe('the correction dialog', () => {
  it('sends operations the schema accepts', () => {
    const dir = join(__dirname, '../../../common/graphql/schema');
    const sdl = readdirSync(dir)
      .filter((f) => f.endsWith('.graphql'))
      .map((f) => readFileSync(join(dir, f), 'utf8'))
      .join('\n');
    const schema = buildSchema(sdl);
    for (const document of [
      StartCorrectionSessionDocument,
      CorrectErrorDocument,
      CorrectErrorEverywhereDocument,
      IgnoreErrorDocument,
      CorrectionExplanationDocument,
    ])
      expect(validate(schema, document)).toEqual([]);
  });

  it('lists the errors in reading order, marked in their texts', async () => {
    const { dialog } = mount();
    await waitFor(() => expect(items(dialog)).toHaveLength(6));
    expect(items(dialog)).toEqual([
      'couts : Mot inconnu',
      'batiment : Mot inconnu',
      'tres : Mot inconnu',
      'batiment : Mot inconnu',
      'tres : Mot inconnu',
      'zorglub : Mot inconnu',
    ]);
    expect(server.ops('StartCorrectionSession')[0]!.variables).toEqual({
      content: ARTICLE,
      segments: PLANTED,
      previousSessionId: null,
    });
    const first = item(dialog, 'couts : Mot inconnu');
    expect(within(first).getByText('« couts » ne semble pas correct.')).toBeTruthy();
    expect(within(first).queryByRole('button', { name: /Corriger partout/ })).toBeNull();
    // Both occurrences of « batiment » offer « Corriger partout ».
    for (const tres of within(dialog).getAllByRole('listitem', { name: 'tres : Mot inconnu' }))
      expect(within(tres).getByRole('button', { name: 'Corriger partout (très)' })).toBeTruthy();
    const marks = [...dialog.querySelectorAll('mark')].map((m) => m.textContent);
    expect(marks).toEqual(['couts', 'batiment', 'tres', 'batiment', 'tres', 'zorglub']);
    const title = within(dialog).getByRole('textbox', { name: 'Titre' });
    expect((title as HTMLTextAreaElement).value).toBe('Les couts du chantier');
    expect(within(dialog).getByRole('textbox', { name: 'Corps, paragraphe 2' })).toBeTruthy();
  });

  it('corrects one, ignores one, corrects everywhere, then says all are treated and applies', async () => {
    const user = userEvent.setup();
    const { dialog, onApply } = mount();
    await waitFor(() => expect(items(dialog)).toHaveLength(6));

    await user.click(
      within(item(dialog, 'couts : Mot inconnu')).getByRole('button', { name: 'coûts' }),
    );
    await waitFor(() => expect(items(dialog)).toHaveLength(5));
    expect(server.ops('CorrectError')[0]!.variables).toMatchObject({
      sessionId: 'session-1',
      errorId: 'e1',
      correction: 'coûts',
    });
    expect(
      (within(dialog).getByRole('textbox', { name: 'Titre' }) as HTMLTextAreaElement).value,
    ).toBe('Les coûts du chantier');

    await user.click(
      within(item(dialog, 'zorglub : Mot inconnu')).getByRole('button', { name: 'Ignorer' }),
    );
    await waitFor(() => expect(items(dialog)).toHaveLength(4));

    const [batiment] = within(dialog).getAllByRole('listitem', { name: 'batiment : Mot inconnu' });
    await user.click(
      within(batiment!).getByRole('button', { name: 'Corriger partout (bâtiment)' }),
    );
    await waitFor(() =>
      expect(items(dialog)).toEqual(['tres : Mot inconnu', 'tres : Mot inconnu']),
    );
    const [tres] = within(dialog).getAllByRole('listitem', { name: 'tres : Mot inconnu' });
    await user.click(within(tres!).getByRole('button', { name: 'Corriger partout (très)' }));

    await waitFor(() =>
      expect(within(dialog).getByRole('status').textContent).toBe(MESSAGES.correctionAllTreated),
    );
    expect(items(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Appliquer' }));
    expect(onApply).toHaveBeenCalledWith([
      { key: 'title', text: 'Les coûts du chantier' },
      { key: 'lead.0', text: 'Un bâtiment très attendu.' },
      { key: 'body.0', text: 'Le bâtiment coûte cher.' },
      { key: 'body.2', text: 'Une facture très lourde, zorglub.' },
    ]);
  });

  it('choosing an error selects it in its text', async () => {
    const user = userEvent.setup();
    const { dialog } = mount();
    await waitFor(() => expect(items(dialog)).toHaveLength(6));
    const zorglub = item(dialog, 'zorglub : Mot inconnu');
    expect(within(zorglub).getByText(/Aucune correction proposée/)).toBeTruthy();
    await user.click(within(zorglub).getByRole('button', { name: /zorglub/ }));
    const area = within(dialog).getByRole('textbox', {
      name: 'Corps, paragraphe 2',
    }) as HTMLTextAreaElement;
    expect(document.activeElement).toBe(area);
    expect(area.value.slice(area.selectionStart, area.selectionEnd)).toBe('zorglub');
    expect(dialog.querySelector('mark[data-error-id="e6"]')?.className).not.toBe(
      dialog.querySelector('mark[data-error-id="e5"]')?.className,
    );
  });

  it('shows the explanation under the error', async () => {
    const user = userEvent.setup();
    const { dialog } = mount();
    await waitFor(() => expect(items(dialog)).toHaveLength(6));
    const first = item(dialog, 'couts : Mot inconnu');
    await user.click(within(first).getByRole('button', { name: 'Explication' }));
    await waitFor(() =>
      expect(within(first).getByText(/Ce mot ne figure pas dans le dictionnaire/)).toBeTruthy(),
    );
    expect(server.ops('CorrectionExplanation')[0]!.variables).toEqual({
      sessionId: 'session-1',
      errorId: 'e1',
    });
    await user.click(within(first).getByRole('button', { name: "Masquer l'explication" }));
    expect(within(first).queryByText(/Ce mot ne figure pas/)).toBeNull();
  });

  it('says so when there is no error, and when a part is not written yet', async () => {
    const { dialog } = mount([
      { key: 'title', text: '' },
      { key: 'body.0', text: 'Un texte propre.' },
    ]);
    await waitFor(() =>
      expect(within(dialog).getByRole('status').textContent).toBe(MESSAGES.correctionNoError),
    );
    const lead = within(dialog).getByRole('region', { name: 'Chapô' });
    expect(within(lead).getByText(MESSAGES.correctionEmptyField)).toBeTruthy();
    const title = within(dialog).getByRole('region', { name: 'Titre' });
    expect(within(title).getByText(MESSAGES.requiredField)).toBeTruthy();
    // The empty title is not sent.
    expect(server.ops('StartCorrectionSession')[0]!.variables).toMatchObject({
      segments: [{ key: 'body.0', text: 'Un texte propre.' }],
    });
  });

  it('says grammar is not checked when the engine checked spelling alone', async () => {
    server = fakeCorrectionServer({ grammarChecked: false });
    const { dialog } = mount();
    await waitFor(() =>
      expect(within(dialog).getByText(MESSAGES.correctionGrammarNotChecked)).toBeTruthy(),
    );
    expect(within(dialog).getByText('Correcteur local (Hunspell)')).toBeTruthy();
  });

  it('shows a desync refusal, keeps the texts, and starts again on demand', async () => {
    const user = userEvent.setup();
    const { dialog } = mount();
    await waitFor(() => expect(items(dialog)).toHaveLength(6));
    server.next.desync = true;
    await user.click(
      within(item(dialog, 'couts : Mot inconnu')).getByRole('button', { name: 'coûts' }),
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('status').textContent).toBe(MESSAGES.correctionDesync),
    );
    expect(within(dialog).getAllByText(MESSAGES.correctionDesync)).toHaveLength(2);
    expect(
      (within(dialog).getByRole('textbox', { name: 'Titre' }) as HTMLTextAreaElement).value,
    ).toBe('Les couts du chantier');
    await user.click(within(dialog).getByRole('button', { name: 'Relancer la correction' }));
    await waitFor(() => expect(server.ops('StartCorrectionSession')).toHaveLength(2));
    expect(server.ops('StartCorrectionSession')[1]!.variables).toMatchObject({
      previousSessionId: 'session-1',
    });
    await waitFor(() => expect(within(dialog).queryByRole('status')).toBeNull());
    expect(items(dialog)).toHaveLength(6);
  });

  it('shows an unreachable service and loses nothing', async () => {
    server.next.unreachable = true;
    const { dialog } = mount();
    await waitFor(() =>
      expect(within(dialog).getByText(MESSAGES.correctionServiceUnreachable)).toBeTruthy(),
    );
    expect(
      (within(dialog).getByRole('textbox', { name: 'Titre' }) as HTMLTextAreaElement).value,
    ).toBe('Les couts du chantier');
  });

  it('an edit starts a new session after a pause, keeping the ignored mistakes', async () => {
    const { dialog } = mount();
    await waitFor(() => expect(items(dialog)).toHaveLength(6));
    fireEvent.click(
      within(item(dialog, 'zorglub : Mot inconnu')).getByRole('button', { name: 'Ignorer' }),
    );
    await waitFor(() => expect(items(dialog)).toHaveLength(5));
    // The debounce on a fake clock (the answers' promises stay real).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    const title = within(dialog).getByRole('textbox', { name: 'Titre' });
    fireEvent.change(title, { target: { value: 'Les couts du chantier naval' } });
    fireEvent.change(title, { target: { value: 'Les couts du chantier naval tres' } });
    // While the texts wait to be checked again, the old errors are not offered.
    expect(items(dialog)).toEqual([]);
    await act(async () => {
      vi.advanceTimersByTime(RESTART_DEBOUNCE_MS - 1);
    });
    expect(server.ops('StartCorrectionSession')).toHaveLength(1);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(server.ops('StartCorrectionSession')).toHaveLength(2);
    vi.useRealTimers();
    expect(server.ops('StartCorrectionSession')[1]!.variables).toMatchObject({
      previousSessionId: 'session-1',
      segments: [{ key: 'title', text: 'Les couts du chantier naval tres' }, ...PLANTED.slice(1)],
    });
    await waitFor(() => expect(items(dialog)).toHaveLength(6));
    // « zorglub » stays ignored in the new session.
    expect(items(dialog)).not.toContain('zorglub : Mot inconnu');
  });

  it('keeps what is typed while a new session is on its way, and checks it next', async () => {
    const { dialog } = mount();
    await waitFor(() => expect(items(dialog)).toHaveLength(6));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const title = within(dialog).getByRole('textbox', { name: 'Titre' });
    fireEvent.change(title, { target: { value: 'Les couts du port' } });
    act(() => {
      vi.advanceTimersByTime(RESTART_DEBOUNCE_MS);
    });
    // The session for « … du port » is asked; before its answer, more is typed.
    expect(server.ops('StartCorrectionSession')).toHaveLength(2);
    fireEvent.change(title, { target: { value: 'Les couts du port tres' } });
    // Its answer arrives, then the pause after the last keystroke ends.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(RESTART_DEBOUNCE_MS);
    });
    vi.useRealTimers();
    expect((title as HTMLTextAreaElement).value).toBe('Les couts du port tres');
    expect(server.ops('StartCorrectionSession')).toHaveLength(3);
    expect(server.ops('StartCorrectionSession')[2]!.variables).toMatchObject({
      previousSessionId: 'session-2',
      segments: [{ key: 'title', text: 'Les couts du port tres' }, ...PLANTED.slice(1)],
    });
    await waitFor(() => expect(items(dialog)).toHaveLength(7));
  });

  it('« Annuler » hands nothing back', async () => {
    const user = userEvent.setup();
    const { dialog, onApply, onCancel } = mount();
    await waitFor(() => expect(items(dialog)).toHaveLength(6));
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onApply).not.toHaveBeenCalled();
  });
});
