import { Component, type ErrorInfo, type ReactNode } from 'react';
import { WorkInProgress } from './WorkInProgress';

interface State {
  failed: boolean;
}

/** Catch-all boundary around the whole application: any render error shows the 'work in progress' page. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unexpected error in the application', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <WorkInProgress /> : this.props.children;
  }
}
