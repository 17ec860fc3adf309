// New live posts go through main's outbox like any save (DESIGN.md "Offline drafts"; issue 19:
// « A post written offline waits in the outbox like a draft and is published in order when the
// network returns »): each post is a local draft (`livepost:brand:new:<uuid>`) and a queued
// upsertLivePost, so it survives a reload or a restart, and the outbox replays saves in the order
// they were queued. 'Post ajouté' is said once the server acknowledged it.
import { useEffect, useRef, useState } from 'react';
import { draftKeyOf } from '../../../../common/ipc/draftLimits';
import type { RichTextDoc } from '../../../../common/richtext/types';
import { backoffice } from '../../bridge/backoffice';

export interface QueuedLivePost {
  liveId: string;
  /** The article whose live it is: « Brouillons locaux » opens its live screen. */
  articleId: string;
  title: string;
  body: RichTextDoc;
}

export interface LivePostOutbox {
  /** Writes the post to disk and queues it; resolves once it is safe on this computer. */
  publish: (post: QueuedLivePost) => Promise<void>;
  /** Posts of this screen queued and not yet acknowledged. */
  waiting: number;
}

export function useLivePostOutbox(
  brandKey: string,
  handlers: { onPublished: () => void; onRefused: (message: string | null) => void },
): LivePostOutbox {
  const [waiting, setWaiting] = useState<ReadonlySet<string>>(new Set());
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(
    () =>
      backoffice().on('drafts.sync', (event) => {
        if (event.contentType !== 'livepost') return;
        // Events with no version announce the queued save, not the server's answer.
        if (event.state === 'queued' || (event.state === 'saved' && event.serverVersion === null))
          return;
        setWaiting((keys) => {
          if (!keys.has(event.key)) return keys;
          const next = new Set(keys);
          next.delete(event.key);
          return next;
        });
        if (event.state === 'saved') latest.current.onPublished();
        else if (event.state === 'error' || event.state === 'conflict')
          latest.current.onRefused(event.message);
      }),
    [],
  );

  const publish = async (post: QueuedLivePost) => {
    const bridge = backoffice();
    const key = draftKeyOf('livepost', brandKey, null, crypto.randomUUID());
    const { liveId, articleId, title, body } = post;
    await bridge.drafts.put({
      key,
      value: { title, body, parentId: articleId },
      baseVersion: null,
    });
    setWaiting((keys) => new Set(keys).add(key));
    try {
      await bridge.outbox.enqueue(key, { live: liveId, data: { title: title || null, body } });
    } catch (failure) {
      setWaiting((keys) => {
        const next = new Set(keys);
        next.delete(key);
        return next;
      });
      throw failure;
    }
  };

  return { publish, waiting: waiting.size };
}
