import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  onError: (error: Error, info: ErrorInfo) => void;
  children: ReactNode;
}

/**
 * Sits at the top of a page's own React root (errors do not cross roots) and hands a render
 * error to the shell, which shows its "temporarily unavailable" screen. No DOM of its own.
 */
export class PageErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.onError(error, info);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
