// An upload waiting for its turn (issue 30): the tile says why — the server's reason when it holds
// too many of the user's uploads open, the lost connection otherwise — and offers no « Réessayer ».
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { UploadTile } from '../../../renderer/src/mediaKit/UploadTile';
import type { UploadItem } from '../../../renderer/src/mediaKit/useUploads';

afterEach(cleanup);

const REASON =
  "Vous avez déjà 20 téléversements en cours : attendez qu'ils se terminent (ou expirent) avant d'en commencer un autre.";

function tile(item: Partial<UploadItem>) {
  const full: UploadItem = {
    localId: 'l1',
    jobId: 'j1',
    name: 'photo.jpg',
    preview: null,
    state: 'waiting',
    sent: 0,
    total: 1000,
    error: null,
    ...item,
  };
  render(
    <FluentProvider theme={webLightTheme}>
      <UploadTile item={full} onRetry={() => undefined} onCancel={() => undefined} />
    </FluentProvider>,
  );
}

it.each([
  [REASON, REASON],
  [null, 'Connexion perdue : reprise automatique…'],
])('waiting with reason %j says %j, with « Annuler » and no « Réessayer »', (error, shown) => {
  tile({ error });
  expect(screen.getByText(shown)).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Annuler' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
});
