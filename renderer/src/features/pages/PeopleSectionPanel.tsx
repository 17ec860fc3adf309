// A People section: person tags searched by name and added (never created from here, 001 §5), at
// most 30; removable.
import { useLazyQuery } from '@apollo/client/react';
import {
  Button,
  Caption1,
  Field,
  MessageBar,
  MessageBarBody,
  SearchBox,
  Tag,
  TagGroup,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { LIMITS } from '../../../../common/domain/limits';
import { MESSAGES } from '../../../../common/domain/messages';
import { PersonTagSearchDocument } from '../../graphql/generated/graphql';
import type { PersonDraft } from './pageForm';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  results: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

export function PeopleSectionPanel({
  people,
  disabled,
  onChange,
}: {
  people: readonly PersonDraft[];
  disabled: boolean;
  onChange: (people: PersonDraft[]) => void;
}) {
  const styles = useStyles();
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [search, result] = useLazyQuery(PersonTagSearchDocument);
  useEffect(() => {
    if (text.trim().length < 2) return;
    const timer = setTimeout(
      () => void search({ variables: { query: text.trim() } }),
      LIMITS.debounce.autocompleteMs,
    );
    return () => clearTimeout(timer);
  }, [text, search]);

  const add = (person: PersonDraft) => {
    if (people.some((p) => p.id === person.id)) return setRefusal(MESSAGES.boardDuplicate);
    if (people.length >= LIMITS.peopleTagsMax) return setRefusal(MESSAGES.peopleTooMany);
    setRefusal(null);
    onChange([...people, person]);
  };

  return (
    <div className={styles.root}>
      <Field label="Rechercher une personnalité">
        <SearchBox value={text} disabled={disabled} onChange={(_, d) => setText(d.value)} />
      </Field>
      {refusal && (
        <MessageBar intent="error">
          <MessageBarBody>{refusal}</MessageBarBody>
        </MessageBar>
      )}
      {text.trim().length >= 2 && (
        <ul className={styles.results} aria-label="Personnalités trouvées">
          {(result.data?.searchTags ?? []).map((tag) => (
            <li key={tag.id}>
              <Button
                size="small"
                icon={<AddRegular />}
                disabled={disabled}
                onClick={() => add({ id: tag.id, title: tag.title })}
              >
                {tag.title}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Caption1 className={styles.muted}>
        {people.length} / {LIMITS.peopleTagsMax} personnalités
      </Caption1>
      <TagGroup
        aria-label="Personnalités de la section"
        onDismiss={(_, d) => !disabled && onChange(people.filter((p) => p.id !== d.value))}
      >
        {people.map((p) => (
          <Tag
            key={p.id}
            value={p.id}
            dismissible={!disabled}
            dismissIcon={{ 'aria-label': `Retirer ${p.title}` }}
          >
            {p.title}
          </Tag>
        ))}
      </TagGroup>
    </div>
  );
}
