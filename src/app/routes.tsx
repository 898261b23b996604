import { Navigate, type RouteObject } from 'react-router';
import { ErrorPage } from '../features/errors/error-page';
import { HomePage } from '../features/home/home-page';
import { LayoutShell } from '../shell/layout-shell';

/** The route table: every screen lives inside the layout shell; unknown paths go to /404. */
export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/index" replace /> },
  {
    element: <LayoutShell />,
    children: [
      { path: '/index', element: <HomePage /> },
      { path: '/404', element: <ErrorPage status={404} /> },
      { path: '/401', element: <ErrorPage status={401} /> },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];
