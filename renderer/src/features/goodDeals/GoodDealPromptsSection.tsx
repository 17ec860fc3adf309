// Super-admins only (spec 001 §6): the good-deal prompts, in their order (first 10), each edited
// and saved on its own, and the transparency clause every good deal ends with. The server checks
// the role too; this section is simply not mounted for others.
import { useMutation, useQuery } from '@apollo/client/react';
import { Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { LIMITS } from '../../../../common/domain/limits';
import { MESSAGES } from '../../../../common/domain/messages';
import {
  GoodDealPromptsDocument,
  UpdateGoodDealPromptDocument,
  UpdateGoodDealTransparencyClauseDocument,
} from '../../graphql/generated/graphql';
import { ListStates } from '../../listKit/ListStates';
import { GoodDealTextSetting } from './GoodDealTextSetting';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '800px',
  },
});

export function GoodDealPromptsSection() {
  const styles = useStyles();
  const query = useQuery(GoodDealPromptsDocument, {
    variables: { first: LIMITS.pageSize.goodDealPrompts },
    fetchPolicy: 'cache-and-network',
  });
  const [updatePrompt] = useMutation(UpdateGoodDealPromptDocument);
  const [updateClause] = useMutation(UpdateGoodDealTransparencyClauseDocument);
  const prompts = query.data?.articleGoodDealAiPrompts ?? [];
  return (
    <section className={styles.root} aria-labelledby="good-deal-prompts-title">
      <Subtitle1 as="h2" id="good-deal-prompts-title">
        {MESSAGES.goodDealPromptsTitle}
      </Subtitle1>
      <ListStates
        failed={!!query.error && !query.data}
        onRetry={() => void query.refetch()}
        loading={!query.data && query.loading}
        empty={false}
      >
        {prompts.map((prompt) => (
          <GoodDealTextSetting
            key={prompt.id}
            field="prompt"
            label={`${MESSAGES.goodDealPromptLabel} ${prompt.promptOrder}`}
            saved={prompt.prompt}
            save={(text) => updatePrompt({ variables: { id: prompt.id, prompt: text } })}
          />
        ))}
        <GoodDealTextSetting
          field="text"
          label={MESSAGES.goodDealClauseLabel}
          saved={query.data?.articleGoodDealTransparencyClause ?? ''}
          save={async (text) => {
            const result = await updateClause({ variables: { text } });
            if (!result.error) void query.refetch();
            return result;
          }}
        />
      </ListStates>
    </section>
  );
}
