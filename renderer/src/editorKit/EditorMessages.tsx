// The message bars above an editor's form: a local write main refused, a form-level refusal, and
// the field messages the form has no place for right now (a hidden or absent field).
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { messagesOutside, type FieldErrors } from './fieldErrors';

export function EditorMessages({
  draftError,
  formError,
  fieldErrors,
  displayedFields,
}: {
  draftError: string | null;
  formError: string | null;
  fieldErrors: FieldErrors;
  displayedFields: ReadonlySet<string>;
}) {
  const otherFieldMessages = messagesOutside(fieldErrors, displayedFields);
  return (
    <>
      {draftError && (
        <MessageBar intent="error">
          <MessageBarBody>{draftError}</MessageBarBody>
        </MessageBar>
      )}
      {formError && (
        <MessageBar intent="error">
          <MessageBarBody>{formError}</MessageBarBody>
        </MessageBar>
      )}
      {otherFieldMessages.length > 0 && (
        <MessageBar intent="error" data-testid="article-other-field-errors">
          <MessageBarBody>{otherFieldMessages.join(' ')}</MessageBarBody>
        </MessageBar>
      )}
    </>
  );
}
