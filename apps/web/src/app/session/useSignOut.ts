import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { logout } from '../../api/endpoints';
import { clearToken } from '../../api/token';
import { dropSessionQueries } from '../queries';
import { postTabMessage } from '../tabs/tabSync';
import { useSession } from './sessionStore';

/** Sign-out: tell the server (best effort), forget the token and the user's data, go to the base route. */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await logout();
    } catch (error) {
      console.warn('Logout call failed; the session is closed locally anyway.', error);
    }
    clearToken();
    // The session guard sends the user to the base route (docs/product.md §2 "after disconnection").
    useSession.getState().signedOutByUser();
    dropSessionQueries(queryClient);
    postTabMessage({ type: 'disconnected', notice: null });
  }, [queryClient]);
}
