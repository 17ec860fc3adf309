// The choice offered when the editor opens on a local draft: what it says for each situation
// (table-driven, exact French), and that each answer is the user's own click.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  RestoreDraftDialog,
  restoreDraftSentences,
  type RestoredDraft,
} from '../../../renderer/src/draftsKit';

const draft = (over: Partial<RestoredDraft> = {}): RestoredDraft => ({
  value: { title: 'Texte local' },
  updatedAt: '2025-03-01T09:05:00.000Z',
  baseVersion: 3,
  basedOnOlderVersion: false,
  state: 'draft',
  problem: null,
  ...over,
});

const DIFFERS =
  'Un brouillon modifié le 01/03/2025 à 10:05 est conservé sur cet ordinateur et diffère de la version enregistrée sur le serveur.';
const NEVER_SAVED =
  "Un brouillon modifié le 01/03/2025 à 10:05 est conservé sur cet ordinateur et n'a jamais été enregistré sur le serveur.";
const CHOICE =
  'Restaurez-le pour reprendre votre saisie, ou gardez la version du serveur : le brouillon local sera alors supprimé.';
const BOTH_KEPT =
  "L'article a été modifié sur le serveur depuis que ce brouillon a été commencé : les deux versions sont conservées, et l'enregistrement du brouillon vous demandera de choisir.";

afterEach(() => {
  document.body.innerHTML = '';
});

describe('restoreDraftSentences', () => {
  it.each([
    ['a plain local draft', draft(), true, [DIFFERS, CHOICE]],
    [
      'a draft started from an older version',
      draft({ basedOnOlderVersion: true }),
      true,
      [DIFFERS, BOTH_KEPT, CHOICE],
    ],
    [
      'a draft whose save met a CONFLICT',
      draft({
        state: 'conflict',
        problem: { code: 'CONFLICT', message: 'Modifié entre-temps.', serverVersion: 5 },
      }),
      true,
      [DIFFERS, BOTH_KEPT, CHOICE],
    ],
    [
      'a draft whose save was refused',
      draft({
        state: 'error',
        problem: {
          code: 'LOCKED',
          message: 'Cet article est en cours de modification par Léa.',
          serverVersion: null,
        },
      }),
      true,
      [
        DIFFERS,
        'Le serveur a refusé son enregistrement : Cet article est en cours de modification par Léa.',
        CHOICE,
      ],
    ],
    [
      'a draft whose save waits for the network',
      draft({ state: 'queued' }),
      true,
      [DIFFERS, 'Son enregistrement attend le réseau.', CHOICE],
    ],
    [
      'a new article never saved',
      draft({ baseVersion: null }),
      false,
      [
        NEVER_SAVED,
        'Restaurez-le pour reprendre votre saisie, ou repartez de zéro : le brouillon local sera alors supprimé.',
      ],
    ],
  ])('%s', (_case, offered, hasServerVersion, sentences) => {
    expect(restoreDraftSentences(offered, hasServerVersion)).toEqual(sentences);
  });
});

describe('<RestoreDraftDialog>', () => {
  it.each([
    ['Restaurer le brouillon local', 'restore'],
    ['Garder la version du serveur', 'keep'],
  ] as const)("'%s' answers %s, and only that", (label, answer) => {
    const onRestore = vi.fn();
    const onKeepServer = vi.fn();
    render(
      <FluentProvider theme={webLightTheme}>
        <RestoreDraftDialog
          draft={draft()}
          hasServerVersion
          onRestore={onRestore}
          onKeepServer={onKeepServer}
        />
      </FluentProvider>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Brouillon local trouvé' });
    expect(dialog.textContent).toContain(DIFFERS);
    // No way out but the two answers: Escape does not dismiss it.
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: label }));
    expect(onRestore).toHaveBeenCalledTimes(answer === 'restore' ? 1 : 0);
    expect(onKeepServer).toHaveBeenCalledTimes(answer === 'keep' ? 1 : 0);
  });

  it("offers 'Repartir de zéro' for a new article", () => {
    const onKeepServer = vi.fn();
    render(
      <FluentProvider theme={webLightTheme}>
        <RestoreDraftDialog
          draft={draft({ baseVersion: null })}
          hasServerVersion={false}
          onRestore={() => {}}
          onKeepServer={onKeepServer}
        />
      </FluentProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Repartir de zéro' }));
    expect(onKeepServer).toHaveBeenCalledOnce();
  });
});
