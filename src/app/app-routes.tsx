// The route table of commands/routes.ts mapped onto pages. Each feature's pages load on demand.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ROUTES, type RouteSpec } from '../../commands/routes.ts';
import { ComingSoon } from '../ui/coming-soon.tsx';
import { PublicOnly, RequireAuth, RequirePermission } from './route-guard.tsx';
import { Layout, PageLoading } from './shell/layout.tsx';

const LoginPage = lazy(() => import('../features/auth/login-page.tsx'));
const DashboardPage = lazy(() => import('../features/dashboard/dashboard-page.tsx'));
const UsersPage = lazy(() => import('../features/users/users-page.tsx'));
const RolesPage = lazy(() => import('../features/roles/roles-page.tsx'));
const RoleFormPage = lazy(() => import('../features/roles/role-form-page.tsx'));
const OfficesPage = lazy(() => import('../features/offices/offices-page.tsx'));
const OfficeFormPage = lazy(() => import('../features/offices/office-form-page.tsx'));
const EmployeesPage = lazy(() => import('../features/employees/employees-page.tsx'));
const EmployeeFormPage = lazy(() => import('../features/employees/employee-form-page.tsx'));
const DepartmentsPage = lazy(() => import('../features/departments/departments-page.tsx'));
const DepartmentMembersPage = lazy(() => import('../features/departments/department-members-page.tsx'));
const ProjectsPage = lazy(() => import('../features/projects/projects-page.tsx'));
const LeaveRequestPage = lazy(() => import('../features/requests/filing/leave-request-page.tsx'));
const OvertimeRequestPage = lazy(() => import('../features/requests/filing/overtime-request-page.tsx'));
const PostClockRequestPage = lazy(() => import('../features/requests/filing/post-clock-request-page.tsx'));
const LeaveTypesPage = lazy(() => import('../features/requests/leave-types/leave-types-page.tsx'));
const BalancesPage = lazy(() => import('../features/requests/balances/balances-page.tsx'));
const HolidaysPage = lazy(() => import('../features/requests/holidays/holidays-page.tsx'));
const RequestListPage = lazy(() => import('../features/requests/request-list-page.tsx'));

const PAGES: Partial<Record<string, LazyExoticComponent<ComponentType>>> = {
  '/': DashboardPage,
  '/users': UsersPage,
  '/users/:id/edit': UsersPage,
  '/roles': RolesPage,
  '/roles/add': RoleFormPage,
  '/roles/:id/edit': RoleFormPage,
  '/offices': OfficesPage,
  '/offices/add': OfficeFormPage,
  '/offices/edit/:officeId': OfficeFormPage,
  '/employee': EmployeesPage,
  '/employee/add': EmployeeFormPage,
  '/employee/edit/:id': EmployeeFormPage,
  '/department': DepartmentsPage,
  '/department/:id': DepartmentMembersPage,
  '/projects': ProjectsPage,
  '/leave/add': LeaveRequestPage,
  '/ot/add': OvertimeRequestPage,
  '/post-clock-request/add': PostClockRequestPage,
  '/leave/types': LeaveTypesPage,
  '/leave/balances': BalancesPage,
  '/leave/holidays': HolidaysPage,
  '/leave': RequestListPage,
  '/ot': RequestListPage,
  '/post-clock-request': RequestListPage,
};

function element(route: RouteSpec) {
  const Page = PAGES[route.path];
  return <RequirePermission route={route}>{Page && !route.comingSoon ? <Page /> : <ComingSoon title={route.title} />}</RequirePermission>;
}

// Deeper pages of areas not built yet (e.g. /employee/edit/4) show the area's "coming soon" page.
const AREA_SPLATS = ROUTES.filter((r) => r.comingSoon && r.path.split('/').length === 2).map((r) => ({ ...r, path: `${r.path}/*` }));

export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/login"
        element={
          <PublicOnly>
            <Suspense fallback={<PageLoading />}>
              <LoginPage />
            </Suspense>
          </PublicOnly>
        }
      />
      <Route
        element={
          <RequireAuth>
            <Layout />
          </RequireAuth>
        }
      >
        {[...ROUTES, ...AREA_SPLATS].map((r) => (
          <Route key={r.path} path={r.path} element={element(r)} />
        ))}
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
