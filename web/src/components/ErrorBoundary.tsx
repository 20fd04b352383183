import { Component, type ErrorInfo, type ReactNode } from "react";
import { reportClientError } from "../lib/error-reporting";

interface State {
  failed: boolean;
}

/**
 * The last line of defence for a render error: the page says what happened and offers a reload
 * instead of going blank, and the error is reported to the server.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportClientError(error, "render", info.componentStack ?? undefined);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <main role="alert" className="mx-auto max-w-xl px-6 py-24 text-center">
        <h1 className="text-2xl font-semibold">Something went wrong on this page</h1>
        <p className="mt-3 text-slate-600">
          The error has been reported. Reloading usually fixes it; your submitted checks are safe.
        </p>
        <button
          type="button"
          className="mt-6 rounded-md bg-slate-900 px-4 py-2 text-white"
          onClick={() => window.location.reload()}
        >
          Reload the page
        </button>
      </main>
    );
  }
}
