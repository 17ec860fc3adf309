// The editor kit draws the header of a declared content type (issue 31): its title, the back
// button, the save state from the local draft, « Sauvegarder », and the status control listing the
// type's transitions. A card is the declared type here; main is a fake bridge that answers nothing;
// no save waits here, so no timer runs.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../common/domain/messages';
import { transitionsFrom } from '../../../common/domain/transitions';
import { createBridge } from '../../../common/ipc/bridge';
import { contentTypeOf } from '../../../renderer/src/contentTypes/registry';
import { EditorHeader, TransitionMenu } from '../../../renderer/src/editorKit';

beforeEach(() => {
  window.backoffice = createBridge({
    invoke: () => Promise.resolve({ ok: false, error: { code: 'INTERNAL', message: 'non' } }),
    subscribe: () => () => {},
    registerFile: () => Promise.resolve({ ok: false, error: { code: 'INTERNAL', message: 'non' } }),
  });
});
afterEach(() => {
  document.body.innerHTML = '';
});

function renderHeader(over: { isNew: boolean; syncState: 'saved' | 'draft' | 'conflict' }) {
  const onBack = vi.fn();
  const onSave = vi.fn();
  const onPick = vi.fn();
  render(
    <FluentProvider theme={webLightTheme}>
      <EditorHeader
        headingId="card-editor-title"
        title={MESSAGES.cardNew}
        onBack={onBack}
        draft={{ syncState: over.syncState, lastSync: null, problem: null }}
        isNew={over.isNew}
        saveLabel={MESSAGES.save}
        saving={false}
        onSave={onSave}
        statusControl={
          <TransitionMenu
            label={MESSAGES.cardPublishedLabel}
            ariaLabel={`Statut : ${MESSAGES.cardPublishedLabel}`}
            chevron
            transitions={transitionsFrom('card', 'Published')}
            onPick={onPick}
          />
        }
      />
    </FluentProvider>,
  );
  return { onBack, onSave, onPick };
}

it('draws the title, back, save and status control of a declared type, and its save state once edited', () => {
  expect(contentTypeOf('card').label).toBe('Encart');
  const { onBack, onSave } = renderHeader({ isNew: false, syncState: 'draft' });
  expect(screen.getByRole('heading', { level: 1, name: MESSAGES.cardNew })).toBeTruthy();
  expect(screen.getByRole('status').textContent).toBe('Brouillon local');
  fireEvent.click(screen.getByRole('button', { name: 'Retour à la liste' }));
  fireEvent.click(screen.getByRole('button', { name: MESSAGES.save }));
  expect(onBack).toHaveBeenCalledOnce();
  expect(onSave).toHaveBeenCalledOnce();
  expect(
    screen.getByRole('button', { name: `Statut : ${MESSAGES.cardPublishedLabel}` }).textContent,
  ).toBe(MESSAGES.cardPublishedLabel);
});

it('a content never saved shows no save state until something is kept locally', () => {
  renderHeader({ isNew: true, syncState: 'saved' });
  expect(screen.queryByRole('status')).toBeNull();
});

it('the status control lists the transitions from the current status and hands the one picked', async () => {
  const { onPick } = renderHeader({ isNew: false, syncState: 'saved' });
  fireEvent.click(screen.getByRole('button', { name: `Statut : ${MESSAGES.cardPublishedLabel}` }));
  const [first] = transitionsFrom('card', 'Published');
  fireEvent.click(await screen.findByRole('menuitem', { name: first!.label }));
  expect(onPick).toHaveBeenCalledWith(first);
});
