/**
 * Operator views refresh themselves this often while the tab is visible (react-query's interval
 * pauses while the document is hidden), besides the Refresh button.
 */
export const AUTO_REFRESH_MS = 30_000;
export const live = { refetchInterval: AUTO_REFRESH_MS, refetchIntervalInBackground: false } as const;
