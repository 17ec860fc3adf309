// The tag edit's state (spec 000 §2, 001 §2, §9): the tag loaded, the brand's content as loaded and
// as edited, the intro's length and rule, Save enabled only when changed and valid, and the save.
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { MESSAGES } from '../../../../common/domain/messages';
import { validateTagIntro } from '../../../../common/domain/validation/tags';
import { docToPlainText, type RichTextDoc } from '../../../../common/richtext';
import {
  TagEditDocument,
  TagSaveBrandedContentDocument,
  type TagEditFieldsFragment,
} from '../../graphql/generated/graphql';
import { fetchData, mutateData } from '../../adminKit/adminApi';
import { useCrudNotice } from '../../adminKit/crudNotice';
import { imageMediaOf, imageUrlOf } from '../../adminKit/imageUrl';
import { apiErrorOf } from '../../editorKit/apiError';

export interface TagContent {
  isActive: boolean;
  imageUrl: string;
  body: RichTextDoc | null;
}

type LoadState = 'loading' | 'ready' | 'notFound' | 'error';

function contentOf(tag: TagEditFieldsFragment, brandKey: string): TagContent {
  const branded = tag.brandedContents.find((b) => b.brandKey === brandKey);
  return {
    isActive: branded ? branded.isActive : tag.isActive,
    imageUrl: imageUrlOf(branded?.media),
    body: (branded?.body as RichTextDoc | null | undefined) ?? null,
  };
}

export function useTagEditor(id: string, brandKey: string) {
  const client = useApolloClient();
  const notify = useCrudNotice();
  const { tag, setTag, state, loadError, loaded, setLoaded, content, setContent } = useTagLoad(
    id,
    brandKey,
  );
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const introLength = useMemo(() => docToPlainText(content?.body ?? null).length, [content]);
  const introError = content ? validateTagIntro(docToPlainText(content.body)) : null;
  const changed = JSON.stringify(content) !== JSON.stringify(loaded);
  const canSave = state === 'ready' && changed && !introError && !saving;

  const update = useCallback(
    (patch: Partial<TagContent>) => {
      setContent((current) => (current ? { ...current, ...patch } : current));
      setServerError(null);
    },
    [setContent],
  );

  const save = async () => {
    if (!canSave || !content) return;
    setSaving(true);
    try {
      const saved = await mutateData(client, TagSaveBrandedContentDocument, {
        id,
        data: {
          brandKey,
          isActive: content.isActive,
          body: content.body,
          media: imageMediaOf(content.imageUrl),
        },
      });
      setTag(saved.updateTagBrandedContent);
      setLoaded(content);
      notify(MESSAGES.saveDone);
    } catch (error) {
      const api = apiErrorOf(error);
      setServerError(Object.values(api.fields)[0] ?? api.message);
    } finally {
      setSaving(false);
    }
  };

  return {
    notify,
    tag,
    state,
    loadError,
    content,
    serverError,
    introLength,
    introError,
    canSave,
    update,
    save,
  };
}

/** Loads the tag, and the brand's content both as loaded (to compare) and as edited. */
function useTagLoad(id: string, brandKey: string) {
  const client = useApolloClient();
  const [tag, setTag] = useState<TagEditFieldsFragment | null>(null);
  const [state, setState] = useState<LoadState>('loading');
  const [loadError, setLoadError] = useState('');
  const [loaded, setLoaded] = useState<TagContent | null>(null);
  const [content, setContent] = useState<TagContent | null>(null);

  useEffect(() => {
    let alive = true;
    fetchData(client, TagEditDocument, { id })
      .then((data) => {
        if (!alive) return;
        if (!data.tag) return setState('notFound');
        setTag(data.tag);
        const initial = contentOf(data.tag, brandKey);
        setLoaded(initial);
        setContent(initial);
        setState('ready');
      })
      .catch((error: unknown) => {
        if (!alive) return;
        const api = apiErrorOf(error);
        if (api.code === 'NOT_FOUND') setState('notFound');
        else {
          setLoadError(api.message);
          setState('error');
        }
      });
    return () => {
      alive = false;
    };
  }, [client, id, brandKey]);

  return { tag, setTag, state, loadError, loaded, setLoaded, content, setContent };
}
