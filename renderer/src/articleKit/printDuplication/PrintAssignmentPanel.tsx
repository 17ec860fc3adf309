// The editor drawer's « Print » section (issue 36): the print assignments a web article is linked
// to (its machine tags topicassignment:id=…), each with its subject, heading / issue / magazine
// and the latest version's status — where the journalist finds the article once sent to print.
// Asked of the server with the brand's scope: an assignment the user may not read is not shown.
import { useQuery } from '@apollo/client/react';
import { Badge, Caption1, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { MESSAGES } from '../../../../common/domain/messages';
import { DrawerSection } from '../../editorKit';
import { LoadErrorBar } from '../../ui/LoadErrorBar';
import { PrintAssignmentsDocument } from '../../graphql/generated/graphql';
import { assignmentPlace, latestStatusLabel } from './printDuplicationModel';

const useStyles = makeStyles({
  list: { margin: 0, padding: 0, listStyleType: 'none' },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    paddingBlock: tokens.spacingVerticalXS,
  },
  place: { color: tokens.colorNeutralForeground3 },
  status: { alignSelf: 'flex-start' },
});

export const PRINT_PANEL_TITLE = 'Print';

export function PrintAssignmentPanel({
  brandKey,
  assignmentIds,
}: {
  brandKey: string;
  assignmentIds: readonly string[];
}) {
  const styles = useStyles();
  const { data, error, loading, refetch } = useQuery(PrintAssignmentsDocument, {
    variables: { where: { brandKey, id_in: [...assignmentIds] }, first: assignmentIds.length },
    skip: assignmentIds.length === 0,
    fetchPolicy: 'cache-and-network',
  });
  if (assignmentIds.length === 0) return null;
  const assignments = data?.assignments ?? [];
  return (
    <DrawerSection title={PRINT_PANEL_TITLE}>
      {error && !data ? (
        <LoadErrorBar onRetry={() => void refetch()} />
      ) : loading && !data ? (
        <Spinner size="tiny" />
      ) : assignments.length === 0 ? (
        <Caption1>{MESSAGES.printPanelNotFound}</Caption1>
      ) : (
        <ul className={styles.list}>
          {assignments.map((assignment) => {
            const status = latestStatusLabel(assignment);
            return (
              <li key={assignment.id} className={styles.item}>
                <Text weight="semibold">{assignment.subject.title}</Text>
                <Caption1 className={styles.place}>{assignmentPlace(assignment)}</Caption1>
                {status && (
                  <Badge appearance="tint" color="informative" className={styles.status}>
                    {status}
                  </Badge>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </DrawerSection>
  );
}
