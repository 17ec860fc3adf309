// The « Duplication print » dialog's state and sending (issue 36): the choice of an existing
// subject (searched as the user types) or a new one (magazine → issue → heading, unit optional),
// the title and the status; then createSubject when new and updateAssignment with the version.
// What the user typed stays on any refusal; a subject created before a failed send is kept as
// the chosen one, so trying again does not meet the duplicate-subject refusal.
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { PRINT_LIMITS } from '../../../../common/domain/printWorkflow';
import { formatMessage } from '../../../../common/domain/messages';
import { validatePrintDuplication } from '../../../../common/domain/validation/print';
import { useSearchResults } from '../../ui/useSearchResults';
import {
  CreatePrintSubjectDocument,
  PrintAssignmentsDocument,
  PrintHeadingsDocument,
  PrintIssuesDocument,
  PrintPublicationsDocument,
  PrintUnitsDocument,
  SendToPrintDocument,
  type PrintAssignmentSummaryFragment,
} from '../../graphql/generated/graphql';
import {
  newSubjectTitle,
  placeRefusal,
  printVersionOf,
  type PrintDuplicationArticle,
  type PrintDuplicationStatus,
} from './printDuplicationModel';

export type SubjectMode = 'existing' | 'new';

export interface NewSubjectChoice {
  publicationId: string;
  issueId: string;
  headingId: string;
  unitId: string;
}

const NO_NEW_SUBJECT: NewSubjectChoice = {
  publicationId: '',
  issueId: '',
  headingId: '',
  unitId: '',
};

/** The brand's subjects whose title contains the text (newest first when empty), debounced. */
function useSubjectSearch(brandKey: string, text: string) {
  const client = useApolloClient();
  const run = useCallback(
    async (typed: string) => {
      const result = await client.query({
        query: PrintAssignmentsDocument,
        variables: {
          where: { brandKey, ...(typed.trim() ? { subjectTitle_contains: typed.trim() } : {}) },
          first: PRINT_LIMITS.subjectSearchFirst,
        },
        fetchPolicy: 'network-only',
      });
      if (result.error || !result.data) throw result.error ?? new Error('no data');
      return result.data.assignments;
    },
    [client, brandKey],
  );
  return useSearchResults(run, text);
}

/** Magazines of the brand, the chosen magazine's issues, the chosen issue's headings, the units. */
function useNewSubjectLists(brandKey: string, choice: NewSubjectChoice, active: boolean) {
  const publications = useQuery(PrintPublicationsDocument, {
    variables: { brandKey },
    skip: !active,
  });
  const issues = useQuery(PrintIssuesDocument, {
    variables: { publication: choice.publicationId },
    skip: !active || !choice.publicationId,
  });
  const headings = useQuery(PrintHeadingsDocument, {
    variables: { issue: choice.issueId },
    skip: !active || !choice.issueId,
  });
  const units = useQuery(PrintUnitsDocument, { variables: { brandKey }, skip: !active });
  return {
    publications: publications.data?.printPublications ?? [],
    issues: choice.publicationId ? (issues.data?.printIssues ?? []) : [],
    headings: choice.issueId ? (headings.data?.printHeadings ?? []) : [],
    units: units.data?.units ?? [],
    failed: Boolean(publications.error ?? issues.error ?? headings.error ?? units.error),
  };
}

export function usePrintDuplication(
  article: PrintDuplicationArticle,
  onSent: (assignment: PrintAssignmentSummaryFragment) => void,
) {
  const [mode, setMode] = useState<SubjectMode>('existing');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<PrintAssignmentSummaryFragment | null>(null);
  const [newSubject, setNewSubject] = useState<NewSubjectChoice>(NO_NEW_SUBJECT);
  const [title, setTitle] = useState(article.title);
  const [status, setStatus] = useState<PrintDuplicationStatus>('Validation');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [barMessage, setBarMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const subjects = useSubjectSearch(article.brandKey, search);
  const lists = useNewSubjectLists(article.brandKey, newSubject, mode === 'new');
  const [createSubject] = useMutation(CreatePrintSubjectDocument);
  const [sendToPrint] = useMutation(SendToPrintDocument);

  /** A magazine resets its issue and heading; an issue its heading. */
  const chooseNew = (change: Partial<NewSubjectChoice>) =>
    setNewSubject((current) => {
      const next = { ...current, ...change };
      if (change.publicationId !== undefined) Object.assign(next, { issueId: '', headingId: '' });
      if (change.issueId !== undefined) next.headingId = '';
      return next;
    });

  /** The refusal on its fields and in the bar; a subject created meanwhile is said to exist. */
  const refuse = (error: unknown, createdTitle: string | null = null) => {
    const placed = placeRefusal(error);
    setErrors(placed.fields);
    const created = createdTitle
      ? formatMessage('printSubjectCreatedNotSent', { title: createdTitle })
      : null;
    setBarMessage([placed.message, created].filter(Boolean).join(' ') || null);
  };

  /** The assignment to write to: the chosen one, or a subject created now (null: refused). */
  const assignmentToWrite = async (): Promise<PrintAssignmentSummaryFragment | null> => {
    if (mode === 'existing') return chosen;
    const created = await createSubject({
      variables: {
        data: {
          title: newSubjectTitle(title),
          printHeading: newSubject.headingId,
          unit: newSubject.unitId || null,
        },
      },
    });
    const assignment = created.data?.createSubject.assignment;
    if (created.error || !assignment) {
      refuse(created.error);
      return null;
    }
    // Created: from now on it is the chosen subject (a retry must not create it twice).
    setChosen(assignment);
    setMode('existing');
    return assignment;
  };

  const send = async () => {
    const found = validatePrintDuplication({
      subjectId: mode === 'existing' ? (chosen?.subject.id ?? null) : null,
      publicationId: mode === 'new' ? newSubject.publicationId || null : null,
      issueId: mode === 'new' ? newSubject.issueId || null : null,
      headingId: mode === 'new' ? newSubject.headingId || null : null,
      title,
    });
    setErrors(found);
    setBarMessage(null);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    let createdTitle: string | null = null;
    try {
      const assignment = await assignmentToWrite();
      if (!assignment) return;
      if (mode === 'new') createdTitle = assignment.subject.title;
      const result = await sendToPrint({
        variables: {
          id: assignment.id,
          data: { version: printVersionOf(article, title, status), webArticle: article.id },
        },
      });
      if (result.error || !result.data) return refuse(result.error, createdTitle);
      onSent(result.data.updateAssignment);
    } catch (error) {
      refuse(error, createdTitle);
    } finally {
      setSending(false);
    }
  };

  return {
    mode,
    setMode,
    search,
    setSearch,
    subjects,
    chosen,
    setChosen,
    newSubject,
    chooseNew,
    lists,
    title,
    setTitle,
    status,
    setStatus,
    errors,
    barMessage,
    sending,
    send,
  };
}
