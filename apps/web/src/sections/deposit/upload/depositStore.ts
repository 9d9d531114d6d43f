import { create } from 'zustand';
import { useSession } from '../../../app/session/sessionStore';

// What the deposit screens keep between them (docs/product.md §3 "Deposit state": user (on behalf of)), and
// the file of a deposit link waiting for its service (docs/product.md §2 "deposit mode").

/** The user a deposit is made for (docs/product.md §6 behalf): their services are used. */
export interface BehalfChoice {
  userId: string;
  login: string;
  name: string;
}

interface DepositStore {
  behalf: BehalfChoice | null;
  /** The fileId of a deposit link, until it is placed in a box (or fails to load). */
  linkedFileId: string | null;
  behalfChosen: (choice: BehalfChoice | null) => void;
  fileLinked: (fileId: string) => void;
  linkedFileUsed: () => void;
}

export const useDepositStore = create<DepositStore>()((set) => ({
  behalf: null,
  linkedFileId: null,
  behalfChosen: (behalf) => set({ behalf }),
  fileLinked: (linkedFileId) => set({ linkedFileId }),
  linkedFileUsed: () => set({ linkedFileId: null }),
}));

// docs/product.md §4: logout resets the user's deposit state.
useSession.subscribe((state, previous) => {
  if (state.status === 'disconnected' && previous.status === 'logged') {
    useDepositStore.setState({ behalf: null, linkedFileId: null });
  }
});
