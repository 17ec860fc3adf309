// The slideshow AI screen's frame and its « my generated slideshows » tab (spec 000 §2-§4): the
// brand check, the tabs named by the address, the history's rows, its polling every 5 s while a
// process runs (fake clock) and no more after, its empty and error states.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../common/domain/messages';
import type { GraphqlRequest } from '../../../common/ipc/channels';
import { fakeAiMain } from '../support/fakeAiMain';
import { JOURNALIST, location, mountScreen, processes } from './support';

vi.setConfig({ testTimeout: 30_000 });
const main = fakeAiMain();
const SLOW = { timeout: 8000 };

beforeEach(() => main.reset());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const polls = () => main.operations().filter((name) => name === 'OpenAiProcesses').length;

describe('the slideshow AI screen', () => {
  it('says so when the brand is not one of the user’s, or has no generator', async () => {
    mountScreen(main, '/slideshow/ia/generate/FAC');
    expect(await screen.findByText(MESSAGES.slideshowAiBrandMissing)).toBeTruthy();
    cleanup();
    mountScreen(main, '/slideshow/ia/generate/TEL');
    expect(await screen.findByText(MESSAGES.slideshowAiBrandMissing)).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(main.operations()).toEqual([]);
  });

  it('has its title, a Beta badge, a way back, and shows the history for any other tab', async () => {
    main.reset({ OpenAiProcesses: processes([]) });
    mountScreen(main, '/slideshow/ia/whatever/CAC', { ...JOURNALIST, allBrands: true });
    expect(screen.getByRole('heading', { name: MESSAGES.slideshowAiTitle })).toBeTruthy();
    expect(screen.getByText('Beta')).toBeTruthy();
    const history = screen.getByRole('tab', { name: MESSAGES.slideshowAiTabHistory });
    expect(history.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText(MESSAGES.slideshowAiHistoryEmpty, {}, SLOW)).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: MESSAGES.slideshowAiTabComplete }));
    await waitFor(() => expect(location.path).toBe('/slideshow/ia/complete/CAC'));
    await user.click(screen.getByRole('button', { name: MESSAGES.slideshowAiBack }));
    await waitFor(() => expect(location.path).toBe('/slideshow/list'));
  });

  it('lists the processes: kind, title, count, status, error and a link to the slideshow', async () => {
    main.reset({
      OpenAiProcesses: processes([
        {
          id: 'p1',
          status: 'SUCCESS',
          slideshowSubject: 'Gratins',
          generatedTitle: '12 gratins',
          articleId: 'a1',
        },
        {
          id: 'p2',
          status: 'ERROR',
          errorMsg: 'Le service d’IA ne répond pas.',
          articleId: 'a2',
          recipeNumber: 3,
        },
      ]),
    });
    mountScreen(main, '/slideshow/ia/history/CAC');
    const table = await screen.findByRole('table', { name: MESSAGES.slideshowAiTabHistory }, SLOW);
    const [, first, second] = within(table).getAllByRole('row');
    expect(first!.textContent).toContain('Création');
    expect(first!.textContent).toContain('12 gratins');
    expect(first!.textContent).toContain('Terminé');
    expect(second!.textContent).toContain('Edition');
    expect(second!.textContent).toContain('Erreur');
    expect(second!.textContent).toContain('Le service d’IA ne répond pas.');
    expect(second!.textContent).toContain('3');
    await userEvent.setup().click(within(first!).getByText(MESSAGES.slideshowAiOpen));
    await waitFor(() => expect(location.path).toBe('/slideshow/edit/a1'));
    const sent = main.callsOf('graphql.request')[0] as GraphqlRequest;
    expect(sent.variables).toEqual({ brandKey: 'CAC', first: 100 });
  });

  it('asks again every 5 s while a process runs, and stops once none runs', async () => {
    vi.useFakeTimers();
    let status: 'RUNNING' | 'SUCCESS' = 'RUNNING';
    main.reset({
      OpenAiProcesses: () => processes([{ id: 'p1', status, slideshowSubject: 'Soupes' }])(),
    });
    mountScreen(main, '/slideshow/ia/history/CAC');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('En cours')).toBeTruthy();
    expect(polls()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(4_999));
    expect(polls()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(polls()).toBe(2);
    status = 'SUCCESS';
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(polls()).toBe(3);
    expect(screen.getByText('Terminé')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(polls()).toBe(3);
  });

  it('shows a failed load with « Réessayer », which asks again', async () => {
    let fail = true;
    main.reset({
      OpenAiProcesses: () =>
        fail
          ? {
              data: null,
              errors: [{ message: 'Erreur du serveur', extensions: { code: 'INTERNAL' } }],
            }
          : processes([{ id: 'p1', status: 'SUCCESS', slideshowSubject: 'Tartes' }])(),
    });
    mountScreen(main, '/slideshow/ia/history/CAC');
    const retry = await screen.findByRole('button', { name: MESSAGES.genericRetry }, SLOW);
    fail = false;
    await userEvent.setup().click(retry);
    expect(await screen.findByText('Tartes', {}, SLOW)).toBeTruthy();
  });
});
