import { Route, Routes } from "react-router";
import { OperatorLayout, isOperatorPath } from "./components/OperatorLayout";
import { SiteLayout } from "./components/SiteLayout";
import { routes } from "./routes";

export function App() {
  return (
    <Routes>
      <Route element={<OperatorLayout />}>
        {routes
          .filter((r) => isOperatorPath(r.path))
          .map((r) => (
            <Route key={r.path} path={r.path} element={r.element} />
          ))}
      </Route>
      <Route element={<SiteLayout />}>
        {routes
          .filter((r) => !isOperatorPath(r.path))
          .map((r) => (
            <Route key={r.path} path={r.path} element={r.element} />
          ))}
      </Route>
    </Routes>
  );
}
