/** Time source handed to use cases, so tests can move time (token expiry, search ranges) without sleeping. */
export type Clock = { now: () => Date };
export const systemClock: Clock = { now: () => new Date() };
export const addMinutes = (date: Date, minutes: number): Date => new Date(date.getTime() + minutes * 60_000);
