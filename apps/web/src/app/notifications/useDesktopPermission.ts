import { useCallback, useState } from 'react';
import { desktopPermission, requestDesktopPermission, type DesktopPermission } from './desktopNotifications';

/** The browser's notification permission and the way to ask for it (from a click: browsers require a gesture). */
export function useDesktopPermission(): { permission: DesktopPermission; request: () => Promise<void> } {
  const [permission, setPermission] = useState<DesktopPermission>(desktopPermission);
  const request = useCallback(async () => {
    try {
      setPermission(await requestDesktopPermission());
    } catch (error) {
      // Old browsers only take a callback; their answer is read back from Notification.permission.
      console.warn('Could not ask for the notification permission.', error);
      setPermission(desktopPermission());
    }
  }, []);
  return { permission, request };
}
