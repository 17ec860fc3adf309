// The article's push history on the push screen (000 §2, 001 §9: the last 20), with cancel.
import { useMutation, useQuery } from '@apollo/client/react';
import { Caption1, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useState } from 'react';
import { LIMITS } from '../../../../common/domain/limits';
import { apiErrorOf } from '../../editorKit/apiError';
import { CancelPushDocument, PushListDocument } from '../../graphql/generated/graphql';
import { PushTable } from './PushTable';

export function PushHistoryTable({ articleId }: { articleId: string }) {
  const { data, loading } = useQuery(PushListDocument, {
    variables: { where: { articleId }, first: LIMITS.push.history, skip: 0 },
    fetchPolicy: 'cache-and-network',
    pollInterval: 5_000,
  });
  const [cancel] = useMutation(CancelPushDocument);
  const [cancelling, setCancelling] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (loading && !data) return <Spinner size="tiny" />;
  const pushes = data?.pushes ?? [];
  if (pushes.length === 0) return <Caption1>Aucun push pour cet article.</Caption1>;
  return (
    <>
      {refusal ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{refusal}</MessageBarBody>
        </MessageBar>
      ) : null}
      <PushTable
        compact
        pushes={pushes}
        cancelling={cancelling}
        onCancel={(push) => {
          setCancelling(push.groupId);
          setRefusal(null);
          void cancel({ variables: { id: push.id }, refetchQueries: [PushListDocument] })
            .then((result) => {
              // errorPolicy 'all': a refusal (already sent, say) comes back in the result.
              if (result.error) setRefusal(apiErrorOf(result.error).message);
            })
            .catch((e: unknown) => setRefusal(apiErrorOf(e).message))
            .finally(() => setCancelling(null));
        }}
      />
    </>
  );
}
