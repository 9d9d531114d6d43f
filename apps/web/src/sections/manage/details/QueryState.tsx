import type { ReactNode } from 'react';
import { Alert, Center, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';

/** Loader while a query runs, its error's label when it fails, else its data rendered. */
export function QueryState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const t = useT();
  const errorText = useErrorText();
  if (query.isPending) {
    return (
      <Center py="md">
        <Loader size="sm" role="img" aria-label={t('details.loading')} />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" role="alert">
        {errorText(query.error)}
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}
