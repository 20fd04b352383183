import { Route, Routes } from "react-router";
import { SiteLayout } from "./components/SiteLayout";
import { routes } from "./routes";

export function App() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        {routes.map((r) => (
          <Route key={r.path} path={r.path} element={r.element} />
        ))}
      </Route>
    </Routes>
  );
}
