import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { WorkInProgress } from './WorkInProgress';

/** Error element of the root route: logs what failed, shows 'work in progress' (docs/product.md §2). */
export function RouteErrorFallback() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Unexpected error in a screen', error);
  }, [error]);
  return <WorkInProgress />;
}
