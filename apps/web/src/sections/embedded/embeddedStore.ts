import { create } from 'zustand';
import type { EmbeddedModeState } from '@postbridge/domain';

/** Where the frame is (docs/product.md §4 "Embedded mode"), for its status screen and its bridge. */
export interface EmbeddedView {
  state: EmbeddedModeState;
  /** Why the frame ended (done), why the last token was refused (ready), or why the deposit ended. */
  error: string | null;
  /** The deposit followed since the last sendFile or loadJob. */
  jobId: string | null;
  /** The order created for it. */
  commandId: string | null;
  /** The last sendFile asked for no jobCreated. */
  skipNotification: boolean;
}

interface EmbeddedStore extends EmbeddedView {
  /** Started with `?externalAuth`: the parent page signs in with setToken, no sign-in form is shown. */
  externalAuth: boolean;
  started: (externalAuth: boolean) => void;
  changed: (view: Partial<EmbeddedView>) => void;
}

export const useEmbeddedStore = create<EmbeddedStore>()((set) => ({
  externalAuth: false,
  state: 'loading',
  error: null,
  jobId: null,
  commandId: null,
  skipNotification: false,
  started: (externalAuth) => set({ externalAuth }),
  changed: (view) => set(view),
}));
