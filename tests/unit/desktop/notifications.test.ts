// Issue 38: desktop notifications for what happens while the journalist looks elsewhere — each
// trigger, « not while the window is in front », and a click opening the content.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../common/domain/messages';
import type {
  GraphqlRequest,
  GraphqlResult,
  UploadJob,
  VideoUploadJob,
} from '../../../common/ipc/channels';
import { DesktopServices } from '../../../main/desktop/DesktopServices';
import { NotificationCenter, type DesktopNotification } from '../../../main/desktop/notifications';
import { PUSH_POLL_MS, PushWatch } from '../../../main/desktop/pushWatch';

function setup(focused = false) {
  const shown: { notification: DesktopNotification; click: () => void }[] = [];
  const open = vi.fn();
  const state = { focused };
  const center = new NotificationCenter({
    notifier: { show: (notification, click) => shown.push({ notification, click }) },
    isFocused: () => state.focused,
    open,
  });
  return { center, shown, open, state };
}

const retain: GraphqlRequest = {
  operationName: 'RetainArticleLock',
  query: 'mutation RetainArticleLock($id: ID!) { retainArticleLock(where: { id: $id }) { id } }',
  variables: { id: 'a1' },
};
const locked = (name?: string): GraphqlResult => ({
  data: null,
  errors: [
    {
      message: 'Ce contenu est verrouillé',
      extensions: { code: 'LOCKED', ...(name ? { lockedBy: { name } } : {}) },
    },
  ],
});

function image(state: UploadJob['state'], error: string | null = null): UploadJob {
  return {
    id: 'j1',
    name: 'une.jpg',
    namespace: 'article',
    state,
    sent: 1,
    total: 1,
    error,
    image: null,
  };
}

function video(state: VideoUploadJob['state'], articleId: string | null = '42'): VideoUploadJob {
  return {
    id: 'v1',
    name: 'reportage.mp4',
    size: 10,
    received: 10,
    url: null,
    host: 'videos.example',
    state,
    brandKey: 'TEL',
    articleId,
    error: state === 'interrupted' ? 'Le chargement a été interrompu' : null,
  };
}

describe('not while the window is in front', () => {
  it('shows nothing while focused, and the same event once the journalist looks elsewhere', () => {
    const { center, shown, state } = setup(true);
    center.graphqlResult(retain, locked('Julien Bernard'));
    expect(shown).toHaveLength(0);
    state.focused = false;
    center.graphqlResult(retain, locked('Julien Bernard'));
    expect(shown).toHaveLength(1);
  });
});

describe('the outbox replayed after being offline', () => {
  it('counts the saves sent over the replays until the outbox is drained', () => {
    const { center, shown } = setup();
    center.apiStatus(false);
    center.draftsReplayed({ sent: 0, drained: false });
    center.apiStatus(true);
    center.draftsReplayed({ sent: 2, drained: false });
    expect(shown).toHaveLength(0);
    center.draftsReplayed({ sent: 1, drained: true });
    expect(shown.map((s) => s.notification)).toEqual([
      {
        title: MESSAGES.notifyDraftsSentTitle,
        body: 'Les 3 sauvegardes faites hors ligne ont été envoyées.',
        route: '/drafts',
      },
    ]);
  });

  it('says it in the singular for one save', () => {
    const { center, shown } = setup();
    center.apiStatus(false);
    center.draftsReplayed({ sent: 1, drained: true });
    expect(shown[0]!.notification.body).toBe(MESSAGES.notifyDraftsSentOne);
  });

  it('is silent for the saves sent while online all along, and once told', () => {
    const { center, shown } = setup();
    center.draftsReplayed({ sent: 4, drained: true });
    center.apiStatus(false);
    center.draftsReplayed({ sent: 1, drained: true });
    center.draftsReplayed({ sent: 1, drained: true });
    expect(shown).toHaveLength(1);
  });
});

describe('a lock taken over', () => {
  it('names who took it when a retain is refused as LOCKED', () => {
    const { center, shown } = setup();
    center.graphqlResult(retain, locked('Julien Bernard'));
    expect(shown[0]!.notification).toEqual({
      title: 'Verrou repris par Julien Bernard',
      body: MESSAGES.notifyLockTakenBody,
      route: null,
    });
  });

  it('says « un autre utilisateur » when the holder is not named', () => {
    const { center, shown } = setup();
    center.graphqlResult(retain, locked());
    expect(shown[0]!.notification.title).toBe('Verrou repris par un autre utilisateur');
  });

  it('is silent for a lock refused on opening, and for a retain that succeeded', () => {
    const { center, shown } = setup();
    center.graphqlResult({ ...retain, operationName: 'LockArticle' }, locked('Julien Bernard'));
    center.graphqlResult(retain, { data: { retainArticleLock: { id: 'a1' } } });
    expect(shown).toHaveLength(0);
  });
});

describe('uploads', () => {
  it('tells an image finished once, however many times its state is repeated', () => {
    const { center, shown } = setup();
    center.uploadProgress(image('uploading'));
    center.uploadProgress(image('done'));
    center.uploadProgress(image('done'));
    expect(shown.map((s) => s.notification)).toEqual([
      { title: MESSAGES.notifyUploadDoneTitle, body: 'une.jpg', route: null },
    ]);
  });

  it('tells an image that failed, with the reason', () => {
    const { center, shown } = setup();
    center.uploadProgress(image('error', 'Format refusé'));
    expect(shown[0]!.notification).toMatchObject({
      title: MESSAGES.notifyUploadFailedTitle,
      body: 'une.jpg : Format refusé',
    });
  });

  it('tells a video finished with its article as the route, and an interruption', () => {
    const { center, shown } = setup();
    center.videoUploadProgress(video('uploading'));
    center.videoUploadProgress(video('interrupted'));
    center.videoUploadProgress(video('done'));
    center.videoUploadProgress(video('attached'));
    expect(shown.map((s) => s.notification)).toEqual([
      {
        title: MESSAGES.notifyUploadFailedTitle,
        body: 'reportage.mp4 : Le chargement a été interrompu',
        route: '/TEL/video/edit/42',
      },
      { title: MESSAGES.notifyUploadDoneTitle, body: 'reportage.mp4', route: '/TEL/video/edit/42' },
    ]);
  });
});

describe('a click', () => {
  it('opens the notification’s route (the deep links’ way)', () => {
    const { center, shown, open } = setup();
    center.videoUploadProgress(video('done'));
    shown[0]!.click();
    expect(open).toHaveBeenCalledWith('/TEL/video/edit/42');
  });

  it('under the browser host: the page shows it, and main’s click sends app.navigate', () => {
    const emit = vi.fn();
    const desktop = new DesktopServices({ emit, request: vi.fn() });
    desktop.pageFocus(true);
    desktop.notifications.pushSettled({ title: 'Alerte', sent: true });
    expect(emit).not.toHaveBeenCalled();
    desktop.pageFocus(false);
    desktop.notifications.pushSettled({ title: 'Alerte', sent: true });
    expect(emit).toHaveBeenCalledWith('app.notification', {
      title: MESSAGES.notifyPushSentTitle,
      body: 'Alerte',
      route: '/mobilepush/list',
    });
  });
});

describe('a scheduled push sent (the push watch)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const createPush: GraphqlRequest = {
    operationName: 'CreatePush',
    query: 'mutation CreatePush { x }',
  };
  const created = (state: string): GraphqlResult => ({
    data: {
      createPush: [
        { id: 'p1', groupId: 'g1', title: 'Alerte info', state },
        { id: 'p2', groupId: 'g1', title: 'Alerte info', state },
      ],
    },
  });
  const listed = (...states: string[]): GraphqlResult => ({
    data: {
      pushes: states.map((state, i) => ({
        id: `p${i}`,
        groupId: 'g1',
        title: 'Alerte info',
        state,
      })),
    },
  });

  it('polls every 60 s while one is pending, tells it once sent, then stops polling', async () => {
    const answers = [
      listed('scheduled', 'scheduled'),
      listed('sent', 'sending'),
      listed('sent', 'sent'),
    ];
    const request = vi.fn(async (_request: GraphqlRequest) => answers.shift()!);
    const settled = vi.fn();
    const watch = new PushWatch({ request, settled });
    watch.graphqlResult(createPush, created('scheduled'));
    await vi.advanceTimersByTimeAsync(PUSH_POLL_MS - 1);
    expect(request).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]![0]).toMatchObject({ variables: { groupId: 'g1' } });
    await vi.advanceTimersByTimeAsync(PUSH_POLL_MS * 2);
    expect(settled).toHaveBeenCalledExactlyOnceWith({ title: 'Alerte info', sent: true });
    expect(watch.pending).toBe(0);
    await vi.advanceTimersByTimeAsync(PUSH_POLL_MS * 5);
    expect(request).toHaveBeenCalledTimes(3);
  });

  it('does not poll when nothing is pending (pushes sent at once, other answers)', async () => {
    const request = vi.fn();
    const watch = new PushWatch({ request, settled: vi.fn() });
    watch.graphqlResult(createPush, created('sent'));
    watch.graphqlResult(retain, { data: { retainArticleLock: { id: 'a1' } } });
    await vi.advanceTimersByTimeAsync(PUSH_POLL_MS * 3);
    expect(request).not.toHaveBeenCalled();
  });

  it('tells a failed push, says nothing of a cancelled one, and asks again after an error', async () => {
    const answers: GraphqlResult[] = [
      { data: null, errors: [{ message: 'Serveur injoignable' }] },
      listed('failed', 'cancelled'),
    ];
    const settled = vi.fn();
    const watch = new PushWatch({ request: async () => answers.shift()!, settled });
    watch.graphqlResult(createPush, created('scheduled'));
    await vi.advanceTimersByTimeAsync(PUSH_POLL_MS);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(PUSH_POLL_MS);
    expect(settled).toHaveBeenCalledWith({ title: 'Alerte info', sent: false });

    const quiet = vi.fn();
    const cancelled = new PushWatch({ request: async () => listed('cancelled'), settled: quiet });
    cancelled.graphqlResult(createPush, created('scheduled'));
    await vi.advanceTimersByTimeAsync(PUSH_POLL_MS);
    expect(quiet).not.toHaveBeenCalled();
    expect(cancelled.pending).toBe(0);
  });

  it('reaches the notification center through DesktopServices', async () => {
    const emit = vi.fn();
    const desktop = new DesktopServices({ emit, request: async () => listed('sent') });
    desktop.pageFocus(false);
    desktop.graphqlResult(createPush, created('scheduled'));
    await vi.advanceTimersByTimeAsync(PUSH_POLL_MS);
    expect(emit).toHaveBeenCalledWith(
      'app.notification',
      expect.objectContaining({ title: 'Push envoyé' }),
    );
    desktop.stop();
  });
});
