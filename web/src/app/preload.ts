import type { ApolloClient, DocumentNode } from '@apollo/client';
import { Kind } from 'graphql';

import { HomeRouteQueryDocument, LayoutQueryDocument, SessionQueryDocument } from '../gql/graphql';

/**
 * Queries the gateway answers inside a page's HTML, by path ('*' for every page), so the first render has its
 * data without a round trip. Only queries without variables: the gateway knows no more than the path. The build
 * writes them to dist/preload.json (see vite.config.ts); the gateway runs them as the visitor, with the same rules
 * as any GraphQL request (no prices without a session).
 */
export const preloadedQueries: Record<string, readonly DocumentNode[]> = {
  '*': [LayoutQueryDocument, SessionQueryDocument],
  '/': [HomeRouteQueryDocument],
};

/** The id of the `<script type="application/json">` the gateway writes the answers into. */
export const PRELOADED_ELEMENT_ID = 'preloaded-data';

interface PreloadedAnswer {
  operationName: string;
  data: Record<string, unknown>;
}

/** The name of the document's operation (every preloaded query has one). */
export function operationNameOf(document: DocumentNode): string | undefined {
  for (const definition of document.definitions)
    if (definition.kind === Kind.OPERATION_DEFINITION) return definition.name?.value;
  return undefined;
}

const documentsByName = new Map(
  Object.values(preloadedQueries)
    .flat()
    .map((document) => [operationNameOf(document), document] as const),
);

/**
 * Puts the answers the gateway wrote into the page into the Apollo cache, so the queries that asked for them find
 * them there. A page without them (the dev server, a failed store) simply fetches as usual.
 */
export function restorePreloadedAnswers(
  client: ApolloClient,
  element = document.getElementById(PRELOADED_ELEMENT_ID),
) {
  if (!element?.textContent) return;
  let answers: PreloadedAnswer[];
  try {
    answers = JSON.parse(element.textContent) as PreloadedAnswer[];
  } catch {
    console.warn('The page carried unreadable preloaded data; fetching instead.');
    return;
  }
  for (const { operationName, data } of Array.isArray(answers) ? answers : []) {
    const query = documentsByName.get(operationName);
    if (query && data) client.writeQuery({ query, data });
  }
}
