import type { ReactElement } from "react";
import { OutboxPage } from "../features/dev/OutboxPage";
import { LandingPage } from "../features/landing/LandingPage";
import { CheckStatusPage } from "../features/status/CheckStatusPage";
import { NotFoundPage } from "./NotFoundPage";

/** Every route of the SPA. Capabilities add theirs here; "*" stays last. */
export const routes: { path: string; element: ReactElement }[] = [
  { path: "/", element: <LandingPage /> },
  { path: "/check-status/:id", element: <CheckStatusPage /> },
  { path: "/dev/outbox", element: <OutboxPage /> },
  { path: "*", element: <NotFoundPage /> },
];
