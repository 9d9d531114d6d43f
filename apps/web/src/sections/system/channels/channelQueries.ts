// Query keys of the channel screens: under the session, read again together after a save.
export const channelsKey = (...parts: readonly string[]) => ['session', 'system', 'channels', ...parts];
