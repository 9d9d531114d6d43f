import { Alert, List } from '@mantine/core';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import type { ActionOutcome, OrderAction } from './validationApi';

/** What became of each order acted on: those done, and each refusal with the server's reason. */
export function ActionResults({ action, outcomes }: { action: OrderAction; outcomes: ActionOutcome[] }) {
  const t = useT();
  const errorText = useErrorText();
  const done = outcomes.filter((outcome) => outcome.error === null);
  const failed = outcomes.filter((outcome) => outcome.error !== null);
  const lines = (items: ActionOutcome[], text: (outcome: ActionOutcome) => string) =>
    items.length === 1 ? (
      text(items[0]!)
    ) : (
      <List size="sm">
        {items.map((outcome) => (
          <List.Item key={outcome.command.id}>{text(outcome)}</List.Item>
        ))}
      </List>
    );
  return (
    <>
      {failed.length > 0 && (
        <Alert color="red" role="alert">
          {lines(failed, ({ command, error }) =>
            t(
              action === 'validate'
                ? 'deposit.validation.failed.validate'
                : 'deposit.validation.failed.reject',
              {
                name: command.jobName,
                reason: errorText(error),
              },
            ),
          )}
        </Alert>
      )}
      {done.length > 0 && (
        <Alert color="green" role="status">
          {lines(done, ({ command }) =>
            t(action === 'validate' ? 'deposit.validation.validated' : 'deposit.validation.rejected', {
              name: command.jobName,
            }),
          )}
        </Alert>
      )}
    </>
  );
}
