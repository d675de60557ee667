import { graphql, HttpResponse } from 'msw';

import { makeFragmentData } from '../../src/gql';
import {
  CategoryMenu_CategoryFragmentDoc,
  FooterQueryDocument,
  LayoutQueryDocument,
  ProductTotal_QueryFragmentDoc,
  SessionQueryDocument,
} from '../../src/gql/graphql';
import { emptyHome, productPage } from '../fixtures/catalog';
import { categories } from '../fixtures/categories';

/**
 * The back office's endpoint, beside jsdom's page (src/staff/testing/staffApi.ts); the server-rendering tests run
 * without a page, and never call it.
 */
const staffEndpoint = graphql.link(
  new URL('/staff/graphql', typeof location === 'undefined' ? 'http://localhost/' : location.href).href,
);

/** The GraphQL endpoint the test app talks to (see test/render.tsx). */
export const gatewayApi = graphql.link('http://localhost/graphql');

/** What the gateway answers unless a test says otherwise with `server.use(...)`. */
export const handlers = [
  gatewayApi.query(LayoutQueryDocument, () =>
    HttpResponse.json({
      data: {
        categories: categories.map((category) =>
          makeFragmentData(category, CategoryMenu_CategoryFragmentDoc),
        ),
        ...makeFragmentData({ productCount: 63 }, ProductTotal_QueryFragmentDoc),
      },
    }),
  ),
  // Visitors are logged out unless a test logs them in (e.g. `server.use(gatewayApi.query(SessionQueryDocument, ...))`).
  gatewayApi.query(SessionQueryDocument, () => HttpResponse.json({ data: { viewer: null } })),
  // The footer has no banner unless a test gives it one.
  gatewayApi.query(FooterQueryDocument, () =>
    HttpResponse.json({ data: { home: { ...{ __typename: 'Home' }, footerBanner: null } } }),
  ),
  // The home page is empty unless a test gives it content (see test/fixtures/catalog.ts).
  gatewayApi.query('HomeRouteQuery', () => HttpResponse.json({ data: { home: emptyHome } })),
  // The dashboard's Buy again is empty unless a test gives it items.
  gatewayApi.query('DashboardBuyAgainQuery', () =>
    HttpResponse.json({ data: { home: { __typename: 'Home', buyAgain: [] } } }),
  ),
  // A store without shopping lists unless a test offers them (test/shoppingLists.ts): their buttons stay hidden.
  gatewayApi.query('StoreFeatures', () =>
    HttpResponse.json({ data: { storeFeatures: { __typename: 'StoreFeatures', shoppingLists: false } } }),
  ),
  // A store without reorder reminders unless a test offers them: the account's link stays hidden.
  gatewayApi.query('ReorderRemindersOffered', () =>
    HttpResponse.json({ data: { storeFeatures: { __typename: 'StoreFeatures', reorderReminders: false } } }),
  ),
  // A search finds nothing unless a test says otherwise (the header search opens the results page).
  gatewayApi.query('SearchRouteQuery', () =>
    HttpResponse.json({ data: { searchProducts: productPage([]) } }),
  ),
  // The back office: nothing waits today and no record has notes, unless a test says otherwise.
  staffEndpoint.query('StaffHome', () =>
    HttpResponse.json({
      data: {
        staffHome: {
          __typename: 'StaffHome',
          registrationsWaiting: 0,
          oldestRegistrationAt: null,
          ordersToProcess: 0,
          ordersToShip: 0,
          licencesExpiring: 0,
          productsOutOfStock: 0,
        },
      },
    }),
  ),
  staffEndpoint.query('StaffNotes', () => HttpResponse.json({ data: { staffNotes: [] } })),
];
