import { describe, expect, it, vi } from 'vitest';

import { LayoutQueryDocument } from '../gql/graphql';
import { createApolloClient } from './apollo';
import { restorePreloadedAnswers } from './preload';

const layout = {
  categories: [{ __typename: 'Category', id: '1', slug: 'cigar', name: 'Cigars', children: [] }],
  productCount: 63,
};

function element(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.textContent = text;
  return script;
}

describe('answers the gateway wrote into the page', () => {
  it('fill the cache, so the queries asking for them need no request', () => {
    const client = createApolloClient({ uri: 'http://localhost/graphql' });

    restorePreloadedAnswers(
      client,
      element(JSON.stringify([{ operationName: 'LayoutQuery', data: layout }])),
    );

    expect(client.readQuery({ query: LayoutQueryDocument })).toMatchObject(layout);
  });

  it('are ignored when unreadable or for a query the app does not preload', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const client = createApolloClient({ uri: 'http://localhost/graphql' });

    restorePreloadedAnswers(client, element('{not json'));
    restorePreloadedAnswers(client, element(JSON.stringify([{ operationName: 'Other', data: layout }])));

    expect(client.readQuery({ query: LayoutQueryDocument })).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });
});
