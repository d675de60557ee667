import { ApolloProvider } from '@apollo/client/react';
import { Box } from '@chakra-ui/react';
import { useState } from 'react';
import { Route, Routes } from 'react-router';

import { AuditLogRoute } from './audit/AuditLogRoute';
import { CustomerRoute } from './customers/CustomerRoute';
import { StaffHomeRoute } from './home/StaffHomeRoute';
import { CustomersRoute } from './customers/CustomersRoute';
import { StaffLayout } from './components/StaffLayout';
import { StaffNotFound } from './components/StaffNotFound';
import { createStaffClient } from './lib/apollo';
import { CatalogContentOnly } from './catalog/CatalogContentOnly';
import { CatalogRoute } from './catalog/CatalogRoute';
import { ImportRoute } from './catalog/ImportRoute';
import { TaxonomyRoute } from './catalog/TaxonomyRoute';
import { SetPasswordRoute } from './login/SetPasswordRoute';
import { StaffLoginRoute } from './login/StaffLoginRoute';
import { OrderRoute } from './orders/OrderRoute';
import { OrdersRoute } from './orders/OrdersRoute';
import { InvoiceRoute } from './orders/InvoiceRoute';
import { PackingSlipRoute } from './orders/PackingSlipRoute';
import { PrintOrdersRoute } from './orders/PrintOrdersRoute';
import { RegistrationRoute } from './registrations/RegistrationRoute';
import { RegistrationsRoute } from './registrations/RegistrationsRoute';
import { RenewalsRoute } from './renewals/RenewalsRoute';
import { SecurityRoute } from './security/SecurityRoute';
import { TeamRoute } from './team/TeamRoute';
import { RequireStaff } from './session';

/**
 * The back office under /staff: a chunk of its own that the storefront's pages never load, its own GraphQL client
 * (/staff/graphql) and session, no storefront header, footer or age gate. The browser renders it alone: the
 * gateway's server renderer leaves /staff pages to the browser.
 */
export function StaffApp() {
  // A client of its own for as long as the back office is open: nothing of it outlives a visit to the store.
  const [client] = useState(() => createStaffClient({ uri: new URL('/staff/graphql', location.href).href }));
  return (
    <ApolloProvider client={client}>
      <Box css={{ '@media print': { '& .staff-no-print': { display: 'none' } } }}>
        <Routes>
          <Route path="login" element={<StaffLoginRoute />} />
          <Route path="set-password/:token" element={<SetPasswordRoute />} />
          <Route
            element={
              <RequireStaff>
                <StaffLayout />
              </RequireStaff>
            }
          >
            <Route index element={<StaffHomeRoute />} />
            {/* Sales: registrations and customers */}
            <Route
              path="registrations"
              element={
                <RequireStaff area="registrations">
                  <RegistrationsRoute />
                </RequireStaff>
              }
            />
            <Route
              path="registrations/:id"
              element={
                <RequireStaff area="registrations">
                  <RegistrationRoute />
                </RequireStaff>
              }
            />
            <Route
              path="customers"
              element={
                <RequireStaff area="customers">
                  <CustomersRoute />
                </RequireStaff>
              }
            />
            <Route
              path="customers/:id"
              element={
                <RequireStaff area="customers">
                  <CustomerRoute />
                </RequireStaff>
              }
            />
            <Route
              path="renewals"
              element={
                <RequireStaff area="renewals">
                  <RenewalsRoute />
                </RequireStaff>
              }
            />
            {/* Orders (warehouse) */}
            <Route
              path="orders"
              element={
                <RequireStaff area="orders">
                  <OrdersRoute />
                </RequireStaff>
              }
            />
            <Route
              path="orders/print"
              element={
                <RequireStaff area="orders">
                  <PrintOrdersRoute />
                </RequireStaff>
              }
            />
            <Route
              path="orders/:orderId/invoice"
              element={
                <RequireStaff area="orders">
                  <InvoiceRoute />
                </RequireStaff>
              }
            />
            <Route
              path="orders/:orderId"
              element={
                <RequireStaff area="orders">
                  <OrderRoute />
                </RequireStaff>
              }
            />
            <Route
              path="orders/:orderId/packing-slip"
              element={
                <RequireStaff area="orders">
                  <PackingSlipRoute />
                </RequireStaff>
              }
            />
            {/* Catalog, Team, Sign-in security (staff-web-admin) */}
            <Route
              path="catalog"
              element={
                <RequireStaff area="catalog">
                  <CatalogRoute />
                </RequireStaff>
              }
            />
            <Route
              path="catalog/categories"
              element={
                <RequireStaff area="catalog">
                  <CatalogContentOnly>
                    <TaxonomyRoute />
                  </CatalogContentOnly>
                </RequireStaff>
              }
            />
            <Route
              path="catalog/import"
              element={
                <RequireStaff area="catalog">
                  <CatalogContentOnly work="import">
                    <ImportRoute />
                  </CatalogContentOnly>
                </RequireStaff>
              }
            />
            <Route
              path="team"
              element={
                <RequireStaff area="team">
                  <TeamRoute />
                </RequireStaff>
              }
            />
            <Route
              path="audit"
              element={
                <RequireStaff area="audit">
                  <AuditLogRoute />
                </RequireStaff>
              }
            />
            <Route path="security" element={<SecurityRoute />} />
            <Route path="*" element={<StaffNotFound />} />
          </Route>
        </Routes>
      </Box>
    </ApolloProvider>
  );
}
