// The refusals no field shows (rights, brand, the AI service), one bar each.
import { MessageBar, MessageBarBody } from '@fluentui/react-components';

export function FormBar({ messages }: { messages: readonly string[] }) {
  return (
    <>
      {messages.map((message) => (
        <MessageBar key={message} intent="error" role="alert">
          <MessageBarBody>{message}</MessageBarBody>
        </MessageBar>
      ))}
    </>
  );
}
