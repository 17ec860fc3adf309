// What a screen shows when loading failed: the French message and « Réessayer ». Every list and
// editor uses this one, so a failed load reads and behaves the same everywhere.
import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { MESSAGES } from '../../../common/domain/messages';

export interface LoadErrorBarProps {
  /** French text; the generic error by default. */
  message?: string;
  onRetry: () => void;
  className?: string;
}

export function LoadErrorBar({
  message = MESSAGES.genericError,
  onRetry,
  className,
}: LoadErrorBarProps) {
  return (
    <MessageBar intent="error" role="alert" className={className}>
      <MessageBarBody>{message}</MessageBarBody>
      <MessageBarActions>
        <Button onClick={onRetry}>{MESSAGES.genericRetry}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}
