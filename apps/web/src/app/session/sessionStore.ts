import { create } from 'zustand';
import type { LabelKey, SessionUser } from '@postbridge/domain';

/** Session states of docs/product.md §4: disconnected → logging → logged, and back to disconnected. */
type SessionStatus = 'disconnected' | 'logging' | 'logged';

interface SessionState {
  status: SessionStatus;
  token: string | null;
  user: SessionUser | null;
  /** Why the user was sent back to sign-in (session time-out, not allowed), shown there once. */
  notice: LabelKey | null;
  /** True after the user signed out on purpose: the sign-in page then forgets the page they were on. */
  signedOut: boolean;
  loginStarted(): void;
  loggedIn(token: string, user: SessionUser): void;
  loginFailed(): void;
  userUpdated(user: SessionUser): void;
  /** Logout, failed token check or lost session: resets the user (counters live in the query cache). */
  disconnected(notice?: LabelKey | null): void;
  signedOutByUser(): void;
  noticeShown(): void;
}

export const useSession = create<SessionState>()((set) => ({
  status: 'disconnected',
  token: null,
  user: null,
  notice: null,
  signedOut: false,
  loginStarted: () => set({ status: 'logging', notice: null }),
  loggedIn: (token, user) => set({ status: 'logged', token, user, notice: null, signedOut: false }),
  loginFailed: () => set({ status: 'disconnected', token: null, user: null }),
  userUpdated: (user) => set({ user }),
  disconnected: (notice = null) =>
    set({ status: 'disconnected', token: null, user: null, notice, signedOut: false }),
  signedOutByUser: () =>
    set({ status: 'disconnected', token: null, user: null, notice: null, signedOut: true }),
  noticeShown: () => set({ notice: null }),
}));
